import { compassDirection, destination, distanceMetres } from './compass';

describe('compass', () => {
  it.each([
    [0, 'N'],
    [22, 'N'],
    [23, 'NE'],
    [45, 'NE'],
    [90, 'E'],
    [135, 'SE'],
    [180, 'S'],
    [225, 'SW'],
    [270, 'W'],
    [315, 'NW'],
    [338, 'N'],
    [360, 'N'],
    [-90, 'W'],
  ])('names bearing %p as %s', (bearing, name) => {
    expect(compassDirection(bearing)).toBe(name);
  });

  it('moves a point along a bearing by the distance', () => {
    const moscow = { lat: 55.75, lng: 37.62 };
    const east = destination(moscow, 90, 600);
    expect(east.lat).toBeCloseTo(55.75, 4);
    expect(east.lng).toBeGreaterThan(37.62);
    expect(distanceMetres(moscow, east)).toBeCloseTo(600, -1);
    const north = destination(moscow, 0, 1000);
    expect(north.lng).toBeCloseTo(37.62, 6);
    expect(distanceMetres(moscow, north)).toBeCloseTo(1000, -1);
  });

  it('wraps across the antimeridian (Chukotka)', () => {
    const point = destination({ lat: 65, lng: 179.999 }, 90, 1000);
    expect(point.lng).toBeLessThan(-179.9);
  });
});
