// Plain-degree geometry for the build of the offline base layer (scripts/build-base-layer.mjs): decoding
// TopoJSON, clipping to a box around Russia, Douglas–Peucker simplification and rounding. Pure functions
// with no dependency, so they are unit-tested (geometry.spec.ts) and the build needs no geometry library.
// Degrees are planar enough here: the base layer is drawn at country-to-city scales and simplified to ~1 km.

/** [west, south, east, north] in degrees. */
export const boxContains = ([west, south, east, north], [x, y]) => x >= west && x <= east && y >= south && y <= north;

/** [west, south, east, north] of a list of points. */
export function bboxOf(points) {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [x, y] of points) {
    if (x < west) west = x;
    if (x > east) east = x;
    if (y < south) south = y;
    if (y > north) north = y;
  }
  return [west, south, east, north];
}

export const boxesIntersect = (a, b) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** Every point of a GeoJSON geometry (Polygon, MultiPolygon, LineString, MultiLineString, Point). */
export function pointsOf(geometry) {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'Polygon':
    case 'MultiLineString':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    default:
      throw new Error(`unsupported geometry ${geometry.type}`);
  }
}

// --- TopoJSON ---------------------------------------------------------------------------------------

/**
 * The geometries of one object of a TopoJSON topology as GeoJSON features. Arcs are delta-encoded
 * integers when the topology is quantized (`transform`); a negative arc index means the arc reversed
 * (~index), and consecutive arcs of a line share their joining point.
 */
export function decodeTopology(topology, objectName) {
  const object = topology.objects[objectName];
  if (!object) throw new Error(`topology has no object "${objectName}"`);
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  const arcs = topology.arcs.map((arc) => {
    if (!topology.transform) return arc.map(([x, y]) => [x, y]);
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
  const arc = (index) => (index < 0 ? arcs[~index].slice().reverse() : arcs[index]);
  const line = (indexes) => indexes.flatMap((index, k) => (k === 0 ? arc(index) : arc(index).slice(1)));
  const geometryOf = (g) => {
    // A geometry without arcs (Natural Earth's 1:50m land has an empty polygon) is no geometry.
    if (!Array.isArray(g.arcs) || g.arcs.length === 0) return null;
    switch (g.type) {
      case 'LineString':
        return { type: 'LineString', coordinates: line(g.arcs) };
      case 'MultiLineString':
        return { type: 'MultiLineString', coordinates: g.arcs.map(line) };
      case 'Polygon':
        return { type: 'Polygon', coordinates: g.arcs.map(line) };
      case 'MultiPolygon':
        return { type: 'MultiPolygon', coordinates: g.arcs.map((polygon) => polygon.map(line)) };
      default:
        // A null geometry or a type the base layer never uses.
        return null;
    }
  };
  const members = object.type === 'GeometryCollection' ? object.geometries : [object];
  return members
    .map((g) => ({ type: 'Feature', id: g.id, properties: g.properties ?? {}, geometry: geometryOf(g) }))
    .filter((feature) => feature.geometry !== null);
}

// --- clipping ---------------------------------------------------------------------------------------

const EDGES = [
  { inside: (p, b) => p[0] >= b[0], cross: (p, q, b) => at(p, q, (b[0] - p[0]) / (q[0] - p[0])) },
  { inside: (p, b) => p[0] <= b[2], cross: (p, q, b) => at(p, q, (b[2] - p[0]) / (q[0] - p[0])) },
  { inside: (p, b) => p[1] >= b[1], cross: (p, q, b) => at(p, q, (b[1] - p[1]) / (q[1] - p[1])) },
  { inside: (p, b) => p[1] <= b[3], cross: (p, q, b) => at(p, q, (b[3] - p[1]) / (q[1] - p[1])) },
];

function at(p, q, t) {
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

/**
 * A closed ring cut to a box (Sutherland–Hodgman): a concave ring that leaves and re-enters the box
 * keeps zero-width runs along the box's edge, which fill correctly (the base layer never strokes a
 * clipped polygon's outline where it meets the box). Null when nothing of the ring is inside.
 */
export function clipRing(ring, box) {
  let points = ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring.slice();
  for (const edge of EDGES) {
    if (points.length === 0) break;
    const output = [];
    for (let i = 0; i < points.length; i += 1) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      const currentIn = edge.inside(current, box);
      const previousIn = edge.inside(previous, box);
      if (currentIn) {
        if (!previousIn) output.push(edge.cross(previous, current, box));
        output.push(current);
      } else if (previousIn) {
        output.push(edge.cross(previous, current, box));
      }
    }
    points = output;
  }
  if (points.length < 3) return null;
  return [...points, points[0]];
}

/**
 * A ring that crosses the antimeridian written with a jump from 180° to −180° (as Natural Earth's 1:110m
 * Eurasia is) draws as a band around the world in Web Mercator. Unwrapped into one continuous ring and
 * cut at ±180°, it becomes one ring per side; a ring that does not cross comes back as it is.
 */
export function splitAtAntimeridian(ring) {
  let offset = 0;
  const unwrapped = ring.map(([x, y], i) => {
    if (i > 0) {
      const previous = ring[i - 1][0];
      if (x - previous > 180) offset -= 360;
      else if (previous - x > 180) offset += 360;
    }
    return [x + offset, y];
  });
  // Within ±180° once unwrapped (no crossing, or only a point written as −180° where it meant 180°).
  if (unwrapped.every(([x]) => x >= -180 && x <= 180)) return [unwrapped];
  const parts = [];
  for (const shift of [-360, 0, 360]) {
    const clipped = clipRing(unwrapped, [-180 + shift, -90, 180 + shift, 90]);
    if (clipped) parts.push(clipped.map(([x, y]) => [x - shift, y]));
  }
  return parts;
}

/** A line cut to a box (Liang–Barsky on each segment): the pieces inside, each of two points or more. */
export function clipLine(line, box) {
  const pieces = [];
  let current = [];
  const flush = () => {
    if (current.length >= 2) pieces.push(current);
    current = [];
  };
  for (let i = 1; i < line.length; i += 1) {
    const segment = clipSegment(line[i - 1], line[i], box);
    if (!segment) {
      flush();
      continue;
    }
    const [a, b] = segment;
    const last = current[current.length - 1];
    if (!last || last[0] !== a[0] || last[1] !== a[1]) {
      flush();
      current.push(a);
    }
    current.push(b);
    // The segment left the box: the next one starts a new piece.
    if (b !== line[i]) flush();
  }
  flush();
  return pieces;
}

function clipSegment(p, q, [west, south, east, north]) {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  let t0 = 0;
  let t1 = 1;
  const checks = [
    [-dx, p[0] - west],
    [dx, east - p[0]],
    [-dy, p[1] - south],
    [dy, north - p[1]],
  ];
  for (const [pk, qk] of checks) {
    if (pk === 0) {
      if (qk < 0) return null;
      continue;
    }
    const r = qk / pk;
    if (pk < 0) {
      if (r > t1) return null;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return null;
      if (r < t1) t1 = r;
    }
  }
  return [t0 === 0 ? p : at(p, q, t0), t1 === 1 ? q : at(p, q, t1)];
}

/**
 * A polygonal or linear geometry cut to any of several boxes (Russia spans the antimeridian, so its box is
 * two): a MultiPolygon or MultiLineString of what lies inside, or null when nothing does.
 */
export function clipGeometry(geometry, boxes) {
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') {
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    const result = [];
    for (const box of boxes) {
      for (const polygon of polygons) {
        if (!boxesIntersect(bboxOf(polygon[0]), box)) continue;
        const outer = clipRing(polygon[0], box);
        if (!outer) continue;
        result.push([
          outer,
          ...polygon
            .slice(1)
            .map((hole) => clipRing(hole, box))
            .filter(Boolean),
        ]);
      }
    }
    return result.length > 0 ? { type: 'MultiPolygon', coordinates: result } : null;
  }
  if (geometry.type === 'LineString' || geometry.type === 'MultiLineString') {
    const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    const result = boxes.flatMap((box) => lines.flatMap((line) => (boxesIntersect(bboxOf(line), box) ? clipLine(line, box) : [])));
    return result.length > 0 ? { type: 'MultiLineString', coordinates: result } : null;
  }
  throw new Error(`cannot clip a ${geometry.type}`);
}

// --- shared borders ---------------------------------------------------------------------------------

/**
 * The borders between neighbouring polygons as lines, each drawn once: the segments that two rings share
 * exactly (Natural Earth's admin-1 polygons share their vertices), chained from junction to junction.
 * A segment used by one ring only is an outer edge (the country's own outline) and is left out.
 */
export function sharedBorders(rings) {
  const key = ([x, y]) => `${x},${y}`;
  const points = new Map();
  const uses = new Map();
  const segmentKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i += 1) {
      const a = key(ring[i - 1]);
      const b = key(ring[i]);
      if (a === b) continue;
      points.set(a, ring[i - 1]);
      points.set(b, ring[i]);
      const segment = segmentKey(a, b);
      uses.set(segment, (uses.get(segment) ?? 0) + 1);
    }
  }
  const neighbours = new Map();
  for (const [segment, count] of uses) {
    if (count < 2) continue;
    const [a, b] = segment.split('|');
    if (!neighbours.has(a)) neighbours.set(a, []);
    if (!neighbours.has(b)) neighbours.set(b, []);
    neighbours.get(a).push(b);
    neighbours.get(b).push(a);
  }
  const walked = new Set();
  const walk = (start, next) => {
    const line = [start, next];
    walked.add(segmentKey(start, next));
    let previous = start;
    let current = next;
    while (neighbours.get(current).length === 2 && current !== start) {
      const [first, second] = neighbours.get(current);
      const following = first === previous ? second : first;
      const segment = segmentKey(current, following);
      if (walked.has(segment)) break;
      walked.add(segment);
      line.push(following);
      previous = current;
      current = following;
    }
    return line.map((k) => points.get(k));
  };
  const lines = [];
  // From every junction or end first, then what is left: closed borders (an enclave's) with no junction.
  const starts = [...neighbours.keys()].sort((a, b) => Number(neighbours.get(a).length === 2) - Number(neighbours.get(b).length === 2));
  for (const start of starts) {
    for (const next of neighbours.get(start)) {
      if (!walked.has(segmentKey(start, next))) lines.push(walk(start, next));
    }
  }
  return lines;
}

// --- simplification ---------------------------------------------------------------------------------

const round2 = (value) => Math.round(value * 100) / 100;

/** Douglas–Peucker on one ring or line, in degrees. */
export function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let maxDistance = 0;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = points[i];
      // A closed ring starts and ends on the same point: measure from that point rather than from a line.
      const distance = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Simplified and rounded to 0.01° (~1 km), without repeated points. */
function compactPoints(points, tolerance) {
  const simplified = simplify(points, tolerance).map(([x, y]) => [round2(x), round2(y)]);
  return simplified.filter((p, i) => i === 0 || p[0] !== simplified[i - 1][0] || p[1] !== simplified[i - 1][1]);
}

/** A simplified, rounded ring; null when it shrank below a triangle. */
export function compactRing(ring, tolerance) {
  const compact = compactPoints(ring, tolerance);
  return compact.length >= 4 ? compact : null;
}

/** A simplified, rounded line; null when it shrank to a point. */
export function compactLine(line, tolerance) {
  const compact = compactPoints(line, tolerance);
  return compact.length >= 2 ? compact : null;
}

/** A Polygon or MultiPolygon simplified to a MultiPolygon, rings that vanish dropped; null if all did. */
export function compactPolygons(geometry, tolerance) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const result = [];
  for (const polygon of polygons) {
    const outer = compactRing(polygon[0], tolerance);
    if (!outer) continue;
    result.push([
      outer,
      ...polygon
        .slice(1)
        .map((hole) => compactRing(hole, tolerance))
        .filter(Boolean),
    ]);
  }
  return result.length > 0 ? { type: 'MultiPolygon', coordinates: result } : null;
}

/** A LineString or MultiLineString simplified to a MultiLineString; null when every line vanished. */
export function compactLines(geometry, tolerance) {
  const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
  const result = lines.map((line) => compactLine(line, tolerance)).filter(Boolean);
  return result.length > 0 ? { type: 'MultiLineString', coordinates: result } : null;
}

// --- measures ---------------------------------------------------------------------------------------

/** Absolute area of a ring in square degrees (shoelace). */
export function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return Math.abs(sum) / 2;
}

/** Even–odd test of a point against a ring. */
export function pointInRing([x, y], ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring of one of the polygons and in none of its holes. */
export function pointInPolygons(point, geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((polygon) => pointInRing(point, polygon[0]) && !polygon.slice(1).some((hole) => pointInRing(point, hole)));
}
