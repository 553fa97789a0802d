import 'ol/ol.css';
import { forwardRef, useEffect, useImperativeHandle, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { BASE_COLORS } from './layerStyles';
import type { MapViewHandle, MapViewProps } from './mapViewProps';
import { useOlMap } from './useOlMap';

export type { MapViewHandle, MapViewProps };

const Frame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 320px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** The map element: water-coloured, so the sea shows wherever the shipped land does not. */
const Target = styled.div`
  position: absolute;
  inset: 0;
  background: ${BASE_COLORS.water};
  touch-action: none;
`;

/**
 * An OpenLayers map with the offline base layer (exposed as `./MapView` for other remotes). It is
 * focusable so it can be used from the keyboard; what keys do is up to the owner (`onKeyDown`).
 */
export const MapView = forwardRef<MapViewHandle, MapViewProps>(function MapView(
  { label, language, center, zoom, layers, onMap, onKeyDown, children, testId },
  ref,
): ReactElement {
  const target = useRef<HTMLDivElement>(null);
  const map = useOlMap(target, { language, center, zoom });
  useImperativeHandle(ref, () => ({ map }), [map]);

  useEffect(() => {
    if (!map || !layers) return undefined;
    layers.forEach((layer) => map.addLayer(layer));
    return () => {
      layers.forEach((layer) => map.removeLayer(layer));
    };
  }, [map, layers]);

  useEffect(() => {
    onMap?.(map);
  }, [map, onMap]);

  return (
    <Frame role="region" aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-testid={testId}>
      <Target ref={target} />
      {children}
    </Frame>
  );
});
