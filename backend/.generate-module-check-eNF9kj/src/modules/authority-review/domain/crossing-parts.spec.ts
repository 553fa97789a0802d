import { crossingParts } from './crossing-parts';

const square = (minLat: number, minLng: number, size: number) => ({
  type: 'POLYGON',
  points: [
    { lat: minLat, lng: minLng },
    { lat: minLat, lng: minLng + size },
    { lat: minLat + size, lng: minLng + size },
    { lat: minLat + size, lng: minLng },
  ],
});

describe('crossingParts', () => {
  it('cuts an area route to the part inside the authority’s area', () => {
    const parts = crossingParts(square(55, 37, 1), square(55.5, 37.5, 2));
    expect(parts?.type).toBe('MULTIPOLYGON');
    const ring = (parts as { points: Array<Array<{ lat: number; lng: number }>> }).points[0];
    for (const point of ring) {
      expect(point.lat).toBeGreaterThanOrEqual(55.5 - 1e-9);
      expect(point.lng).toBeGreaterThanOrEqual(37.5 - 1e-9);
    }
  });

  it('cuts a circle too, and answers null when nothing lies inside', () => {
    expect(crossingParts({ type: 'CIRCLE', points: [{ lat: 55.5, lng: 37.5 }], radius: 1000 }, square(55, 37, 1))?.type).toBe(
      'MULTIPOLYGON',
    );
    expect(crossingParts(square(50, 30, 1), square(55, 37, 1))).toBeNull();
  });

  it('shows a corridor whole, and reads no unreadable shape', () => {
    const line = {
      type: 'POLYLINE',
      points: [
        { lat: 55, lng: 37 },
        { lat: 56, lng: 38 },
      ],
      width: 100,
    };
    expect(crossingParts(line, square(55, 37, 1))).toBe(line);
    expect(crossingParts(null, square(55, 37, 1))).toBeNull();
    expect(crossingParts({ type: 'POLYGON', points: 'bad' }, square(55, 37, 1))).toBeNull();
  });
});
