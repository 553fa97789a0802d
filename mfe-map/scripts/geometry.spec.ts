import {
  bboxOf,
  clipGeometry,
  clipLine,
  clipRing,
  compactLines,
  compactPolygons,
  decodeTopology,
  pointInPolygons,
  ringArea,
  sharedBorders,
  simplify,
  splitAtAntimeridian,
} from './geometry.mjs';

type Point = [number, number];
const square = (west: number, south: number, east: number, north: number): Point[] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

describe('decodeTopology', () => {
  // Two arcs on a 0.5° grid: a shared edge is written once and read backwards by the second polygon (~0).
  const topology = {
    type: 'Topology',
    transform: { scale: [0.5, 0.5], translate: [10, 50] },
    arcs: [
      [
        [2, 0],
        [0, 2],
      ],
      [
        [2, 2],
        [-2, 0],
        [0, -2],
        [2, 0],
      ],
      [
        [0, 0],
        [2, 0],
        [0, 2],
      ],
    ],
    objects: {
      lakes: {
        type: 'GeometryCollection',
        geometries: [{ type: 'Polygon', arcs: [[0, 1]] }, { type: null }, { type: 'Polygon', arcs: [] }],
      },
      rivers: { type: 'GeometryCollection', geometries: [{ type: 'LineString', arcs: [2, ~0] }] },
    },
  };

  it('turns quantized, delta-encoded arcs into degrees and joins them without repeating the shared point', () => {
    const [lake, ...rest] = decodeTopology(topology, 'lakes');
    expect(rest).toEqual([]);
    expect(lake.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [11, 50],
          [11, 51],
          [10, 51],
          [10, 50],
          [11, 50],
        ],
      ],
    });
  });

  it('reads a negative arc index as the arc reversed', () => {
    const [river] = decodeTopology(topology, 'rivers');
    expect(river.geometry.coordinates).toEqual([
      [10, 50],
      [11, 50],
      [11, 51],
      [11, 50],
    ]);
  });

  it('refuses an object the topology does not have', () => {
    expect(() => decodeTopology(topology, 'ocean')).toThrow('topology has no object "ocean"');
  });
});

describe('clipping to a box', () => {
  const box = [0, 0, 10, 10];

  it('keeps a ring inside the box as it is and drops one outside', () => {
    expect(clipRing(square(1, 1, 2, 2), box)).toEqual(square(1, 1, 2, 2));
    expect(clipRing(square(20, 20, 30, 30), box)).toBeNull();
  });

  it('cuts a ring that crosses the box at the box edge', () => {
    const clipped = clipRing(square(5, 5, 15, 15), box) as Point[];
    expect(bboxOf(clipped)).toEqual([5, 5, 10, 10]);
    expect(ringArea(clipped)).toBeCloseTo(25);
  });

  it('splits a line that leaves and re-enters the box into the pieces inside', () => {
    const pieces = clipLine(
      [
        [1, 1],
        [5, 1],
        [15, 1],
        [15, 5],
        [5, 5],
        [3, 5],
      ],
      box,
    );
    expect(pieces).toEqual([
      [
        [1, 1],
        [5, 1],
        [10, 1],
      ],
      [
        [10, 5],
        [5, 5],
        [3, 5],
      ],
    ]);
  });

  it('clips with several boxes (Russia across the antimeridian) and says null when nothing is inside', () => {
    const boxes = [
      [170, 60, 180, 70],
      [-180, 60, -170, 70],
    ];
    const acrossTheAntimeridian = { type: 'MultiPolygon', coordinates: [[square(175, 64, 180, 66)], [square(-180, 64, -175, 66)]] };
    expect(clipGeometry(acrossTheAntimeridian, boxes)?.coordinates).toHaveLength(2);
    expect(clipGeometry({ type: 'Polygon', coordinates: [square(0, 0, 1, 1)] }, boxes)).toBeNull();
    const line = clipGeometry(
      {
        type: 'LineString',
        coordinates: [
          [160, 65],
          [179, 65],
        ],
      },
      boxes,
    );
    expect(line).toEqual({
      type: 'MultiLineString',
      coordinates: [
        [
          [170, 65],
          [179, 65],
        ],
      ],
    });
  });
});

describe('splitAtAntimeridian', () => {
  it('cuts a ring written across the antimeridian into one ring on each side', () => {
    const across: Point[] = [
      [170, 60],
      [-170, 60],
      [-170, 70],
      [170, 70],
      [170, 60],
    ];
    const parts = splitAtAntimeridian(across);
    expect(parts.map(bboxOf).sort((a: number[], b: number[]) => a[0] - b[0])).toEqual([
      [-180, 60, -170, 70],
      [170, 60, 180, 70],
    ]);
    expect(parts.every((ring: Point[]) => ringArea(ring) === 100)).toBe(true);
  });

  it('leaves a ring that does not cross as it is, and mends a point written as −180° that meant 180°', () => {
    expect(splitAtAntimeridian(square(10, 10, 20, 20))).toEqual([square(10, 10, 20, 20)]);
    // Natural Earth's 1:110m Wrangel Island.
    const wrangel: Point[] = [
      [180, 70.83],
      [178.92, 70.77],
      [178.74, 71.1],
      [-180, 71.51],
      [180, 70.83],
    ];
    expect(splitAtAntimeridian(wrangel)).toEqual([
      [
        [180, 70.83],
        [178.92, 70.77],
        [178.74, 71.1],
        [180, 71.51],
        [180, 70.83],
      ],
    ]);
  });
});

describe('simplification', () => {
  it('drops points closer to the line than the tolerance and keeps the corners', () => {
    const line: Point[] = [
      [0, 0],
      [1, 0.001],
      [2, 0],
      [3, 0.002],
      [4, 0],
      [4, 4],
    ];
    expect(simplify(line, 0.01)).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
    ]);
  });

  it('rounds to 0.01° and drops what shrinks below a ring or a line', () => {
    const polygons = compactPolygons(
      { type: 'MultiPolygon', coordinates: [[square(0, 0, 1.234567, 1)], [square(5, 5, 5.001, 5.001)]] },
      0.02,
    );
    expect(polygons).toEqual({ type: 'MultiPolygon', coordinates: [[square(0, 0, 1.23, 1)]] });
    expect(compactPolygons({ type: 'Polygon', coordinates: [square(5, 5, 5.001, 5.001)] }, 0.02)).toBeNull();
    expect(
      compactLines(
        {
          type: 'LineString',
          coordinates: [
            [1, 1],
            [1.001, 1.001],
          ],
        },
        0.02,
      ),
    ).toBeNull();
  });
});

describe('sharedBorders', () => {
  it('draws the edge two regions share once, from junction to junction, and leaves the outer edges out', () => {
    // Two squares side by side, the shared edge with a bend in it (x = 1 … 1.2 … 1).
    const west: Point[] = [
      [0, 0],
      [1, 0],
      [1.2, 0.5],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    const east: Point[] = [
      [1, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1.2, 0.5],
      [1, 0],
    ];
    const lines = sharedBorders([west, east]);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    const ordered = line[0][1] === 0 ? line : [...line].reverse();
    expect(ordered).toEqual([
      [1, 0],
      [1.2, 0.5],
      [1, 1],
    ]);
  });

  it('closes the border of an enclave, which meets no other border', () => {
    const outer: Point[] = square(0, 0, 10, 10);
    const enclave: Point[] = square(4, 4, 6, 6);
    const lines = sharedBorders([outer, [...enclave].reverse(), enclave]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveLength(5);
    expect(lines[0][0]).toEqual(lines[0][4]);
  });
});

describe('pointInPolygons', () => {
  it('is inside the outer ring and outside the holes', () => {
    const withIsland = { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] };
    expect(pointInPolygons([2, 2], withIsland)).toBe(true);
    expect(pointInPolygons([5, 5], withIsland)).toBe(false);
    expect(pointInPolygons([12, 5], withIsland)).toBe(false);
  });
});
