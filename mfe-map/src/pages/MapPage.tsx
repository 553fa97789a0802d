import type OlMap from 'ol/Map';
import type { MapBrowserEvent } from 'ol';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { PageHeading, media, useLocale } from '@nebo/shared-ui';
import { AltitudeFilterControl } from '../components/AltitudeFilterControl';
import { DetailsPanel, type PickedObject } from '../components/DetailsPanel';
import { LayerPanel, Legend } from '../components/LayerPanel';
import { LocalitySearch } from '../components/LocalitySearch';
import { ErrorText, Muted, Panel } from '../components/panelStyles';
import { SunPanel } from '../components/SunPanel';
import { LAYER_CODES, type AltitudeFilter, type LatLng, type LayerCode } from '../geo/types';
import { MapView } from '../map/MapView';
import { toLatLng, toMapCoordinate } from '../map/projection';
import { createHighlightLayer, createZoneLayers, objectsAt, type ZoneLoadState } from '../map/zoneLayers';
import { parseRendererChoice } from '../map/webgl';
import { NAMESPACE } from '../namespace';
import { viewFromSearch } from '../geo/viewParams';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: 1fr;
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const MapColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const MapBox = styled.div`
  height: 60vh;
  min-height: 360px;
  ${media.up('lg')} {
    height: 72vh;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Links = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
`;

/** /map/ — the public airspace map: layers, altitude filter, legend, zone details, sunrise, locality search. */
export default function MapPage({ basePath }: { basePath: string }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { locale, localize } = useLocale();
  const [visible, setVisible] = useState<LayerCode[]>([...LAYER_CODES]);
  const [altitude, setAltitude] = useState<AltitudeFilter | null>(null);
  const [loadState, setLoadState] = useState<ZoneLoadState>({ status: 'idle' });
  const [map, setMap] = useState<OlMap | null>(null);
  const [picked, setPicked] = useState<PickedObject | null>(null);
  const [others, setOthers] = useState<PickedObject[]>([]);
  const [point, setPoint] = useState<LatLng | null>(null);
  // ?lat=&lng=&zoom= opens the map on a place (a link to share, a page that points at a zone).
  const [search] = useSearchParams();
  const initialView = useMemo(() => viewFromSearch(search), [search]);

  // The zone layers live as long as the page; the filter is pushed into them.
  // ?renderer=webgl|canvas forces the zones' renderer (diagnostics and the frame-rate bench).
  const renderer = parseRendererChoice(search.get('renderer'));
  const zones = useMemo(
    () => createZoneLayers({ filter: { layers: LAYER_CODES, altitude: null }, onState: setLoadState, renderer }),
    [renderer],
  );
  const highlight = useMemo(() => createHighlightLayer(), []);
  const mapLayers = useMemo(() => [...zones.layers, highlight.layer], [zones, highlight]);
  useEffect(() => () => zones.dispose(), [zones]);
  useEffect(() => highlight.show(picked ? zones.source.getFeatureById(`${picked.layer}:${picked.id}`) : null), [highlight, zones, picked]);
  // A new filter, or another language (the API client sends i18n's, and objects are named in it), loads the view again.
  useEffect(() => zones.setFilter({ layers: visible, altitude }), [zones, visible, altitude, i18n.language]);

  const onClick = useCallback(
    (event: MapBrowserEvent) => {
      if (!map) return;
      setPoint(toLatLng(event.coordinate));
      const hits = objectsAt(map, zones.source, event.pixel).map((f) => ({
        id: String(f.get('objectId')),
        layer: f.get('layer') as LayerCode,
        name: String(f.get('name')),
      }));
      setPicked(hits[0] ?? null);
      setOthers(hits.slice(1, 6));
    },
    [map, zones],
  );

  useEffect(() => {
    if (!map) return undefined;
    map.on('singleclick', onClick);
    return () => map.un('singleclick', onClick);
  }, [map, onClick]);

  const toggle = (layer: LayerCode, on: boolean) =>
    setVisible((current) => (on ? LAYER_CODES.filter((l) => l === layer || current.includes(l)) : current.filter((l) => l !== layer)));

  return (
    <div>
      <PageHeading title={t('page.title')} description={t('page.description')} />
      <Layout>
        <MapColumn>
          <LocalitySearch
            language={locale}
            onSelect={(place) => {
              const target = { lat: place.lat, lng: place.lng };
              map?.getView().animate({ center: toMapCoordinate(target), zoom: 11, duration: 400 });
              setPoint(target);
            }}
          />
          <MapBox>
            <MapView
              label={t('page.mapLabel')}
              language={locale}
              center={initialView.center}
              zoom={initialView.zoom}
              layers={mapLayers}
              onMap={setMap}
              testId="public-map"
            />
          </MapBox>
          <div aria-live="polite" data-testid="map-status">
            {loadState.status === 'loading' ? <Muted>{t('page.loading')}</Muted> : null}
            {loadState.status === 'loaded' ? <Muted>{t('page.loaded', { count: loadState.count })}</Muted> : null}
            {loadState.status === 'loaded' && loadState.truncated ? <Muted>{t('page.truncated')}</Muted> : null}
            {loadState.status === 'error' ? (
              <ErrorText role="alert">{t('page.loadError', { message: loadState.message })}</ErrorText>
            ) : null}
          </div>
          <Links>
            <Link to={localize('/flight/new/')}>{t('page.planLink')}</Link>
            <Link to={`${basePath}route-editor/`}>{t('page.editorLink')}</Link>
          </Links>
        </MapColumn>
        <Side>
          <DetailsPanel
            picked={picked}
            others={others}
            onPick={(object) => {
              setOthers((current) => [...(picked ? [picked] : []), ...current.filter((o) => o.id !== object.id)]);
              setPicked(object);
            }}
            onClose={() => {
              setPicked(null);
              setOthers([]);
            }}
          />
          <SunPanel point={point} />
          <Panel>
            <LayerPanel visible={visible} onToggle={toggle} />
          </Panel>
          <Panel>
            <AltitudeFilterControl value={altitude} onChange={setAltitude} />
          </Panel>
          <Panel>
            <Legend />
          </Panel>
        </Side>
      </Layout>
    </div>
  );
}
