import { pointInPolygon } from '../../map/geometry/intersects';
import { compassDirection, destination, distanceMetres } from './compass';
import { findClearRadius, findShortestEscape } from './escape';

const CENTRE = { lat: 55.71, lng: 37.6 };

/** A probe counting its calls around a point-in-zone test. */
function probe(inZone: (p: { lat: number; lng: number }) => boolean, from = CENTRE) {
  const calls = { count: 0 };
  const inside = async (bearing: number, distance: number) => {
    calls.count++;
    return inZone(destination(from, bearing, distance));
  };
  return { inside, calls };
}

describe('the shortest move out of a zone', () => {
  it('leaves a circle zone by its nearest edge, plus the margin', async () => {
    // A zone of radius 1 km centred 400 m west of the point: the nearest exit is 600 m to the east.
    const zoneCentre = destination(CENTRE, 270, 400);
    const { inside, calls } = probe((p) => distanceMetres(p, zoneCentre) <= 1000);
    const escape = await findShortestEscape(inside, { margin: 50 });
    expect(escape).not.toBeNull();
    expect(compassDirection(escape!.bearing)).toBe('E');
    expect(escape!.distance).toBeGreaterThanOrEqual(650);
    expect(escape!.distance).toBeLessThanOrEqual(680);
    expect(escape!.distance % 10).toBe(0);
    expect(await inside(escape!.bearing, escape!.distance)).toBe(false);
    expect(calls.count).toBeLessThan(300);
  });

  it('leaves a polygon zone across its nearest side (the boundary point found within a few per cent)', async () => {
    // A box 0.02° tall and 0.1° wide; the point sits 0.003° (about 334 m) below its northern side.
    const ring = [
      [37.55, 55.693],
      [37.65, 55.693],
      [37.65, 55.713],
      [37.55, 55.713],
      [37.55, 55.693],
    ];
    const { inside } = probe((p) => pointInPolygon([p.lng, p.lat], [ring]) !== 'outside');
    const escape = await findShortestEscape(inside, { margin: 50 });
    expect(compassDirection(escape!.bearing)).toBe('N');
    const boundary = distanceMetres(CENTRE, { lat: 55.713, lng: CENTRE.lng });
    expect(escape!.distance).toBeGreaterThanOrEqual(boundary + 50);
    expect(escape!.distance).toBeLessThanOrEqual(boundary + 50 + 20);
  });

  it('proposes nothing when the zone reaches beyond the farthest move', async () => {
    const { inside } = probe(() => true);
    expect(await findShortestEscape(inside, { maxDistance: 5000 })).toBeNull();
  });

  it('answers a point already outside with the first distance tried', async () => {
    const { inside } = probe(() => false);
    expect(await findShortestEscape(inside, { margin: 0, firstDistance: 25 })).toMatchObject({ bearing: 0 });
  });
});

describe('the largest clearing radius', () => {
  it('shrinks a circle route off a zone beside its centre, less the margin', async () => {
    // The zone's nearest edge is 700 m from the circle's centre: a circle of radius r crosses it when r ≥ 700.
    const radius = await findClearRadius(async (r) => r >= 700, 1000, { margin: 50 });
    expect(radius).toBeGreaterThanOrEqual(640);
    expect(radius).toBeLessThanOrEqual(650);
    expect(radius! % 10).toBe(0);
  });

  it('refuses when even the smallest circle crosses (the centre is in the zone)', async () => {
    expect(await findClearRadius(async () => true, 1000)).toBeNull();
  });
});
