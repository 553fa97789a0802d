import { distanceKm } from '../../geometry/great-circle';
import { ZONAL_CENTERS, nearestZonalCenter, zonalCenterObjects } from './zonal-centers';

describe('zonal centres', () => {
  it('measures great-circle distances (Moscow–Saint Petersburg is about 634 km)', () => {
    expect(distanceKm(55.7558, 37.6173, 59.9343, 30.3351)).toBeCloseTo(634, -1);
  });

  it('attaches a subject to the nearest centre, with the listed exceptions', () => {
    expect(nearestZonalCenter({ code: 'RU-TVE', labelLat: 57.0, labelLng: 34.9 }).code).toBe('ZC-MOSCOW');
    expect(nearestZonalCenter({ code: 'RU-KGD', labelLat: 54.7, labelLng: 21.3 }).code).toBe('ZC-KALININGRAD');
    // Khabarovsk Krai's label point is nearer Yakutsk, but its capital is Khabarovsk.
    expect(nearestZonalCenter({ code: 'RU-KHA', labelLat: 56.5, labelLng: 135.0 }).code).toBe('ZC-KHABAROVSK');
    expect(nearestZonalCenter({ code: 'RU-XXX', labelLat: 56.5, labelLng: 135.0 }).code).toBe('ZC-YAKUTSK');
  });

  it('names every centre in Russian and English', () => {
    for (const centre of ZONAL_CENTERS) {
      expect(centre.name.ru).toMatch(/^[А-ЯЁ][а-яё-]+ зональный центр ЕС ОрВД$/i);
      expect(centre.name.en).toMatch(/^[A-Z][A-Za-z ]+ Zonal Centre of the Unified ATM System$/);
    }
  });

  it('builds each centre’s area as the union of its subjects, marked as generated', () => {
    const square = (lng: number, lat: number) => ({
      type: 'Polygon' as const,
      coordinates: [
        [
          [lng, lat],
          [lng + 1, lat],
          [lng + 1, lat + 1],
          [lng, lat + 1],
          [lng, lat],
        ],
      ],
    });
    const objects = zonalCenterObjects([
      { code: 'RU-A', nameRu: 'A', nameEn: 'A', labelLat: 55.5, labelLng: 37.5, geometry: square(37, 55) },
      { code: 'RU-B', nameRu: 'B', nameEn: 'B', labelLat: 55.5, labelLng: 38.5, geometry: square(38, 55) },
    ]);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({
      layer: 'ZONAL_CENTERS',
      externalId: 'ZC-MOSCOW',
      name: { ru: 'Московский зональный центр ЕС ОрВД', en: 'Moscow Zonal Centre of the Unified ATM System' },
      generated: true,
      properties: { regions: ['RU-A', 'RU-B'], generator: 'UNION_OF_NEAREST_REGIONS' },
    });
    expect(objects[0].source.en).toMatch(/^generated: union of the federal subjects nearest to the zonal centre \(Natural Earth/);
    // Two adjacent squares merge into one polygon (a rectangle: the shared edge is gone).
    expect(objects[0].shape.type).toBe('POLYGON');
    expect(objects[0].shape.points.length).toBeLessThanOrEqual(6);
    expect(ZONAL_CENTERS.map((c) => c.code)).toContain(objects[0].externalId);
  });
});
