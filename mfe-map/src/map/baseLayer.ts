import type { FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { BASE_COLORS } from './layerStyles';
import { BASE_LAYER_URL } from './baseLayerUrl';

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

const landStyle = new Style({ fill: new Fill({ color: BASE_COLORS.land }), stroke: new Stroke({ color: BASE_COLORS.countryBorder, width: 1 }) });
const landOutlineStyle = new Style({ stroke: new Stroke({ color: BASE_COLORS.countryBorder, width: 1.2 }) });
const regionStyle = new Style({ stroke: new Stroke({ color: BASE_COLORS.regionBorder, width: 1, lineDash: [4, 3] }) });

function localityStyle(feature: FeatureLike, resolution: number, language: 'ru' | 'en'): Style | undefined {
  const population = Number(feature.get('population')) || 0;
  // Smaller towns appear as the map zooms in (resolution in metres per pixel).
  const threshold = resolution > 4000 ? 1_000_000 : resolution > 1500 ? 250_000 : resolution > 600 ? 50_000 : 0;
  if (population < threshold) return undefined;
  return new Style({
    image: new CircleStyle({ radius: population > 1_000_000 ? 4 : 3, fill: new Fill({ color: BASE_COLORS.locality }) }),
    text: new Text({
      text: String(feature.get(language) ?? ''),
      font: '12px system-ui, sans-serif',
      offsetY: -10,
      fill: new Fill({ color: BASE_COLORS.locality }),
      stroke: new Stroke({ color: BASE_COLORS.localityHalo, width: 3 }),
    }),
  });
}

/**
 * The base layer that ships with the app: land (sea is the map's water-coloured background), federal
 * subject boundaries and localities. With online tiles configured, the land is drawn as outlines only so
 * the tiles show through.
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
      if (kind === 'country') return online ? landOutlineStyle : landStyle;
      if (kind === 'region') return regionStyle;
      return localityStyle(feature, resolution, options.language);
    },
  });
  const layers = online ? [new TileLayer({ source: new XYZ({ url: options.onlineTiles ?? undefined, crossOrigin: 'anonymous' }), properties: { name: 'tiles' } }), base] : [base];
  return layers;
}
