import type { MapObjectDraft } from '../../src/modules/map/geometry/prepared-object';
import { isMunicipalTown } from '../../src/modules/map/data/generators/municipalities';
import type { LocalityRecord } from '../../src/modules/map/data/sources/localities.source';
import { sameText } from '../../src/modules/map/i18n/map-locale';
import { LayerCode, ZONE_CODES } from '../../src/modules/map/map.constants';

/**
 * Synthetic UAS zones for the benchmark: deterministic (seeded), shaped like real ones — most cluster
 * around towns (weighted by the square root of population, spread wider around larger towns), the rest
 * are spread over the country; circles and irregular polygons from 400 m to 60 km across. A Moscow-sized
 * box at zoom 10 then holds several hundred zones, which is denser than any published data set.
 */
export const BENCH_DATASET = 'bench';
/** Bump when the generator (or how zones are prepared for storage) changes, so the bench database is refilled. */
export const GENERATOR_VERSION = 'zones-v4';

export function generateZones(
  count: number,
  localities: readonly LocalityRecord[],
  inRussia: (lat: number, lng: number) => boolean,
): MapObjectDraft[] {
  const random = mulberry32(20_261_122);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const towns = localities.filter(isMunicipalTown);
  const weights = towns.map((t) => Math.sqrt(t.population));
  const total = weights.reduce((a, b) => a + b, 0);
  const pickTown = () => {
    let r = random() * total;
    for (let i = 0; i < towns.length; i++) if ((r -= weights[i]) <= 0) return towns[i];
    return towns[towns.length - 1];
  };
  const layers: LayerCode[] = [
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'RESTRICTED_ZONES',
    'DANGER_ZONES',
    'DANGER_ZONES',
    'TEMPORARY_ZONES',
  ];
  const uppers = [150, 300, 500, 1000, 3000];

  const zones: MapObjectDraft[] = [];
  while (zones.length < count) {
    let lat: number;
    let lng: number;
    let radius: number;
    if (random() < 0.65) {
      const town = pickTown();
      // Larger towns spread their zones wider (Moscow's over 40 km, a town of 20,000's over 4 km).
      const spreadKm = 2 + 0.012 * Math.sqrt(town.population);
      lat = town.lat + (gaussian() * spreadKm) / 111;
      lng = town.lng + (gaussian() * spreadKm) / (111 * Math.cos((town.lat * Math.PI) / 180));
      radius = Math.min(5_000, Math.max(200, 800 * Math.exp(gaussian() * 0.6)));
    } else {
      lat = 41 + random() * 41;
      lng = 19 + random() * 161;
      if (!inRussia(lat, lng)) continue;
      radius = random() < 0.05 ? 10_000 + random() * 20_000 : Math.min(8_000, Math.max(300, 2_000 * Math.exp(gaussian() * 0.7)));
    }
    // Keep every vertex within ±180° of longitude: the map stores no shape across the antimeridian.
    const lngMargin = (radius * 1.3) / (111_320 * Math.cos((lat * Math.PI) / 180)) + 0.01;
    if (lat < -89 || lat > 89 || lng - lngMargin < -180 || lng + lngMargin > 180) continue;
    const index = zones.length + 1;
    const layer = layers[Math.floor(random() * layers.length)];
    const code = ZONE_CODES[Math.floor(random() * ZONE_CODES.length)];
    const lower = random() < 0.8 ? 0 : 150;
    const upper = Math.max(lower + 50, uppers[Math.floor(random() * uppers.length)]);
    const shape: MapObjectDraft['shape'] =
      random() < 0.55
        ? { type: 'CIRCLE', points: [{ lat, lng }], radius: Math.round(radius) }
        : { type: 'POLYGON', points: irregularRing(lat, lng, radius, 6 + Math.floor(random() * 19), random) };
    zones.push({
      layer,
      externalId: `BENCH-${index}`,
      // One name in both languages, as an imported file without `nameEn` gives (the answers' sizes stay comparable).
      name: sameText(`Bench zone ${index}`),
      kind: code,
      shape,
      lowerLimitM: lower,
      upperLimitM: upper,
      properties: { code, lowerLimit: lower, upperLimit: upper, altitudeUnit: 'M', authority: 'Bench authority' },
      dataset: BENCH_DATASET,
      source: sameText(`generated: benchmark zones (${GENERATOR_VERSION})`),
      generated: true,
    });
  }
  return zones;
}

/**
 * A star-shaped (hence simple) ring of 6–24 vertices at increasing angles, radii varying by up to ±15 %:
 * published zones are circles or plain polygons, not jagged outlines.
 */
function irregularRing(lat: number, lng: number, radiusM: number, vertices: number, random: () => number) {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  return Array.from({ length: vertices }, (_, i) => {
    const angle = (2 * Math.PI * i) / vertices;
    const r = radiusM * (0.85 + 0.3 * random());
    return { lat: lat + (r * Math.sin(angle)) / 111_320, lng: lng + (r * Math.cos(angle)) / (111_320 * cosLat) };
  });
}

/** A small seeded PRNG, so every run benchmarks the same zones. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
