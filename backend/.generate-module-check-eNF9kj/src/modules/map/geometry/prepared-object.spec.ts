import type { MapObjectDraft } from './prepared-object';
import { prepareMapObject } from './prepared-object';

const draft = (shape: MapObjectDraft['shape']): MapObjectDraft => ({
  layer: 'RESTRICTED_ZONES',
  externalId: 'Z-1',
  name: { ru: 'Зона', en: 'Zone' },
  shape,
  properties: {},
  dataset: 'test',
  source: { ru: 'тест', en: 'test' },
  generated: false,
});

/** A 12-gon of about 10 km radius at full precision: nothing to simplify away at zoom 10. */
const ring = Array.from({ length: 12 }, (_, i) => ({
  lat: 55.7 + 0.09 * Math.sin((2 * Math.PI * i) / 12) + 0.0000123,
  lng: 37.6 + 0.16 * Math.cos((2 * Math.PI * i) / 12) + 0.0000456,
}));

describe('prepareMapObject', () => {
  it('keeps a band shape of rounded coordinates when it is a tenth shorter as text, even with every vertex', () => {
    const prepared = prepareMapObject(draft({ type: 'POLYGON', points: ring }));
    const zoom10 = prepared.bandShapes[2] ?? prepared.bandShapes[3] ?? prepared.fullShape;
    expect(zoom10.points).toHaveLength(12);
    for (const point of zoom10.points as Array<{ lat: number; lng: number }>) {
      expect(String(point.lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
      expect(String(point.lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
    }
    expect(JSON.stringify(zoom10).length).toBeLessThan(0.9 * JSON.stringify(prepared.fullShape).length);
  });

  it('stores no band shape that would repeat the finer one', () => {
    const square = [
      { lat: 55.7, lng: 37.6 },
      { lat: 55.7, lng: 37.7 },
      { lat: 55.8, lng: 37.7 },
      { lat: 55.8, lng: 37.6 },
    ];
    expect(prepareMapObject(draft({ type: 'POLYGON', points: square })).bandShapes.slice(1)).toEqual([null, null, null]);
  });
});
