import { bboxClip } from '@turf/bbox-clip';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { BBox, bboxToArray } from './bbox';
import { GeoShape, geoShapeToGeometry, geometryToGeoShape } from './geo-shape';
import { roundTo } from './lat-lng';

/**
 * Cuts an area shape to a box (Sutherland–Hodgman via @turf/bbox-clip). A zonal centre or a large region
 * has tens of thousands of vertices; a city-sized view needs only the few inside it. The box should carry
 * a margin beyond the view so that the cut edges fall off-screen. Returns null when nothing is left.
 * The vertices the cut adds lie where an edge meets the box (55.457499999999996): they are rounded to
 * `decimals`, the precision of the zoom band the shape was stored for.
 */
export function clipShapeToBox(shape: GeoShape, box: BBox, decimals: number): GeoShape | null {
  if (shape.type !== 'POLYGON' && shape.type !== 'MULTIPOLYGON' && shape.type !== 'LASSO') return shape;
  const geometry = geoShapeToGeometry(shape) as Polygon | MultiPolygon;
  const clipped = bboxClip(geometry, bboxToArray(box)).geometry as Polygon | MultiPolygon;
  const polygons: Position[][][] = (clipped.type === 'Polygon' ? [clipped.coordinates] : clipped.coordinates)
    .map((rings) => rings.map((ring) => roundRing(ring, decimals)).filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
  if (polygons.length === 0) return null;
  const result =
    polygons.length === 1
      ? geometryToGeoShape({ type: 'Polygon', coordinates: polygons[0] }, shape.type === 'LASSO' ? 'LASSO' : 'POLYGON')
      : geometryToGeoShape({ type: 'MultiPolygon', coordinates: polygons });
  return { ...result, clipped: true };
}

/** A ring's positions rounded, without the repeats rounding may make (the ring stays closed). */
function roundRing(ring: Position[], decimals: number): Position[] {
  const rounded: Position[] = [];
  for (const [lng, lat] of ring) {
    const position = [roundTo(lng, decimals), roundTo(lat, decimals)];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== position[0] || last[1] !== position[1]) rounded.push(position);
  }
  return rounded;
}
