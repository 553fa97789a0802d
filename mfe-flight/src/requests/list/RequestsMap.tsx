import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  Button,
  fitMapTo,
  MapLayout,
  MapLegendPanel,
  MapOverlay,
  media,
  metresToPixels,
  pixelOf,
  svgPath,
  unionExtent,
  useLocale,
  useMapFrame,
  useMapKeyboard,
  type Coordinate,
  type Extent,
} from '@nebo/shared-ui';
import { displayMoscow, firstFlight } from './flightDates';
import type { FlightRequestListItem } from './flightRequestsApi';
import { MapViewSlot, type MapInstance } from './MapViewSlot';
import { routeShapes, type RouteShape } from './routeShapes';
import { StatusBadge } from './StatusBadge';
import { nameOf } from './labels';
import { NAMESPACE } from '../../namespace';

const MapBox = styled.div`
  height: 360px;
  ${media.up('md')} {
    height: 520px;
  }
  ${media.up('lg')} {
    height: 600px;
  }
`;

const Overlay = styled(MapOverlay)`
  .route {
    fill: ${({ theme }) => theme.colors.accent};
    fill-opacity: 0.14;
    stroke: ${({ theme }) => theme.colors.accentActive};
    stroke-width: 2;
    pointer-events: visibleStroke;
    cursor: pointer;
  }
  .route.line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.accent};
    stroke-opacity: 0.45;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .route.axis {
    fill: none;
    stroke-width: 2;
    stroke-opacity: 1;
    stroke: ${({ theme }) => theme.colors.accentActive};
  }
  .route.point {
    fill-opacity: 1;
    stroke: ${({ theme }) => theme.colors.surface};
    pointer-events: all;
  }
  .route.highlighted {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
    fill-opacity: 0.24;
  }
`;

const Chip = styled.div<{ $highlighted: boolean }>`
  position: absolute;
  transform: translate(-50%, calc(-100% - 6px));
  max-width: 200px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme, $highlighted }) => ($highlighted ? theme.colors.focus : theme.colors.accentActive)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  pointer-events: auto;
  cursor: pointer;
  z-index: ${({ $highlighted }) => ($highlighted ? 2 : 1)};
  ${media.down('md')} {
    max-width: 140px;
  }
`;

const Legend = styled(MapLegendPanel)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  li {
    display: grid;
    grid-template-columns: 28px 1fr;
    gap: ${({ theme }) => theme.spacing(1, 2)};
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentActive};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .body {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing(1)};
    min-width: 0;
  }
  .body a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }
`;

/** The routes drawn over the map in screen pixels, each with its numbered label; a click opens the request. */
function RouteOverlay({
  map,
  shapes,
  highlight,
  onOpen,
}: {
  map: MapInstance;
  shapes: readonly RouteShape[];
  highlight: string | null;
  onOpen: (item: FlightRequestListItem) => void;
}): ReactElement | null {
  const { t } = useTranslation(NAMESPACE);
  useMapFrame(map);
  const resolution = map.getView().getResolution();
  if (!resolution) return null;
  const pixel = (coordinate: Coordinate): Coordinate | null => pixelOf(map, coordinate);
  const drawn = shapes.flatMap((shape) => {
    const paths = shape.paths.map((path) => path.map(pixel));
    const anchor = pixel(shape.anchor);
    if (!anchor || paths.some((path) => path.some((point) => point === null))) return [];
    return [{ shape, paths: paths as Coordinate[][], anchor }];
  });
  return (
    <Overlay aria-hidden="true" data-testid="route-overlay">
      <svg>
        {drawn.map(({ shape, paths }) => {
          const highlighted = shape.item.id === highlight;
          const className = (kind: string) => `route ${kind}${highlighted ? ' highlighted' : ''}`;
          const open = () => onOpen(shape.item);
          const [cx, cy] = paths[0][0];
          switch (shape.kind) {
            case 'point':
              return <circle key={shape.item.id} className={className('point')} cx={cx} cy={cy} r={7} onClick={open} />;
            case 'circle':
              return (
                <circle
                  key={shape.item.id}
                  className={className('circle')}
                  cx={cx}
                  cy={cy}
                  r={metresToPixels(shape.metres, shape.lat, resolution)}
                  onClick={open}
                />
              );
            case 'line':
              return (
                <g key={shape.item.id} onClick={open}>
                  <path
                    className={className('line')}
                    d={svgPath(paths[0], false)}
                    // In style, not as an attribute: the class's stroke-width would win over a presentation attribute.
                    style={{ strokeWidth: metresToPixels(shape.metres, shape.lat, resolution) }}
                  />
                  <path className={className('axis')} d={svgPath(paths[0], false)} />
                </g>
              );
            default:
              return (
                <path
                  key={shape.item.id}
                  className={className('polygon')}
                  d={paths.map((ring) => svgPath(ring, true)).join(' ')}
                  onClick={open}
                />
              );
          }
        })}
      </svg>
      {drawn.map(({ shape, anchor }) => (
        <Chip
          key={shape.item.id}
          $highlighted={shape.item.id === highlight}
          style={{ left: anchor[0], top: anchor[1] }}
          title={nameOf(shape.item, t)}
          onClick={() => onOpen(shape.item)}
        >
          {t('requestsList.map.chip', { number: shape.number, name: nameOf(shape.item, t) })}
        </Chip>
      ))}
    </Overlay>
  );
}

/** Room around the fitted routes for their labels. */
const fitTo = (map: MapInstance, extent: Extent, maxZoom: number): void => fitMapTo(map, extent, { padding: 56, maxZoom, duration: 250 });

/**
 * The page's requests on one map (mfe_map's MapView): every route drawn and labelled with its number and
 * name, a click opening the request. The numbered list beside it is the same page for the keyboard and
 * screen readers, each entry with a link and "Show on the map".
 */
export function RequestsMap({ items }: { items: readonly FlightRequestListItem[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale, localize } = useLocale();
  const navigate = useNavigate();
  const [map, setMap] = useState<MapInstance | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const { shapes, numbers } = useMemo(() => routeShapes(items), [items]);
  const extent = useMemo(() => unionExtent(shapes.map((shape) => shape.extent)), [shapes]);
  const withoutRoute = items.length - shapes.length;

  useEffect(() => {
    if (map && extent) fitTo(map, extent, 14);
  }, [map, extent]);

  const onKeyDown = useMapKeyboard(map);

  const open = useCallback((item: FlightRequestListItem) => navigate(localize(`/flight/requests/${item.id}/`)), [navigate, localize]);
  const onMap = useCallback((instance: MapInstance | null) => setMap(instance), []);

  return (
    <MapLayout>
      <MapBox>
        <MapViewSlot label={t('requestsList.map.label')} language={locale} onMap={onMap} onKeyDown={onKeyDown}>
          {map ? <RouteOverlay map={map} shapes={shapes} highlight={highlight} onOpen={open} /> : null}
        </MapViewSlot>
      </MapBox>
      <Legend aria-labelledby="flight-requests-map-legend">
        <h2 id="flight-requests-map-legend">{t('requestsList.map.legend')}</h2>
        <p>{t('requestsList.map.legendHint')}</p>
        {withoutRoute > 0 ? <p>{t('requestsList.map.withoutRoute', { count: withoutRoute })}</p> : null}
        <ol>
          {items.map((item) => {
            const shape = shapes.find((candidate) => candidate.item.id === item.id);
            const first = firstFlight(item);
            return (
              <li
                key={item.id}
                data-highlighted={highlight === item.id}
                onMouseEnter={() => setHighlight(item.id)}
                onMouseLeave={() => setHighlight(null)}
                onFocus={() => setHighlight(item.id)}
                onBlur={() => setHighlight(null)}
              >
                <span className="number" aria-hidden="true">
                  {numbers.get(item.id)}
                </span>
                <div className="body">
                  <Link to={localize(`/flight/requests/${item.id}/`)}>{nameOf(item, t)}</Link>
                  <span className="meta">
                    <StatusBadge status={item.status} />
                    <span>{first ? displayMoscow(first) : t('requestsList.noDates')}</span>
                  </span>
                  {shape ? (
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`${t('requestsList.map.show')}: ${nameOf(item, t)}`}
                      disabled={!map}
                      onClick={() => {
                        setHighlight(item.id);
                        if (map) fitTo(map, shape.extent, 15);
                      }}
                    >
                      {t('requestsList.map.show')}
                    </Button>
                  ) : (
                    <span className="meta">{t('requestsList.noRoute')}</span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </Legend>
    </MapLayout>
  );
}
