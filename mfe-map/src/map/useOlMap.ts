import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import type BaseLayer from 'ol/layer/Base';
import { useEffect, useState, type RefObject } from 'react';
import type { LatLng } from '../geo/types';
import { createBaseLayers } from './baseLayer';
import { loadMapConfig } from './mapConfig';
import { DEFAULT_CENTER, DEFAULT_ZOOM, toMapCoordinate } from './projection';

export interface OlMapOptions {
  language: 'ru' | 'en';
  center?: LatLng;
  zoom?: number;
  /** Layers drawn above the base layer, bottom first. */
  layers?: BaseLayer[];
}

/**
 * Creates an OpenLayers map on a React-owned element. The map target is attached in an effect and
 * detached on unmount, so StrictMode's mount–unmount–mount in development leaves exactly one live map.
 * The base layer is added once the deployment's map settings are known (online tiles or not).
 */
export function useOlMap(target: RefObject<HTMLElement | null>, options: OlMapOptions): OlMap | null {
  const [map, setMap] = useState<OlMap | null>(null);
  const { language } = options;

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const created = new OlMap({
      target: element,
      layers: options.layers ?? [],
      controls: defaultControls({ rotate: false, attribution: false }),
      // Keyboard handling belongs to whoever owns the page (the route editor moves points with the arrows).
      interactions: defaultInteractions({ keyboard: false }),
      view: new View({
        center: toMapCoordinate(options.center ?? DEFAULT_CENTER),
        zoom: options.zoom ?? DEFAULT_ZOOM,
        maxZoom: 18,
        minZoom: 2,
      }),
    });
    let disposed = false;
    loadMapConfig().then((config) => {
      if (disposed) return;
      createBaseLayers({ language, onlineTiles: config.onlineTiles }).forEach((layer, index) => created.getLayers().insertAt(index, layer));
    });
    setMap(created);
    return () => {
      disposed = true;
      created.setTarget(undefined);
      created.dispose();
      setMap(null);
    };
    // The map is created once per element and language; layers and view changes go through the map itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, language]);

  return map;
}
