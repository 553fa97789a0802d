import { bboxClip } from '@turf/bbox-clip';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { intersection } from 'polyclip-ts';
import { bboxOfGeometry, bboxToArray, expandBBox } from '../../map/geometry/bbox';
import { type GeoShape, geometryToGeoShape } from '../../map/geometry/geo-shape';
import { exactGeometry } from '../../map/geometry/prepared-object';

/**
 * The part of a route inside an authority's area, as a geoShape (MULTIPOLYGON) the map draws like the route: the
 * reviewer sees where the flight enters the area. A corridor (POLYLINE) or a point is shown whole when it crosses:
 * its footprint is not a polygon to cut. Null when nothing of the route lies inside, or a shape cannot be read.
 */
export function crossingParts(route: unknown, area: unknown): GeoShape | null {
  try {
    const routeShape = route as GeoShape;
    const areaShape = area as GeoShape;
    if (!routeShape?.type || !areaShape?.type) return null;
    if (routeShape.type === 'POLYLINE' || routeShape.type === 'MARKER') return routeShape;
    const routeArea = exactGeometry(routeShape) as Polygon | MultiPolygon;
    const areaGeometry = exactGeometry(areaShape);
    if (areaGeometry.type !== 'Polygon' && areaGeometry.type !== 'MultiPolygon') return null;
    // A centre's area has tens of thousands of vertices: cut it to the route's surroundings before intersecting.
    const near = bboxClip(areaGeometry, bboxToArray(expandBBox(bboxOfGeometry(routeArea), 0.1))).geometry as Polygon | MultiPolygon;
    const parts = intersection(coordinatesOf(routeArea), coordinatesOf(near)).filter((polygon) => polygon[0]?.length >= 4);
    if (parts.length === 0) return null;
    return geometryToGeoShape({ type: 'MultiPolygon', coordinates: parts as Position[][][] });
  } catch {
    return null;
  }
}

function coordinatesOf(geometry: Polygon | MultiPolygon): [number, number][][][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.filter((rings) => rings.length > 0 && rings[0].length >= 4) as [number, number][][][];
}
