import { parseFlightGeometry } from '../geometry/flight-geometry';
import { candidateBoxes } from './crossings.service';

function flight(geometry: unknown) {
  const parsed = parseFlightGeometry(geometry);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
}

describe('candidateBoxes', () => {
  it('uses the shape’s own box for areas and short lines', () => {
    expect(candidateBoxes(flight({ type: 'CIRCLE', points: [{ lat: 55.7, lng: 37.6 }], radius: 1000 }))).toHaveLength(1);
    expect(
      candidateBoxes(
        flight({
          type: 'POLYLINE',
          points: [
            { lat: 55.7, lng: 37.6 },
            { lat: 55.8, lng: 37.7 },
          ],
        }),
      ),
    ).toHaveLength(1);
  });

  it('covers a zig-zag route with a few boxes much smaller than its whole box, every point inside one', () => {
    const points = Array.from({ length: 50 }, (_, i) => ({ lat: 55.65 + (i % 2 === 0 ? 0 : 0.01) + i * 0.002, lng: 37.45 + i * 0.006 }));
    const boxes = candidateBoxes(flight({ type: 'POLYLINE', width: 200, points }));
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.length).toBeLessThanOrEqual(8);
    const area = (b: { minLng: number; maxLng: number; minLat: number; maxLat: number }) => (b.maxLng - b.minLng) * (b.maxLat - b.minLat);
    const whole = { minLng: 37.45, maxLng: 37.45 + 49 * 0.006, minLat: 55.65, maxLat: 55.65 + 0.01 + 49 * 0.002 };
    expect(boxes.reduce((sum, b) => sum + area(b), 0)).toBeLessThan(area(whole) * 0.75);
    for (const p of points) {
      expect(boxes.some((b) => p.lng >= b.minLng && p.lng <= b.maxLng && p.lat >= b.minLat && p.lat <= b.maxLat)).toBe(true);
    }
    // Each box reaches half the corridor width (100 m) beyond the route.
    const first = boxes[0];
    expect((points[0].lat - first.minLat) * 111_320).toBeGreaterThanOrEqual(100);
  });
});
