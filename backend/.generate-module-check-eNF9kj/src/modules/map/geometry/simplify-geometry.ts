import type { Geometry, LineString, Position } from 'geojson';
import { bboxOfPositions } from './bbox';
import { douglasPeucker } from './douglas-peucker';
import { roundTo } from './lat-lng';
import type { ZoomBand } from './zoom-bands';

/**
 * Simplifies a geometry for a zoom band: rings smaller than the band's tolerance are dropped (they would
 * be invisible), the rest go through Douglas–Peucker, then coordinates are rounded to the band's precision
 * and repeated vertices removed. A ring left with fewer than four positions is dropped, and the whole
 * geometry is null when nothing visible is left.
 */
export function simplifyForBand(geometry: Geometry, band: ZoomBand): Geometry | null {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: roundPosition(geometry.coordinates, band.decimals) };
    case 'LineString':
      return simplifyLine(geometry, band);
    case 'Polygon': {
      const rings = simplifyPolygonRings(geometry.coordinates, band);
      return rings ? { type: 'Polygon', coordinates: rings } : null;
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates
        .map((polygon) => simplifyPolygonRings(polygon, band))
        .filter((rings): rings is Position[][] => rings !== null);
      if (polygons.length === 0) return null;
      return polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
    }
    default:
      throw new TypeError(`simplification of ${geometry.type} is not supported`);
  }
}

function simplifyLine(line: LineString, band: ZoomBand): LineString | null {
  const coordinates = dedupe(douglasPeucker(line.coordinates, band.tolerance).map((p) => roundPosition(p, band.decimals)));
  return coordinates.length >= 2 ? { type: 'LineString', coordinates } : null;
}

function simplifyPolygonRings(rings: Position[][], band: ZoomBand): Position[][] | null {
  const [outer, ...holes] = rings;
  if (!outer || !isVisibleRing(outer, band)) return null;
  const result: Position[][] = [];
  for (const [index, ring] of [outer, ...holes.filter((hole) => isVisibleRing(hole, band))].entries()) {
    const simplified = closeRing(dedupe(douglasPeucker(ring, band.tolerance).map((p) => roundPosition(p, band.decimals))));
    if (simplified.length >= 4) result.push(simplified);
    else if (index === 0) return null;
  }
  return result;
}

function isVisibleRing(ring: Position[], band: ZoomBand): boolean {
  if (ring.length < 4) return false;
  if (band.tolerance === 0) return true;
  const box = bboxOfPositions(ring);
  return Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat) >= band.tolerance;
}

function roundPosition(position: Position, decimals: number): Position {
  return [roundTo(position[0], decimals), roundTo(position[1], decimals)];
}

function dedupe(positions: Position[]): Position[] {
  return positions.filter((p, i) => i === 0 || p[0] !== positions[i - 1][0] || p[1] !== positions[i - 1][1]);
}

function closeRing(ring: Position[]): Position[] {
  if (ring.length === 0) return ring;
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}
