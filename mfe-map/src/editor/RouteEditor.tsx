import type { MapBrowserEvent } from 'ol';
import type Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import type Point from 'ol/geom/Point';
import type Polygon from 'ol/geom/Polygon';
import Draw from 'ol/interaction/Draw';
import Translate from 'ol/interaction/Translate';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, media, useLocale } from '@nebo/shared-ui';
import { Muted, Panel } from '../components/panelStyles';
import { formatLatLng } from '../geo/coordinates';
import { SHAPE_TYPES, type LatLng } from '../geo/types';
import { BASE_COLORS } from '../map/layerStyles';
import { captureMapSnapshot } from '../map/mapSnapshot';
import { MapView } from '../map/MapView';
import { toLatLng, toMapCoordinate } from '../map/projection';
import { NAMESPACE } from '../namespace';
import { CoordinateForm } from './CoordinateForm';
import { CrossingsPanel } from './CrossingsPanel';
import { createDrawLayer, featuresOf } from './drawLayer';
import { canUndo, editorReducer, initialHistory, routeValueOf } from './editorState';
import { PointList } from './PointList';
import type { RouteEditorProps } from './routeEditorProps';
import { MAX_CIRCLE_RADIUS_M, MAX_CORRIDOR_WIDTH_M, shapeIssues } from './shapeRules';
import { simplifyRing } from './simplifyRing';
import { useCrossings } from './useCrossings';

export type { RouteEditorProps };

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const MapBox = styled.div`
  height: 55vh;
  min-height: 340px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    align-items: center;
  }
  legend {
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: 600;
    margin-bottom: 4px;
  }
  label.chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
    font-size: ${({ theme }) => theme.typography.size.sm};
    min-height: 32px;
  }
  label.chip:has(input:checked) {
    background: ${({ theme }) => theme.colors.accentSoft};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  label.number {
    display: grid;
    gap: 2px;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  label.number input {
    width: 120px;
    font: inherit;
    padding: 4px 8px;
  }
`;

type Tool = 'shape' | 'START' | 'FINISH';

/** Pixels a vertex moves per arrow key (Shift: five times as far). */
const KEY_STEP_PX = 10;

/**
 * The route editor (exposed as `./RouteEditor`): draws and edits MARKER, CIRCLE, LASSO, POLYLINE, POLYGON
 * and MULTIPOLYGON routes with take-off and landing points, by mouse, touch, keyboard or typed
 * coordinates, with undo, and shows the crossings live.
 */
export default function RouteEditor({ value, initialShape, onChange, center, zoom, onSnapshotReady }: RouteEditorProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { locale } = useLocale();
  const [history, dispatch] = useReducer(editorReducer, { ...value, shapeType: initialShape }, initialHistory);
  const state = history.present;
  const [tool, setTool] = useState<Tool>('shape');
  const [format, setFormat] = useState<'decimal' | 'dms'>('decimal');
  const [map, setMap] = useState<OlMap | null>(null);
  const draw = useMemo(() => createDrawLayer(), []);
  const layers = useMemo(() => [draw.layer], [draw]);

  const issues = shapeIssues(state.shape);
  const route = useMemo(() => routeValueOf(state), [state]);
  const crossings = useCrossings(route.geometry);

  // The owner hears about every change, the first render excepted (nothing changed yet).
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    onChangeRef.current?.(route);
  }, [route]);

  // The picture of the route for the owner: the map fitted to the drawn route, null while there is none.
  const geometryRef = useRef(route.geometry);
  geometryRef.current = route.geometry;
  const onSnapshotReadyRef = useRef(onSnapshotReady);
  onSnapshotReadyRef.current = onSnapshotReady;
  useEffect(() => {
    if (!map) return undefined;
    const capture = () =>
      geometryRef.current ? captureMapSnapshot(map, draw.source.getExtent(), { background: BASE_COLORS.water }) : Promise.resolve(null);
    onSnapshotReadyRef.current?.(capture);
    return () => onSnapshotReadyRef.current?.(null);
  }, [map, draw]);

  // Redraw the route whenever the state changes.
  useEffect(() => {
    draw.source.clear(true);
    draw.source.addFeatures(featuresOf(state, issues.length === 0, { START: t('editor.START'), FINISH: t('editor.FINISH') }));
  }, [draw, state, issues.length, t]);

  const place = useCallback(
    (point: LatLng, target: Tool) => {
      if (target === 'shape') dispatch({ type: 'addPoint', point });
      else dispatch({ type: 'setRolePoint', role: target, point });
    },
    [dispatch],
  );

  // Clicks: pick a vertex under the pointer, otherwise place a point with the current tool.
  const onClick = useCallback(
    (event: MapBrowserEvent) => {
      if (!map) return;
      const vertex = map.forEachFeatureAtPixel(event.pixel, (feature) => (feature.get('kind') === 'vertex' ? feature : undefined), {
        layerFilter: (layer) => layer === draw.layer,
        hitTolerance: 4,
      });
      if (vertex) {
        dispatch({ type: 'select', at: { ring: vertex.get('ring') as number, index: vertex.get('index') as number } });
        return;
      }
      if (state.shape.type === 'LASSO' && tool === 'shape') return;
      place(toLatLng(event.coordinate), tool);
    },
    [map, draw, place, tool, state.shape.type],
  );

  useEffect(() => {
    if (!map) return undefined;
    map.on('singleclick', onClick);
    return () => map.un('singleclick', onClick);
  }, [map, onClick]);

  // Dragging vertices and role points (mouse and touch).
  useEffect(() => {
    if (!map) return undefined;
    const translate = new Translate({
      layers: [draw.layer],
      filter: (feature) => feature.get('kind') === 'vertex' || feature.get('kind') === 'role',
      hitTolerance: 6,
    });
    translate.on('translateend', (event) => {
      const feature = event.features.item(0) as Feature<Point> | undefined;
      const geometry = feature?.getGeometry();
      if (!feature || !geometry) return;
      const point = toLatLng(geometry.getCoordinates());
      if (feature.get('kind') === 'role') dispatch({ type: 'setRolePoint', role: feature.get('role'), point });
      else dispatch({ type: 'movePoint', at: { ring: feature.get('ring'), index: feature.get('index') }, point });
    });
    map.addInteraction(translate);
    return () => {
      map.removeInteraction(translate);
    };
  }, [map, draw]);

  // The lasso: a freehand outline, simplified to the points that matter.
  useEffect(() => {
    if (!map || state.shape.type !== 'LASSO' || tool !== 'shape') return undefined;
    const lasso = new Draw({ type: 'Polygon', freehand: true });
    lasso.on('drawend', (event) => {
      const ring = (event.feature.getGeometry() as Polygon).getCoordinates()[0].slice(0, -1).map(toLatLng);
      dispatch({ type: 'replaceRing', ring: 0, points: simplifyRing(ring) });
    });
    map.addInteraction(lasso);
    return () => {
      map.removeInteraction(lasso);
    };
  }, [map, state.shape.type, tool]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!map || event.target !== event.currentTarget) return;
    const view = map.getView();
    const resolution = view.getResolution() ?? 1;
    const step = (event.shiftKey ? 5 : 1) * KEY_STEP_PX * resolution;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      dispatch({ type: 'undo' });
    } else if (event.key === 'Enter') {
      const centre = view.getCenter();
      if (centre) place(toLatLng(centre), tool);
    } else if (event.key in arrows) {
      const [dx, dy] = arrows[event.key];
      const selected = state.selected;
      if (selected) {
        const current = toMapCoordinate(state.shape.rings[selected.ring][selected.index]);
        dispatch({ type: 'movePoint', at: selected, point: toLatLng([current[0] + dx * step, current[1] + dy * step]) });
      } else {
        const centre = view.getCenter();
        if (centre) view.setCenter([centre[0] + dx * step * 4, centre[1] + dy * step * 4]);
      }
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (state.selected) dispatch({ type: 'deletePoint', at: state.selected });
    } else if (event.key === 'Escape') {
      dispatch({ type: 'select', at: null });
    } else if (event.key === '+' || event.key === '=') {
      view.setZoom((view.getZoom() ?? 10) + 1);
    } else if (event.key === '-') {
      view.setZoom((view.getZoom() ?? 10) - 1);
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <Layout>
      <div style={{ display: 'grid', gap: 12 }}>
        <Toolbar>
          <fieldset>
            <legend>{t('editor.shape')}</legend>
            {SHAPE_TYPES.map((type) => (
              <label key={type} className="chip">
                <input
                  type="radio"
                  name="route-shape"
                  value={type}
                  checked={state.shape.type === type}
                  onChange={() => dispatch({ type: 'setShapeType', shapeType: type })}
                />
                {t(`editor.shapes.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('editor.tool')}</legend>
            {(['shape', 'START', 'FINISH'] as const).map((option) => (
              <label key={option} className="chip">
                <input type="radio" name="route-tool" value={option} checked={tool === option} onChange={() => setTool(option)} />
                {t(`editor.tools.${option}`)}
              </label>
            ))}
          </fieldset>
        </Toolbar>
        <Toolbar>
          {state.shape.type === 'CIRCLE' ? (
            <label className="number">
              {t('editor.radius')}
              <input
                type="number"
                min={1}
                max={MAX_CIRCLE_RADIUS_M}
                value={state.shape.radius}
                onChange={(event) => dispatch({ type: 'setRadius', radius: Number(event.target.value) })}
              />
            </label>
          ) : null}
          {state.shape.type === 'POLYLINE' ? (
            <label className="number">
              {t('editor.width')}
              <input
                type="number"
                min={1}
                max={MAX_CORRIDOR_WIDTH_M}
                value={state.shape.width}
                onChange={(event) => dispatch({ type: 'setWidth', width: Number(event.target.value) })}
              />
            </label>
          ) : null}
          {state.shape.type === 'MULTIPOLYGON' ? (
            <Button type="button" $size="sm" $variant="secondary" onClick={() => dispatch({ type: 'newRing' })}>
              {t('editor.newPolygon')}
            </Button>
          ) : null}
          <Button type="button" $size="sm" $variant="secondary" disabled={!canUndo(history)} onClick={() => dispatch({ type: 'undo' })}>
            {t('editor.undo')}
          </Button>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => dispatch({ type: 'clear' })}>
            {t('editor.clear')}
          </Button>
        </Toolbar>
        {state.shape.type === 'LASSO' && tool === 'shape' ? <Muted>{t('editor.lassoHint')}</Muted> : null}
        <MapBox>
          <MapView
            label={t('editor.mapLabel')}
            language={locale}
            center={center}
            zoom={zoom}
            layers={layers}
            onMap={setMap}
            onKeyDown={onKeyDown}
            testId="route-editor-map"
          />
        </MapBox>
        <Muted>{t('editor.keyboardHint')}</Muted>
        {issues.length > 0 && state.shape.rings.some((ring) => ring.length > 0) ? (
          <ul role="status" data-testid="route-issues" style={{ margin: 0, paddingLeft: 18, color: '#9a6200', fontSize: 14 }}>
            {issues.map((issue, index) => (
              <li key={index}>{t(`editor.issues.${issue.code}`, issue)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div style={{ display: 'grid', gap: 12 }}>
        <CrossingsPanel state={crossings} />
        <Panel>
          <CoordinateForm
            canUpdate={state.selected !== null}
            onAdd={(target, point) => place(point, target)}
            onUpdate={(point) => state.selected && dispatch({ type: 'movePoint', at: state.selected, point })}
          />
        </Panel>
        <Panel aria-labelledby="route-points-title">
          <h2 id="route-points-title">{t('editor.points')}</h2>
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
            {t('coordinates.format')}
            <select value={format} onChange={(event) => setFormat(event.target.value as 'decimal' | 'dms')}>
              <option value="decimal">{t('coordinates.decimal')}</option>
              <option value="dms">{t('coordinates.dms')}</option>
            </select>
          </label>
          <PointList state={state} format={format} dispatch={dispatch} />
          <RolePoints state={state} format={format} onRemove={(role) => dispatch({ type: 'setRolePoint', role, point: null })} />
        </Panel>
      </div>
    </Layout>
  );
}

function RolePoints({
  state,
  format,
  onRemove,
}: {
  state: { takeOff: LatLng | null; landing: LatLng | null };
  format: 'decimal' | 'dms';
  onRemove: (role: 'START' | 'FINISH') => void;
}): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl
      style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', fontSize: 14 }}
      data-testid="route-roles"
    >
      {(
        [
          ['START', state.takeOff],
          ['FINISH', state.landing],
        ] as const
      ).map(([role, point]) => (
        <div key={role} style={{ display: 'contents' }}>
          <dt>{t(`editor.${role}`)}</dt>
          <dd style={{ margin: 0 }}>
            {point ? <span style={{ fontFamily: 'monospace', marginRight: 8 }}>{formatLatLng(point, format)}</span> : t('editor.notSet')}
            {point ? (
              <Button type="button" $size="sm" $variant="ghost" onClick={() => onRemove(role)}>
                {t('editor.removeRole')}
              </Button>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
