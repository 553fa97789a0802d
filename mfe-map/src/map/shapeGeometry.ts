import type Geometry from 'ol/geom/Geometry';
import LineString from 'ol/geom/LineString';
import MultiPolygon from 'ol/geom/MultiPolygon';
import Point from 'ol/geom/Point';
import Polygon, { circular } from 'ol/geom/Polygon';
import type { LatLng, LayerObject } from '../geo/types';
import { toMapCoordinate } from './projection';

/** Geodesic circle as a polygon: WebGL layers and the hit test both need plain polygons. */
export function circlePolygon(center: LatLng, radiusM: number): Polygon {
  return circular([center.lng, center.lat], radiusM, 64).transform('EPSG:4326', 'EPSG:3857') as Polygon;
}

const ring = (points: LatLng[]) => {
  const coordinates = points.map(toMapCoordinate);
  if (coordinates.length > 0) coordinates.push(coordinates[0]);
  return coordinates;
};

const isRingList = (points: LayerObject['geoShape']['points']): points is LatLng[][] => Array.isArray(points[0]);

/** An API `geoShape` as an OpenLayers geometry in the map projection; null for an empty shape. */
export function geometryOfShape(shape: LayerObject['geoShape']): Geometry | null {
  const points = shape.points;
  if (points.length === 0) return null;
  switch (shape.type) {
    case 'MARKER':
      return isRingList(points) ? null : new Point(toMapCoordinate(points[0]));
    case 'CIRCLE':
      return isRingList(points) ? null : circlePolygon(points[0], shape.radius ?? 0);
    case 'POLYLINE':
      return isRingList(points) ? null : new LineString(points.map(toMapCoordinate));
    case 'MULTIPOLYGON':
      return isRingList(points) ? new MultiPolygon(points.map((r) => [ring(r)])) : null;
    default:
      return isRingList(points) ? null : new Polygon([ring(points)]);
  }
}
