import { fromGeoShape, ringSelfIntersects, shapeIssues, toGeoShape, type EditorShape } from './shapeRules';

const shape = (type: EditorShape['type'], rings: Array<Array<[number, number]>>, extra: Partial<EditorShape> = {}): EditorShape => ({
  type,
  rings: rings.map((ring) => ring.map(([lat, lng]) => ({ lat, lng }))),
  radius: 500,
  width: 100,
  ...extra,
});

const square: Array<[number, number]> = [
  [55, 37],
  [55, 38],
  [56, 38],
  [56, 37],
];
const bowTie: Array<[number, number]> = [
  [55, 37],
  [56, 38],
  [55, 38],
  [56, 37],
];

describe('shape rules', () => {
  it('needs enough points per type', () => {
    expect(shapeIssues(shape('MARKER', [[]]))).toEqual([{ code: 'tooFewPoints', min: 1, ring: 0 }]);
    expect(shapeIssues(shape('POLYLINE', [[[55, 37]]]))).toEqual([{ code: 'tooFewPoints', min: 2, ring: 0 }]);
    expect(shapeIssues(shape('POLYGON', [square.slice(0, 2)]))).toEqual([{ code: 'tooFewPoints', min: 3, ring: 0 }]);
    expect(shapeIssues(shape('POLYGON', [square]))).toEqual([]);
  });

  it('refuses a self-intersecting polygon, lasso or part of a multipolygon', () => {
    expect(ringSelfIntersects(bowTie.map(([lat, lng]) => ({ lat, lng })))).toBe(true);
    expect(shapeIssues(shape('LASSO', [bowTie]))).toEqual([{ code: 'selfIntersection', ring: 0 }]);
    expect(shapeIssues(shape('MULTIPOLYGON', [square, bowTie]))).toEqual([{ code: 'selfIntersection', ring: 1 }]);
    // A line may cross itself: it is a route, not an area.
    expect(shapeIssues(shape('POLYLINE', [bowTie]))).toEqual([]);
  });

  it('refuses a circle of zero or negative radius and a corridor without width', () => {
    expect(shapeIssues(shape('CIRCLE', [[[55, 37]]], { radius: -5 }))).toEqual([{ code: 'radius' }]);
    expect(shapeIssues(shape('CIRCLE', [[[55, 37]]], { radius: 0 }))).toEqual([{ code: 'radius' }]);
    expect(shapeIssues(shape('POLYLINE', [square], { width: 0 }))).toEqual([{ code: 'width' }]);
  });

  it('refuses more than 5,000 points', () => {
    const many = Array.from({ length: 5001 }, (_, i): [number, number] => [55 + i * 1e-4, 37]);
    expect(shapeIssues(shape('POLYLINE', [many]))).toEqual([{ code: 'tooManyPoints', max: 5000 }]);
  });

  it('ignores the trailing empty polygon of a multipolygon being drawn', () => {
    expect(shapeIssues(shape('MULTIPOLYGON', [square, []]))).toEqual([]);
    expect(toGeoShape(shape('MULTIPOLYGON', [square, []]))?.points).toHaveLength(1);
  });
});

describe('geometry of the flight request', () => {
  it('is null while a rule is broken', () => {
    expect(toGeoShape(shape('POLYGON', [bowTie]))).toBeNull();
  });

  it('has the shape the backend reads for each type', () => {
    expect(toGeoShape(shape('MARKER', [[[55, 37]]]))).toEqual({ type: 'MARKER', points: [{ lat: 55, lng: 37 }] });
    expect(toGeoShape(shape('CIRCLE', [[[55, 37]]], { radius: 750 }))).toEqual({
      type: 'CIRCLE',
      points: [{ lat: 55, lng: 37 }],
      radius: 750,
    });
    expect(
      toGeoShape(
        shape(
          'POLYLINE',
          [
            [
              [55, 37],
              [56, 38],
            ],
          ],
          { width: 200 },
        ),
      ),
    ).toEqual({
      type: 'POLYLINE',
      points: [
        { lat: 55, lng: 37 },
        { lat: 56, lng: 38 },
      ],
      width: 200,
    });
    expect(toGeoShape(shape('POLYGON', [square]))).toEqual({ type: 'POLYGON', points: square.map(([lat, lng]) => ({ lat, lng })) });
    expect(toGeoShape(shape('MULTIPOLYGON', [square, square]))?.points).toEqual(
      [square, square].map((r) => r.map(([lat, lng]) => ({ lat, lng }))),
    );
  });

  it('opens a stored geometry again unchanged', () => {
    const stored = toGeoShape(shape('CIRCLE', [[[55, 37]]], { radius: 321 }));
    expect(stored && toGeoShape(fromGeoShape(stored))).toEqual(stored);
  });
});
