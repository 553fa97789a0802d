import { bboxClip } from '@turf/bbox-clip';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { BBox, bboxToArray } from './bbox';
import { GeoShape, geoShapeToGeometry, geometryToGeoShape } from './geo-shape';

/**
 * Cuts an area shape to a box (Sutherland–Hodgman via @turf/bbox-clip). A zonal centre or a large region
 * has tens of thousands of vertices; a city-sized view needs only the few inside it. The box should carry
 * a margin beyond the view so that the cut edges fall off-screen. Returns null when nothing is left.
 */
export function clipShapeToBox(shape: GeoShape, box: BBox): GeoShape | null {
  if (shape.type !== 'POLYGON' && shape.type !== 'MULTIPOLYGON' && shape.type !== 'LASSO') return shape;
  const geometry = geoShapeToGeometry(shape) as Polygon | MultiPolygon;
  const clipped = bboxClip(geometry, bboxToArray(box)).geometry as Polygon | MultiPolygon;
  const polygons: Position[][][] = (clipped.type === 'Polygon' ? [clipped.coordinates] : clipped.coordinates)
    .map((rings) => rings.filter((ring) => ring.length >= 4))
    .filter((rings) => rings.length > 0);
  if (polygons.length === 0) return null;
  const result =
    polygons.length === 1
      ? geometryToGeoShape({ type: 'Polygon', coordinates: polygons[0] }, shape.type === 'LASSO' ? 'LASSO' : 'POLYGON')
      : geometryToGeoShape({ type: 'MultiPolygon', coordinates: polygons });
  return { ...result, clipped: true };
}
