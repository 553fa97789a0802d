import { clipShapeToBox } from './clip-shape';
import type { GeoShape } from './geo-shape';

describe('clipShapeToBox', () => {
  it('cuts an area to the box, rounding the vertices the cut adds to the band precision', () => {
    const square: GeoShape = {
      type: 'POLYGON',
      points: [
        { lat: 55, lng: 37 },
        { lat: 55, lng: 38.3333333 },
        { lat: 56.1234567, lng: 38.3333333 },
        { lat: 56.1234567, lng: 37 },
      ],
    };
    const clipped = clipShapeToBox(square, { minLng: 37.5, minLat: 55.5, maxLng: 38.1 / 1.0000001, maxLat: 55.9 }, 4);
    expect(clipped).toMatchObject({ type: 'POLYGON', clipped: true });
    const points = (clipped as { points: Array<{ lat: number; lng: number }> }).points;
    expect(points.length).toBeGreaterThanOrEqual(4);
    for (const { lat, lng } of points) {
      expect(lat).toBe(Math.round(lat * 1e4) / 1e4);
      expect(lng).toBe(Math.round(lng * 1e4) / 1e4);
      expect(lng).toBeGreaterThanOrEqual(37.5);
      expect(lat).toBeLessThanOrEqual(55.9);
    }
  });

  it('answers null when nothing of the shape is in the box, and leaves circles alone', () => {
    const polygon: GeoShape = {
      type: 'POLYGON',
      points: [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 1 },
        { lat: 1, lng: 1 },
        { lat: 1, lng: 0 },
      ],
    };
    expect(clipShapeToBox(polygon, { minLng: 5, minLat: 5, maxLng: 6, maxLat: 6 }, 4)).toBeNull();
    const circle: GeoShape = { type: 'CIRCLE', points: [{ lat: 0, lng: 0 }], radius: 10 };
    expect(clipShapeToBox(circle, { minLng: 5, minLat: 5, maxLng: 6, maxLat: 6 }, 4)).toBe(circle);
  });
});
