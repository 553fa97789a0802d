import { ZONAL_CENTERS, distanceKm, nearestZonalCenter, zonalCenterObjects } from './zonal-centers';

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

  it('builds each centre’s area as the union of its subjects, marked as generated', () => {
    const square = (lng: number, lat: number) => ({
      type: 'Polygon' as const,
      coordinates: [[[lng, lat], [lng + 1, lat], [lng + 1, lat + 1], [lng, lat + 1], [lng, lat]]],
    });
    const objects = zonalCenterObjects([
      { code: 'RU-A', nameRu: 'A', nameEn: 'A', labelLat: 55.5, labelLng: 37.5, geometry: square(37, 55) },
      { code: 'RU-B', nameRu: 'B', nameEn: 'B', labelLat: 55.5, labelLng: 38.5, geometry: square(38, 55) },
    ]);
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatchObject({ layer: 'ZONAL_CENTERS', externalId: 'ZC-MOSCOW', generated: true, properties: { regions: ['RU-A', 'RU-B'] } });
    // Two adjacent squares merge into one polygon (a rectangle: the shared edge is gone).
    expect(objects[0].shape.type).toBe('POLYGON');
    expect(objects[0].shape.points.length).toBeLessThanOrEqual(6);
    expect(ZONAL_CENTERS.map((c) => c.code)).toContain(objects[0].externalId);
  });
});
