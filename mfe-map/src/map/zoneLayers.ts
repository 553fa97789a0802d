import Feature from 'ol/Feature';
import type Map from 'ol/Map';
import { transformExtent } from 'ol/proj';
import { buffer as bufferExtent, getWidth, type Extent } from 'ol/extent';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import VectorSource from 'ol/source/Vector';
import { Circle as CircleStyle, Fill, RegularShape, Stroke, Style } from 'ol/style';
import type { FlatStyle } from 'ol/style/flat';
import { fetchLayerObjects } from '../api/mapApi';
import type { LonLatExtent } from '../api/mapRequests';
import type { AltitudeFilter, LayerCode, LayerObject } from '../geo/types';
import { LAYER_COLORS, OUTLINE_ONLY, withAlpha } from './layerStyles';
import { geometryOfShape } from './shapeGeometry';
import { chooseRenderer, hasAnyWebgl, hasHardwareWebgl, type RendererChoice } from './webgl';

export interface ZoneFilter {
  layers: readonly LayerCode[];
  altitude: AltitudeFilter | null;
}

export type ZoneLoadState =
  { status: 'idle' | 'loading' } | { status: 'loaded'; count: number; truncated: boolean } | { status: 'error'; message: string };

const styleCache = new globalThis.Map<string, Style>();

function canvasStyle(layer: LayerCode, geometryType: string, active: boolean): Style {
  const key = `${layer}:${geometryType}:${active}`;
  const cached = styleCache.get(key);
  if (cached) return cached;
  const color = LAYER_COLORS[layer];
  let style: Style;
  if (geometryType === 'Point') {
    style =
      layer === 'AIRPORTS'
        ? new Style({
            image: new RegularShape({
              points: 4,
              radius: 6,
              angle: Math.PI / 4,
              fill: new Fill({ color }),
              stroke: new Stroke({ color: '#fff', width: 1.5 }),
            }),
          })
        : new Style({ image: new CircleStyle({ radius: 4, fill: new Fill({ color }), stroke: new Stroke({ color: '#fff', width: 1 }) }) });
  } else {
    style = new Style({
      fill: OUTLINE_ONLY.has(layer) ? undefined : new Fill({ color: withAlpha(color, active ? 0.18 : 0.07) }),
      stroke: new Stroke({
        color: withAlpha(color, active ? 0.9 : 0.45),
        width: OUTLINE_ONLY.has(layer) ? 1.5 : 1.2,
        lineDash: active ? undefined : [6, 4],
      }),
    });
  }
  styleCache.set(key, style);
  return style;
}

/** The same colours as a WebGL flat style (one expression matched on the layer code). */
function webglStyle(): FlatStyle {
  const match = (alpha: number) => [
    'match',
    ['get', 'layer'],
    ...Object.entries(LAYER_COLORS).flatMap(([layer, color]) => [
      layer,
      withAlpha(color, OUTLINE_ONLY.has(layer as LayerCode) ? 0 : alpha),
    ]),
    'rgba(0,0,0,0)',
  ];
  const strokeMatch = [
    'match',
    ['get', 'layer'],
    ...Object.entries(LAYER_COLORS).flatMap(([layer, color]) => [layer, withAlpha(color, 0.9)]),
    '#000',
  ];
  return {
    'fill-color': match(0.18),
    'stroke-color': strokeMatch,
    'stroke-width': 1.2,
    'circle-radius': 5,
    'circle-fill-color': strokeMatch,
  } as unknown as FlatStyle;
}

/** Web Mercator zoom of a resolution (metres per pixel at the equator of zoom 0: 156543.03). */
const zoomOf = (resolution: number) => Math.max(0, Math.log2(156543.03392804097 / resolution));

export function featureOf(object: LayerObject): Feature | null {
  const geometry = geometryOfShape(object.geoShape);
  if (!geometry) return null;
  const feature = new Feature({ geometry, layer: object.layer, name: object.name, active: object.active });
  feature.setId(`${object.layer}:${object.id}`);
  feature.set('objectId', object.id);
  return feature;
}

/**
 * The airspace layers: objects of the view's box fetched from `GET /public/map/layers/objects` (box
 * strategy, so panning inside what is loaded costs nothing), redrawn when the filter changes. Drawn on a
 * canvas image, or through WebGL when the view holds many polygons and the GPU is a real one.
 */
export function createZoneLayers(options: { filter: ZoneFilter; onState: (state: ZoneLoadState) => void; renderer?: RendererChoice }) {
  let filter = options.filter;
  let controller: AbortController | null = null;
  let loaded: { extent: Extent; zoom: number } | null = null;
  const choice = options.renderer ?? 'auto';
  // Forced WebGL takes any context, a software one included; the automatic choice only a hardware one.
  const webgl = choice === 'webgl' ? hasAnyWebgl() : choice === 'auto' && hasHardwareWebgl();

  /**
   * One box at a time: the view plus a quarter on each side, so small pans need no call. A box answer
   * replaces the previous one (shapes are simplified for the zoom they were asked at), so a new zoom level
   * or a view outside the box forgets the old box and asks again.
   */
  const strategy = (extent: Extent, resolution: number): Extent[] => {
    const zoom = Math.floor(zoomOf(resolution));
    if (loaded && loaded.zoom !== zoom) {
      source.removeLoadedExtent(loaded.extent);
      loaded = null;
    }
    return [bufferExtent(extent, getWidth(extent) / 4)];
  };

  const source = new VectorSource({
    strategy,
    loader: (extent, resolution, projection, success, failure) => {
      controller?.abort();
      controller = new AbortController();
      if (filter.layers.length === 0) {
        source.clear(true);
        options.onState({ status: 'loaded', count: 0, truncated: false });
        success?.([]);
        return;
      }
      const lonLat = transformExtent(extent, projection, 'EPSG:4326') as LonLatExtent;
      const zoom = zoomOf(resolution);
      options.onState({ status: 'loading' });
      fetchLayerObjects({ extent: lonLat, zoom, layers: filter.layers, altitude: filter.altitude }, controller.signal)
        .then((response) => {
          // A box answer replaces the previous one: shapes are simplified for the zoom they were asked at.
          const features = response.data.map(featureOf).filter((f): f is Feature => f !== null);
          if (loaded) source.removeLoadedExtent(loaded.extent);
          loaded = { extent, zoom: Math.floor(zoom) };
          source.clear(true);
          source.addFeatures(features);
          updateRenderer(features.length);
          options.onState({ status: 'loaded', count: response.meta.totalCount, truncated: response.meta.truncated });
          success?.(features);
        })
        .catch((error: unknown) => {
          source.removeLoadedExtent(extent);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          options.onState({ status: 'error', message: (error as { message?: string }).message ?? String(error) });
          failure?.();
        });
    },
  });

  // Drawn into one image that a pan only moves (a plain vector layer replays every polygon on every frame,
  // ~200 ms for 10,000 polygons on a software canvas); redrawn when the view settles.
  const canvasLayer = new VectorImageLayer({
    source,
    imageRatio: 1.5,
    properties: { name: 'zones' },
    style: (feature) =>
      canvasStyle(feature.get('layer') as LayerCode, feature.getGeometry()?.getType() ?? 'Polygon', feature.get('active') !== false),
  });
  const webglLayer = new WebGLVectorLayer({ source, style: webglStyle(), visible: false, properties: { name: 'zones-webgl' } });

  function updateRenderer(count: number) {
    const renderer = chooseRenderer(count, webgl, choice);
    canvasLayer.setVisible(renderer === 'canvas');
    webglLayer.setVisible(renderer === 'webgl');
  }

  return {
    source,
    layers: webgl ? [canvasLayer, webglLayer] : [canvasLayer],
    setFilter(next: ZoneFilter) {
      filter = next;
      loaded = null;
      // Forget what was loaded: the next render asks again for the view with the new filter.
      source.refresh();
    },
    dispose() {
      controller?.abort();
    },
  };
}

const highlightStyle = [
  new Style({ stroke: new Stroke({ color: '#ffffff', width: 6 }) }),
  new Style({
    stroke: new Stroke({ color: '#ffb020', width: 3 }),
    image: new CircleStyle({ radius: 9, stroke: new Stroke({ color: '#ffb020', width: 3 }) }),
  }),
];

/** A layer that outlines the object whose details are shown, above everything else. */
export function createHighlightLayer() {
  const source = new VectorSource();
  const layer = new VectorLayer({ source, style: highlightStyle, zIndex: 20, properties: { name: 'highlight' } });
  return {
    layer,
    show(feature: Feature | null) {
      source.clear(true);
      const geometry = feature?.getGeometry();
      if (geometry) source.addFeature(new Feature(geometry.clone()));
    },
  };
}

/** Objects under a pixel: areas containing the point, and points drawn within a few pixels of it. */
export function objectsAt(map: Map, source: VectorSource, pixel: number[]): Feature[] {
  const coordinate = map.getCoordinateFromPixel(pixel);
  if (!coordinate) return [];
  const tolerance = (map.getView().getResolution() ?? 1) * 8;
  const found = new globalThis.Map<string | number | undefined, Feature>();
  source.forEachFeatureIntersectingExtent(
    [coordinate[0] - tolerance, coordinate[1] - tolerance, coordinate[0] + tolerance, coordinate[1] + tolerance],
    (feature) => {
      const geometry = feature.getGeometry();
      if (!geometry) return;
      const type = geometry.getType();
      const hit = type === 'Point' || type === 'LineString' ? true : geometry.intersectsCoordinate(coordinate);
      if (hit) found.set(feature.getId(), feature as Feature);
    },
  );
  // Points first (they sit on top), then the smallest areas (the most specific zone).
  return [...found.values()].sort((a, b) => area(a) - area(b));
}

function area(feature: Feature): number {
  const geometry = feature.getGeometry();
  if (!geometry || geometry.getType() === 'Point') return 0;
  const [minX, minY, maxX, maxY] = geometry.getExtent();
  return (maxX - minX) * (maxY - minY);
}
