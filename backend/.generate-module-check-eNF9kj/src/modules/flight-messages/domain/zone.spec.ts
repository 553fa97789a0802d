import { ShrInputError, type ShrRouteShape } from './shr-message.input';
import { formatZone, kilometres, routeEnd } from './zone';

function problemOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof ShrInputError ? { problem: error.problem, field: error.field } : error;
  }
  return 'no error';
}

const TRIANGLE = [
  { lat: 55.75, lng: 37.6 },
  { lat: 55.76, lng: 37.62 },
  { lat: 55.74, lng: 37.63 },
];

describe('formatZone (field 15, /ZONA …/)', () => {
  it('circle: /ZONA R<radius km, decimal comma> <centre>/', () => {
    expect(formatZone({ type: 'CIRCLE', points: [{ lat: 55.15, lng: 37.6167 }], radius: 700 }, false)).toBe('/ZONA R0,7 5509N03737E/');
    expect(formatZone({ type: 'CIRCLE', points: [{ lat: 55.15, lng: 37.6167 }], radius: 2000 }, true)).toBe('/ZONA R2 550900N0373700E/');
  });

  it('polygon: /ZONA <points>/ closed by repeating the first point', () => {
    expect(formatZone({ type: 'POLYGON', points: TRIANGLE }, false)).toBe('/ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/');
    expect(formatZone({ type: 'LASSO', points: TRIANGLE }, false)).toBe('/ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/');
  });

  it('polygon: a ring sent closed is not closed twice, and holes are not written (the outer ring contains them)', () => {
    const hole = [
      { lat: 55.751, lng: 37.61 },
      { lat: 55.752, lng: 37.615 },
      { lat: 55.75, lng: 37.62 },
    ];
    expect(formatZone({ type: 'POLYGON', points: [...TRIANGLE, TRIANGLE[0]], holes: [hole] }, false)).toBe(
      '/ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/',
    );
  });

  it('several polygons: one /ZONA …/ group each', () => {
    const other = TRIANGLE.map((p) => ({ lat: p.lat + 1, lng: p.lng + 1 }));
    expect(formatZone({ type: 'MULTIPOLYGON', points: [TRIANGLE, other] }, false)).toBe(
      '/ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/ /ZONA 5645N03836E 5646N03837E 5644N03838E 5645N03836E/',
    );
  });

  it('corridor along a polyline: /ZONA W<full width km> <route points>/ (width default 100 m)', () => {
    const points = [
      { lat: 55.7, lng: 37.5 },
      { lat: 55.8, lng: 37.6 },
      { lat: 55.9, lng: 37.55 },
    ];
    expect(formatZone({ type: 'POLYLINE', points, width: 200 }, false)).toBe('/ZONA W0,2 5542N03730E 5548N03736E 5554N03733E/');
    expect(formatZone({ type: 'POLYLINE', points }, false)).toBe('/ZONA W0,1 5542N03730E 5548N03736E 5554N03733E/');
    expect(formatZone({ type: 'POLYLINE', points, width: 1500 }, true)).toBe('/ZONA W1,5 554200N0373000E 554800N0373600E 555400N0373300E/');
  });

  it('named zone: /ZONA <designator>/', () => {
    expect(formatZone({ type: 'ZONE', name: ' uur123 ' }, false)).toBe('/ZONA UUR123/');
    expect(problemOf(() => formatZone({ type: 'ZONE', name: 'УУР 1' }, false))).toEqual({
      problem: 'invalid-zone-name',
      field: 'route.name',
    });
  });

  it('writes a point once when the next one rounds to the same minute', () => {
    const dense = [TRIANGLE[0], { lat: 55.7501, lng: 37.6001 }, TRIANGLE[1], TRIANGLE[2]];
    expect(formatZone({ type: 'POLYGON', points: dense }, false)).toBe('/ZONA 5545N03736E 5546N03737E 5544N03738E 5545N03736E/');
  });

  it('writes with seconds a shape that whole minutes would collapse (a field 300 m across)', () => {
    const field = [
      { lat: 55.75, lng: 37.6 },
      { lat: 55.7525, lng: 37.6 },
      { lat: 55.7525, lng: 37.604 },
    ];
    expect(formatZone({ type: 'POLYGON', points: field }, false)).toBe(
      '/ZONA 554500N0373600E 554509N0373600E 554509N0373614E 554500N0373600E/',
    );
    expect(formatZone({ type: 'POLYLINE', points: field.slice(0, 2), width: 50 }, false)).toBe(
      '/ZONA W0,1 554500N0373600E 554509N0373600E/',
    );
  });

  it('refuses a shape with no points, too few points, no area, or a bad radius or width', () => {
    expect(problemOf(() => formatZone({ type: 'POLYGON', points: [] }, false))).toEqual({ problem: 'no-points', field: 'route.points' });
    expect(problemOf(() => formatZone({ type: 'CIRCLE', points: [], radius: 500 }, false))).toEqual({
      problem: 'no-points',
      field: 'route.points',
    });
    expect(problemOf(() => formatZone({ type: 'MULTIPOLYGON', points: [] }, false))).toEqual({
      problem: 'no-points',
      field: 'route.points',
    });
    expect(problemOf(() => formatZone({ type: 'POLYGON', points: TRIANGLE.slice(0, 2) }, false))).toEqual({
      problem: 'too-few-points',
      field: 'route.points',
    });
    expect(problemOf(() => formatZone({ type: 'POLYGON', points: [TRIANGLE[0], TRIANGLE[0], TRIANGLE[0]] }, false))).toEqual({
      problem: 'too-few-points',
      field: 'route.points',
    });
    expect(problemOf(() => formatZone({ type: 'POLYLINE', points: [TRIANGLE[0]] }, false))).toEqual({
      problem: 'too-few-points',
      field: 'route.points',
    });
    expect(problemOf(() => formatZone({ type: 'MARKER', points: [TRIANGLE[0]] }, false))).toEqual({
      problem: 'no-area',
      field: 'route.type',
    });
    expect(problemOf(() => formatZone({ type: 'CIRCLE', points: [TRIANGLE[0]], radius: 0 }, false))).toEqual({
      problem: 'invalid-radius',
      field: 'route.radius',
    });
    expect(problemOf(() => formatZone({ type: 'POLYLINE', points: TRIANGLE, width: -5 }, false))).toEqual({
      problem: 'invalid-width',
      field: 'route.width',
    });
    expect(problemOf(() => formatZone({ type: 'HEXAGON' } as unknown as ShrRouteShape, false))).toEqual({
      problem: 'no-area',
      field: 'route.type',
    });
  });

  it('names the point that is outside Russia', () => {
    const south = [TRIANGLE[0], { lat: -1, lng: 37 }, TRIANGLE[2]];
    expect(problemOf(() => formatZone({ type: 'POLYGON', points: south }, false))).toEqual({
      problem: 'southern-hemisphere',
      field: 'route.points[1]',
    });
  });
});

describe('kilometres (rounded up to 0,1 km)', () => {
  it('writes a decimal comma and never declares less than drawn', () => {
    expect(kilometres(700)).toBe('0,7');
    expect(kilometres(1250)).toBe('1,3');
    expect(kilometres(2000)).toBe('2');
    expect(kilometres(50)).toBe('0,1');
    expect(kilometres(12_345)).toBe('12,4');
    expect(kilometres(300.00000001)).toBe('0,3');
  });
});

describe('routeEnd (default take-off and landing)', () => {
  it("is a circle's centre, else the route's first or last point; none for a named zone", () => {
    expect(routeEnd({ type: 'CIRCLE', points: [TRIANGLE[1]], radius: 100 }, 'last')).toEqual(TRIANGLE[1]);
    expect(routeEnd({ type: 'POLYLINE', points: TRIANGLE }, 'first')).toEqual(TRIANGLE[0]);
    expect(routeEnd({ type: 'POLYLINE', points: TRIANGLE }, 'last')).toEqual(TRIANGLE[2]);
    expect(routeEnd({ type: 'ZONE', name: 'UUR1' }, 'first')).toBeNull();
  });
});
