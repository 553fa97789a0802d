import type { FlightRequestListItem } from './flightRequestsApi';
import { toMercator, unionExtent } from '@nebo/shared-ui';
import { routeShapes } from './routeShapes';

const item = (id: string, geometry: unknown): FlightRequestListItem =>
  ({ id, name: id, status: 'DRAFT', dates: [], geometry, deletable: true }) as unknown as FlightRequestListItem;

describe('routes of the page in the map projection', () => {
  it('projects WGS 84 to Web Mercator as OpenLayers does', () => {
    const [x, y] = toMercator({ lat: 55.75, lng: 37.62 });
    // ol/proj fromLonLat([37.62, 55.75]) = [4187839.2436, 7508807.8513]
    expect(x).toBeCloseTo(4187839.2436, 3);
    expect(y).toBeCloseTo(7508807.8513, 3);
    const [x0, y0] = toMercator({ lat: 0, lng: 0 });
    expect(x0).toBe(0);
    expect(y0).toBeCloseTo(0, 6);
  });

  it('numbers the routes in list order, skipping requests without a route or with a broken one', () => {
    const { shapes, numbers } = routeShapes([
      item('circle', { type: 'CIRCLE', points: [{ lat: 55.75, lng: 37.62 }], radius: 700 }),
      item('none', null),
      item('broken', { type: 'MULTIPOLYGON', points: [{ lat: 1 }] }),
      item('line', {
        type: 'POLYLINE',
        points: [
          { lat: 55.6, lng: 37.3 },
          { lat: 55.65, lng: 37.5 },
        ],
        width: 400,
      }),
      item('polygon', {
        type: 'POLYGON',
        points: [
          { lat: 55.8, lng: 37.5 },
          { lat: 55.85, lng: 37.55 },
          { lat: 55.82, lng: 37.65 },
        ],
      }),
    ]);
    expect(shapes.map((shape) => [shape.item.id, shape.number, shape.kind])).toEqual([
      ['circle', 1, 'circle'],
      ['line', 4, 'line'],
      ['polygon', 5, 'polygon'],
    ]);
    expect(numbers.get('none')).toBe(2);
    const all = unionExtent(shapes.map((shape) => shape.extent));
    expect(all?.[0]).toBeLessThan(toMercator({ lat: 55.6, lng: 37.3 })[0]);
    expect(all?.[3]).toBeGreaterThanOrEqual(toMercator({ lat: 55.85, lng: 37.55 })[1]);
    expect(unionExtent([])).toBeNull();
  });
});
