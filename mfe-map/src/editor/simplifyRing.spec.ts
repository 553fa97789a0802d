import { LASSO_MAX_POINTS, simplifyRing } from './simplifyRing';

describe('simplifyRing', () => {
  it('thins a long freehand outline below the lasso limit and keeps its extremes', () => {
    const ring = Array.from({ length: 2000 }, (_, i) => {
      const angle = (i / 2000) * 2 * Math.PI;
      return { lat: 55 + 0.1 * Math.sin(angle), lng: 37 + 0.1 * Math.cos(angle) };
    });
    const simplified = simplifyRing(ring);
    expect(simplified.length).toBeLessThanOrEqual(LASSO_MAX_POINTS);
    expect(simplified.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...simplified.map((p) => p.lat))).toBeCloseTo(55.1, 2);
  });

  it('leaves a triangle alone', () => {
    const triangle = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 1 },
      { lat: 1, lng: 1 },
    ];
    expect(simplifyRing(triangle)).toEqual(triangle);
  });
});
