import { routeArea } from './restricted-zones';

describe('routeArea', () => {
  const square = [
    [37.6, 55.7],
    [37.7, 55.7],
    [37.7, 55.8],
    [37.6, 55.8],
    [37.6, 55.7],
  ];

  it('reads the route editor’s geoShape, a circle widened to its radius', () => {
    const area = routeArea({ type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 1000 });
    expect(area?.footprint.kind).toBe('area');
    expect(area!.box.minLat).toBeLessThan(55.75 - 0.008);
    expect(area!.box.maxLng).toBeGreaterThan(37.62 + 0.014);
  });

  it('reads a stored GeoJSON polygon, a Feature around it and a { geoShape } wrapper', () => {
    const polygon = { type: 'Polygon', coordinates: [square] };
    expect(routeArea(polygon)?.box).toEqual({ minLng: 37.6, minLat: 55.7, maxLng: 37.7, maxLat: 55.8 });
    expect(routeArea({ type: 'Feature', properties: {}, geometry: polygon })?.box).toEqual({
      minLng: 37.6,
      minLat: 55.7,
      maxLng: 37.7,
      maxLat: 55.8,
    });
    expect(
      routeArea({ geoShape: { type: 'POLYGON', points: square.slice(0, 4).map(([lng, lat]) => ({ lat, lng })) } })?.footprint.kind,
    ).toBe('area');
  });

  it('flies a bare GeoJSON line as a corridor', () => {
    expect(routeArea({ type: 'LineString', coordinates: square.slice(0, 3) })?.footprint.kind).toBe('corridor');
  });

  it('answers null for what is no route', () => {
    expect(routeArea(null)).toBeNull();
    expect(routeArea('UUR123')).toBeNull();
    expect(routeArea({ type: 'CIRCLE', points: [] })).toBeNull();
  });
});
