import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  fitMapTo,
  MapLayout,
  MapOverlay,
  mapLegendStyles,
  unionExtent,
  useLocale,
  useMapFrame,
  useMapKeyboard,
  type Extent,
} from '@nebo/shared-ui';
import type { AuthorityDashboardDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { nameOf } from '../review/components/labels';
import { DrawingPaths } from '../review/map/DrawingPaths';
import { MapBox } from '../review/map/MapBox';
import { drawingOf, type Drawing } from '../review/map/geometry';
import { MapViewSlot, type MapInstance } from '../review/map/MapViewSlot';
import { spanText } from '../review/time';
import { ReviewStatusBadge } from '../review/components/ReviewStatusBadge';

type TodaysFlight = AuthorityDashboardDto['todaysFlights'][number];

const Frame = styled(MapBox)`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Overlay = styled(MapOverlay)`
  .area {
    fill: ${({ theme }) => theme.colors.accent};
    fill-opacity: 0.08;
    fill-rule: evenodd;
    stroke: ${({ theme }) => theme.colors.accentActive};
    stroke-width: 2;
    stroke-dasharray: 6 4;
  }
  .route {
    fill: ${({ theme }) => theme.colors.warning};
    fill-opacity: 0.25;
    fill-rule: evenodd;
    stroke: ${({ theme }) => theme.colors.warning};
    stroke-width: 2;
  }
  .route.line,
  .route.corridor {
    fill: none;
    stroke-opacity: 0.5;
    stroke-linecap: round;
  }
  .route.corridor {
    stroke-linejoin: round;
  }
  .route.axis {
    fill: none;
  }
  .route.highlighted {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: 4;
    fill-opacity: 0.4;
  }
`;

const Side = styled.section`
  ${mapLegendStyles}
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }
`;

const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: 0;
    border: 0;
    flex-direction: row;
  }
  .swatch {
    width: 18px;
    height: 12px;
    border-radius: 2px;
  }
  .swatch.area {
    border: 2px dashed ${({ theme }) => theme.colors.accentActive};
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  .swatch.route {
    border: 2px solid ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
`;

/** The drawing over the map, redrawn on every frame the map renders (pan, zoom, resize); decorative for assistive technology. */
function TodayOverlay({
  map,
  area,
  routes,
  highlight,
}: {
  map: MapInstance;
  area: Drawing | null;
  routes: readonly { flight: TodaysFlight; drawing: Drawing }[];
  highlight: string | null;
}): ReactElement {
  useMapFrame(map);
  return (
    <Overlay aria-hidden="true">
      <svg>
        {area ? <DrawingPaths map={map} drawing={area} className="area" /> : null}
        {routes.map(({ flight, drawing }) => (
          <DrawingPaths
            key={flight.flightRequestId + flight.startAt}
            map={map}
            drawing={drawing}
            className={flight.flightRequestId === highlight ? 'route highlighted' : 'route'}
          />
        ))}
      </svg>
    </Overlay>
  );
}

/** At once, not animated: the dashboard opens on it. */
const fitTo = (map: MapInstance, extent: Extent): void => fitMapTo(map, extent, { padding: 40, maxZoom: 13, duration: 0 });

/**
 * Today's flights over the authority's area on mfe_map's MapView. The list beside the map is the same content
 * for the keyboard and screen readers (the drawing itself is decorative), each flight linking to its request.
 */
export function TodayMap({ flights, area }: { flights: readonly TodaysFlight[]; area: unknown }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale, localize } = useLocale();
  const [map, setMap] = useState<MapInstance | null>(null);
  const [highlight, setHighlight] = useState<string | null>(null);
  const areaDrawing = useMemo(() => drawingOf(area), [area]);
  const routes = useMemo(
    () => flights.flatMap((flight) => (drawingOf(flight.geometry) ? [{ flight, drawing: drawingOf(flight.geometry) as Drawing }] : [])),
    [flights],
  );
  const extent = useMemo(
    () => unionExtent([areaDrawing?.extent ?? null, ...routes.map((route) => route.drawing.extent)]),
    [areaDrawing, routes],
  );

  useEffect(() => {
    if (map && extent) fitTo(map, extent);
  }, [map, extent]);

  const onKeyDown = useMapKeyboard(map);
  const onMap = useCallback((instance: MapInstance | null) => setMap(instance), []);

  return (
    <MapLayout>
      <div>
        <Frame>
          <MapViewSlot label={t('dashboard.today.mapLabel')} language={locale} onMap={onMap} onKeyDown={onKeyDown}>
            {map ? <TodayOverlay map={map} area={areaDrawing} routes={routes} highlight={highlight} /> : null}
          </MapViewSlot>
        </Frame>
      </div>
      <Side aria-labelledby="authority-today-list">
        <Key aria-label={t('dashboard.today.legend')}>
          <li>
            <span className="swatch area" aria-hidden="true" />
            {t('dashboard.today.area')}
          </li>
          <li>
            <span className="swatch route" aria-hidden="true" />
            {t('dashboard.today.route')}
          </li>
        </Key>
        <h3 id="authority-today-list">{t('dashboard.today.list')}</h3>
        {flights.length === 0 ? (
          <p className="meta">{t('dashboard.today.empty')}</p>
        ) : (
          <ol>
            {flights.map((flight) => (
              <li
                key={flight.flightRequestId + flight.startAt}
                data-highlighted={highlight === flight.flightRequestId}
                onMouseEnter={() => setHighlight(flight.flightRequestId)}
                onMouseLeave={() => setHighlight(null)}
                onFocus={() => setHighlight(flight.flightRequestId)}
                onBlur={() => setHighlight(null)}
              >
                <Link to={localize(`/agreement/flight-requests/${flight.flightRequestId}/`)}>{nameOf(flight, t)}</Link>
                <span className="meta">
                  <ReviewStatusBadge status={flight.reviewStatus} />
                  <span>{spanText(flight.startAt, flight.finishAt).moscow}</span>
                  {drawingOf(flight.geometry) ? null : <span>{t('dashboard.today.noRoute')}</span>}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Side>
    </MapLayout>
  );
}
