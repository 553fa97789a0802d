import type { Geometry, Position } from 'geojson';

/** An axis-aligned box in degrees; longitudes are kept in [-180, 180], no box crosses the antimeridian. */
export interface BBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export function bboxOfPositions(positions: Iterable<Position>): BBox {
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  for (const [lng, lat] of positions) {
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  if (minLng === Infinity) throw new RangeError('a bounding box needs at least one position');
  return { minLng, minLat, maxLng, maxLat };
}

export function bboxOfGeometry(geometry: Geometry): BBox {
  return bboxOfPositions(positionsOf(geometry));
}

/** Every vertex of a geometry, in order; rings keep their closing vertex. */
export function* positionsOf(geometry: Geometry): Generator<Position> {
  switch (geometry.type) {
    case 'Point':
      yield geometry.coordinates;
      return;
    case 'MultiPoint':
    case 'LineString':
      yield* geometry.coordinates;
      return;
    case 'MultiLineString':
    case 'Polygon':
      for (const line of geometry.coordinates) yield* line;
      return;
    case 'MultiPolygon':
      for (const polygon of geometry.coordinates) for (const ring of polygon) yield* ring;
      return;
    case 'GeometryCollection':
      for (const member of geometry.geometries) yield* positionsOf(member);
      return;
  }
}

export function vertexCount(geometry: Geometry): number {
  let count = 0;
  for (const _ of positionsOf(geometry)) count++;
  return count;
}

export function bboxIntersects(a: BBox, b: BBox): boolean {
  return a.minLng <= b.maxLng && b.minLng <= a.maxLng && a.minLat <= b.maxLat && b.minLat <= a.maxLat;
}

export function bboxContains(outer: BBox, inner: BBox): boolean {
  return outer.minLng <= inner.minLng && inner.maxLng <= outer.maxLng && outer.minLat <= inner.minLat && inner.maxLat <= outer.maxLat;
}

/** Grows a box by a fraction of its size on each side, staying within the world's limits. */
export function expandBBox(box: BBox, fraction: number): BBox {
  const dLng = (box.maxLng - box.minLng) * fraction;
  const dLat = (box.maxLat - box.minLat) * fraction;
  return {
    minLng: Math.max(-180, box.minLng - dLng),
    minLat: Math.max(-90, box.minLat - dLat),
    maxLng: Math.min(180, box.maxLng + dLng),
    maxLat: Math.min(90, box.maxLat + dLat),
  };
}

export function bboxToArray(box: BBox): [number, number, number, number] {
  return [box.minLng, box.minLat, box.maxLng, box.maxLat];
}

export function bboxToPolygon(box: BBox): Geometry {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [box.minLng, box.minLat],
        [box.maxLng, box.minLat],
        [box.maxLng, box.maxLat],
        [box.minLng, box.maxLat],
        [box.minLng, box.minLat],
      ],
    ],
  };
}
