import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  fitMapTo,
  MapLayout,
  MapLegendPanel,
  MapOverlay,
  unionExtent,
  useLocale,
  useMapFrame,
  useMapKeyboard,
  type Extent,
} from '@nebo/shared-ui';
import { DrawingPaths } from './DrawingPaths';
import { MapBox } from './MapBox';
import { drawingOf, type Drawing } from './geometry';
import { MapViewSlot, type MapInstance } from './MapViewSlot';
import { NAMESPACE } from '../../namespace';

/** The crossing is drawn in a colour no other layer uses, so it reads against both the area and the route. */
const CROSSING_COLOUR = '#c2185b';

const Frame = styled(MapBox)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Overlay = styled(MapOverlay)`
  .area {
    fill: ${({ theme }) => theme.colors.textMuted};
    fill-opacity: 0.12;
    fill-rule: evenodd;
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
    stroke-dasharray: 8 6;
  }
  .route {
    fill: ${({ theme }) => theme.colors.accent};
    fill-opacity: 0.18;
    fill-rule: evenodd;
    stroke: ${({ theme }) => theme.colors.accentActive};
    stroke-width: 2.5;
  }
  .crossing {
    fill: ${CROSSING_COLOUR};
    fill-opacity: 0.35;
    fill-rule: evenodd;
    stroke: ${CROSSING_COLOUR};
    stroke-width: 3;
  }
  .line,
  .axis {
    fill: none;
  }
  .crossing.line {
    stroke-width: 5;
  }
  /* A corridor is its axis drawn as wide as the corridor (the width comes in the element's style, per zoom). */
  .corridor {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .route.corridor {
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-opacity: 0.35;
  }
  .crossing.corridor {
    stroke-opacity: 0.5;
  }
  .point {
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 2;
    fill-opacity: 1;
  }
`;

const Legend = styled(MapLegendPanel)`
  p {
    margin: 0;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const Swatch = styled.span<{ $kind: 'area' | 'route' | 'crossing' }>`
  flex: none;
  width: 28px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ theme, $kind }) =>
    $kind === 'area'
      ? `background: rgba(86, 101, 118, 0.14); border: 2px dashed ${theme.colors.text};`
      : $kind === 'route'
        ? `background: ${theme.colors.accentSoft}; border: 2px solid ${theme.colors.accentActive};`
        : `background: rgba(194, 24, 91, 0.35); border: 2px solid ${CROSSING_COLOUR};`}
`;

const Verdict = styled.p<{ $crosses: boolean | null }>`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  background: ${({ theme, $crosses }) => ($crosses ? '#fce4ec' : $crosses === false ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $crosses }) => ($crosses ? '#8e0f43' : $crosses === false ? theme.colors.success : theme.colors.text)};
`;

function ReviewOverlay({
  map,
  layers,
}: {
  map: MapInstance;
  layers: { kind: 'area' | 'route' | 'crossing'; drawing: Drawing }[];
}): ReactElement {
  useMapFrame(map);
  return (
    <Overlay aria-hidden="true" data-testid="review-overlay">
      <svg>
        {layers.map(({ kind, drawing }) => (
          <DrawingPaths key={kind} map={map} drawing={drawing} className={kind} />
        ))}
      </svg>
    </Overlay>
  );
}

const fitTo = (map: MapInstance, extent: Extent, maxZoom: number): void => fitMapTo(map, extent, { padding: 40, maxZoom, duration: 250 });

export interface ReviewMapProps {
  route: unknown;
  area: unknown;
  crossing: unknown;
  /** Whether the route crosses the authority's area; null when not worked out. */
  crosses: boolean | null;
}

/**
 * The request's route over the authority's area (shaded, dashed border), the part of the route inside the area in
 * a contrasting colour, and a legend beside the map saying in words whether the route crosses the area.
 */
export function ReviewMap({ route, area, crossing, crosses }: ReviewMapProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useLocale();
  const [map, setMap] = useState<MapInstance | null>(null);
  const drawings = useMemo(
    () => ({ area: drawingOf(area), route: drawingOf(route), crossing: crosses === false ? null : drawingOf(crossing) }),
    [area, route, crossing, crosses],
  );
  const layers = (['area', 'route', 'crossing'] as const).flatMap((kind) => {
    const drawing = drawings[kind];
    return drawing ? [{ kind, drawing }] : [];
  });
  const routeExtent = drawings.route?.extent ?? null;
  const areaExtent = drawings.area?.extent ?? null;

  useEffect(() => {
    const first = routeExtent ?? unionExtent([areaExtent]);
    if (map && first) fitTo(map, first, 14);
  }, [map, routeExtent, areaExtent]);

  const onKeyDown = useMapKeyboard(map);
  const onMap = useCallback((instance: MapInstance | null) => setMap(instance), []);
  const verdict = crosses === true ? 'crosses' : crosses === false ? 'notCrosses' : 'unknown';

  return (
    <MapLayout $legendMin="260px">
      <Frame>
        <MapViewSlot label={t('review.map.label')} language={locale} onMap={onMap} onKeyDown={onKeyDown}>
          {map ? <ReviewOverlay map={map} layers={layers} /> : null}
        </MapViewSlot>
      </Frame>
      <Legend aria-labelledby="review-map-legend">
        <h3 id="review-map-legend">{t('review.map.legend')}</h3>
        <Verdict $crosses={crosses} role="status">
          {t(`review.map.verdict.${verdict}`)}
        </Verdict>
        <ul>
          <li>
            <Swatch $kind="area" aria-hidden="true" />
            <span>{drawings.area ? t('review.map.area') : t('review.map.noArea')}</span>
          </li>
          <li>
            <Swatch $kind="route" aria-hidden="true" />
            <span>{drawings.route ? t('review.map.route') : t('review.map.noRoute')}</span>
          </li>
          {drawings.crossing ? (
            <li>
              <Swatch $kind="crossing" aria-hidden="true" />
              <span>{t('review.map.crossing')}</span>
            </li>
          ) : null}
        </ul>
        <p className="muted">{t('review.map.keyboardHint')}</p>
        <div className="actions">
          <Button
            $variant="secondary"
            $size="sm"
            disabled={!map || !routeExtent}
            onClick={() => map && routeExtent && fitTo(map, routeExtent, 15)}
          >
            {t('review.map.showRoute')}
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            disabled={!map || !areaExtent}
            onClick={() => map && areaExtent && fitTo(map, areaExtent, 12)}
          >
            {t('review.map.showArea')}
          </Button>
        </div>
      </Legend>
    </MapLayout>
  );
}
