import type { BBox } from './bbox';
import { hasVertexInBox } from './vertex-in-box';

describe('hasVertexInBox', () => {
  const box: BBox = { minLng: 37, minLat: 55, maxLng: 38, maxLat: 56 };

  it('finds a polygon vertex inside the box, edges included', () => {
    expect(
      hasVertexInBox(
        {
          type: 'POLYGON',
          points: [
            { lat: 54, lng: 36 },
            { lat: 55.5, lng: 37.5 },
            { lat: 54, lng: 39 },
          ],
        },
        box,
      ),
    ).toBe(true);
    expect(
      hasVertexInBox(
        {
          type: 'LASSO',
          points: [
            { lat: 54, lng: 36 },
            { lat: 55, lng: 38 },
            { lat: 54, lng: 39 },
          ],
        },
        box,
      ),
    ).toBe(true);
  });

  it('answers false for a shape that crosses the box with no vertex in it (the exact test decides then)', () => {
    expect(
      hasVertexInBox(
        {
          type: 'POLYLINE',
          points: [
            { lat: 55.5, lng: 36 },
            { lat: 55.5, lng: 39 },
          ],
        },
        box,
      ),
    ).toBe(false);
    expect(hasVertexInBox({ type: 'CIRCLE', points: [{ lat: 55.5, lng: 36.9 }], radius: 50_000 }, box)).toBe(false);
  });

  it('uses a circle by its centre and a multipolygon by any of its rings', () => {
    expect(hasVertexInBox({ type: 'CIRCLE', points: [{ lat: 55.99, lng: 37.01 }], radius: 10 }, box)).toBe(true);
    const far = [
      { lat: 10, lng: 10 },
      { lat: 10, lng: 11 },
      { lat: 11, lng: 10 },
    ];
    const near = [
      { lat: 55.2, lng: 37.2 },
      { lat: 55.2, lng: 39 },
      { lat: 54, lng: 37.2 },
    ];
    expect(hasVertexInBox({ type: 'MULTIPOLYGON', points: [far, near] }, box)).toBe(true);
    expect(hasVertexInBox({ type: 'MULTIPOLYGON', points: [far] }, box)).toBe(false);
    expect(hasVertexInBox({ type: 'MARKER', points: [{ lat: 56.0001, lng: 37.5 }] }, box)).toBe(false);
  });
});
