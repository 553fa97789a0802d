import type { FeatureLike } from 'ol/Feature';
import { getHeight, getWidth } from 'ol/extent';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry } from 'ol/geom';
import MultiPolygon from 'ol/geom/MultiPolygon';
import type Polygon from 'ol/geom/Polygon';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { BASE_COLORS } from './layerStyles';
import { BASE_LAYER_URL } from './baseLayerUrl';
import { BASE_Z_INDEX, localityThreshold, riverWidth, showsWaterLabel, showsWorldLand } from './baseStyleRules';

/** A locality of the shipped base layer (also what the search looks through). */
export interface Locality {
  id: number;
  ru: string;
  en: string;
  lat: number;
  lng: number;
  population: number;
}

interface BaseCollection {
  type: 'FeatureCollection';
  features: Array<{ properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } }>;
}

let collection: Promise<BaseCollection> | null = null;

/** Fetched once per page and shared by every map on it (the public map and any route editor). */
export function loadBaseCollection(): Promise<BaseCollection> {
  collection ??= fetch(BASE_LAYER_URL).then((response) => {
    if (!response.ok) throw new Error(`base layer: HTTP ${response.status}`);
    return response.json() as Promise<BaseCollection>;
  });
  collection.catch(() => {
    collection = null;
  });
  return collection;
}

export async function loadLocalities(): Promise<Locality[]> {
  const { features } = await loadBaseCollection();
  return features
    .filter((f) => f.properties.kind === 'locality')
    .map((f) => {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties as { id: number; ru: string; en: string; population: number };
      return { id: p.id, ru: p.ru, en: p.en, lat, lng, population: p.population };
    });
}

const landStyle = new Style({
  fill: new Fill({ color: BASE_COLORS.land }),
  stroke: new Stroke({ color: BASE_COLORS.countryBorder, width: 1 }),
  zIndex: BASE_Z_INDEX.country,
});
/** A country cut to the boxes around Russia: its outline would run along the cut, so it is filled only. */
const contextLandStyle = new Style({ fill: new Fill({ color: BASE_COLORS.land }), zIndex: BASE_Z_INDEX.country });
const worldLandStyle = new Style({ fill: new Fill({ color: BASE_COLORS.land }), zIndex: BASE_Z_INDEX.land });
const landOutlineStyle = new Style({ stroke: new Stroke({ color: BASE_COLORS.countryBorder, width: 1.2 }), zIndex: BASE_Z_INDEX.country });
const regionStyle = new Style({
  stroke: new Stroke({ color: BASE_COLORS.regionBorder, width: 1, lineDash: [4, 3] }),
  zIndex: BASE_Z_INDEX.region,
});
const waterStyle = new Style({
  fill: new Fill({ color: BASE_COLORS.water }),
  stroke: new Stroke({ color: BASE_COLORS.waterEdge, width: 1 }),
  zIndex: BASE_Z_INDEX.water,
});
const riverStyles = new Map<number, Style>();

function riverStyle(resolution: number): Style {
  const width = riverWidth(resolution);
  let style = riverStyles.get(width);
  if (!style) {
    style = new Style({
      stroke: new Stroke({ color: BASE_COLORS.river, width, lineCap: 'round', lineJoin: 'round' }),
      zIndex: BASE_Z_INDEX.river,
    });
    riverStyles.set(width, style);
  }
  return style;
}

/** The label sits inside the largest part of a lake or sea cut into several (one name, not one per part). */
function labelPoint(feature: FeatureLike): Geometry | undefined {
  const geometry = feature.getGeometry();
  if (geometry instanceof MultiPolygon) {
    const parts = geometry.getPolygons();
    const largest = parts.reduce<Polygon | undefined>((best, part) => (!best || part.getArea() > best.getArea() ? part : best), undefined);
    return largest?.getInteriorPoint();
  }
  return geometry?.getType() === 'Polygon' ? (geometry as Polygon).getInteriorPoint() : undefined;
}

function waterStyles(feature: FeatureLike, resolution: number, language: 'ru' | 'en'): Style[] {
  const name = feature.get(language) as string | undefined;
  const extent = feature.getGeometry()?.getExtent();
  if (!extent || !showsWaterLabel(name, getWidth(extent), getHeight(extent), resolution)) return [waterStyle];
  const label = new Style({
    geometry: labelPoint,
    text: new Text({
      text: name,
      font: 'italic 12px system-ui, sans-serif',
      fill: new Fill({ color: BASE_COLORS.waterLabel }),
      stroke: new Stroke({ color: BASE_COLORS.waterHalo, width: 3 }),
    }),
    zIndex: BASE_Z_INDEX.water,
  });
  return [waterStyle, label];
}

function localityStyle(feature: FeatureLike, resolution: number, language: 'ru' | 'en'): Style | undefined {
  const population = Number(feature.get('population')) || 0;
  if (population < localityThreshold(resolution)) return undefined;
  return new Style({
    image: new CircleStyle({ radius: population > 1_000_000 ? 4 : 3, fill: new Fill({ color: BASE_COLORS.locality }) }),
    text: new Text({
      text: String(feature.get(language) ?? ''),
      font: '12px system-ui, sans-serif',
      offsetY: -10,
      fill: new Fill({ color: BASE_COLORS.locality }),
      stroke: new Stroke({ color: BASE_COLORS.localityHalo, width: 3 }),
    }),
    zIndex: BASE_Z_INDEX.locality,
  });
}

/**
 * The base layer that ships with the app: land (sea is the map's water-coloured background), lakes,
 * reservoirs, the Caspian and large rivers, boundaries between federal subjects and localities. With online tiles
 * configured, the land is drawn as outlines only and the water not at all, so the tiles show through.
 */
export function createBaseLayers(options: { language: 'ru' | 'en'; onlineTiles: string | null }) {
  const source = new VectorSource({
    loader: (_extent, _resolution, projection, success, failure) => {
      loadBaseCollection()
        .then((data) => {
          const features = new GeoJSON().readFeatures(data, { featureProjection: projection });
          source.addFeatures(features);
          success?.(features);
        })
        .catch(() => {
          source.removeLoadedExtent([-Infinity, -Infinity, Infinity, Infinity]);
          failure?.();
        });
    },
  });
  const online = options.onlineTiles !== null;
  const base = new VectorLayer({
    source,
    declutter: true,
    updateWhileInteracting: false,
    properties: { name: 'base' },
    style: (feature, resolution) => {
      const kind = feature.get('kind');
      if (kind === 'land') return !online && showsWorldLand(resolution) ? worldLandStyle : undefined;
      if (kind === 'country') {
        if (feature.get('context')) return online ? undefined : contextLandStyle;
        return online ? landOutlineStyle : landStyle;
      }
      if (kind === 'water') return online ? undefined : waterStyles(feature, resolution, options.language);
      if (kind === 'river') return online ? undefined : riverStyle(resolution);
      if (kind === 'region') return regionStyle;
      return localityStyle(feature, resolution, options.language);
    },
  });
  const layers = online
    ? [
        new TileLayer({
          source: new XYZ({ url: options.onlineTiles ?? undefined, crossOrigin: 'anonymous' }),
          properties: { name: 'tiles' },
        }),
        base,
      ]
    : [base];
  return layers;
}
