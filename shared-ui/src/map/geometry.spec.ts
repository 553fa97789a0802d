import { extentCentre, extentOf, isFiniteExtent, metresToMapUnits, metresToPixels, svgPath, toMercator, unionExtent } from './geometry';

describe('map geometry', () => {
  it('projects WGS 84 to Web Mercator as OpenLayers does', () => {
    const [x, y] = toMercator({ lat: 55.75, lng: 37.62 });
    // ol/proj fromLonLat([37.62, 55.75]) = [4187839.2436, 7508807.8513]
    expect(x).toBeCloseTo(4187839.2436, 3);
    expect(y).toBeCloseTo(7508807.8513, 3);
    expect(toMercator({ lat: 0, lng: 0 })[1]).toBeCloseTo(0, 6);
    // Beyond the projection's square the latitude is clamped, not infinite.
    expect(Number.isFinite(toMercator({ lat: 90, lng: 0 })[1])).toBe(true);
  });

  it('stretches metres by 1 / cos(lat) and never draws thinner than 6 px', () => {
    expect(metresToMapUnits(100, 0)).toBeCloseTo(100, 6);
    expect(metresToMapUnits(100, 60)).toBeCloseTo(200, 6);
    expect(metresToPixels(100, 60, 10)).toBeCloseTo(20, 6);
    expect(metresToPixels(1, 0, 10)).toBe(6);
  });

  it('boxes coordinates with padding, and gives no finite box for none', () => {
    expect(
      extentOf(
        [
          [0, 1],
          [4, -3],
        ],
        1,
      ),
    ).toEqual([-1, -4, 5, 2]);
    expect(isFiniteExtent(extentOf([]))).toBe(false);
    expect(extentCentre([0, 0, 4, 2])).toEqual([2, 1]);
  });

  it('unites the finite extents only', () => {
    expect(unionExtent([null, [0, 0, 1, 1], undefined, [-1, 2, 0, 3], extentOf([])])).toEqual([-1, 0, 1, 3]);
    expect(unionExtent([null])).toBeNull();
    expect(unionExtent([])).toBeNull();
  });

  it('writes screen pixels as an SVG path', () => {
    expect(
      svgPath(
        [
          [0, 0],
          [10.04, 5.55],
        ],
        false,
      ),
    ).toBe('M0.0 0.0 L10.0 5.5');
    expect(svgPath([[1, 2]], true)).toBe('M1.0 2.0 Z');
  });
});
