import { extentCentre as centre, extentOf, metresToMapUnits, toMercator, type Coordinate, type Extent } from '@nebo/shared-ui';
import type { GeoShape } from '@nebo/mfe-map/types';
import type { FlightRequestListItem } from './flightRequestsApi';

/**
 * The page's routes in the map's projection (Web Mercator, as mfe_map's MapView works in), computed here so that drawing
 * them needs only the map instance's own methods, not a second OpenLayers. The projection itself is shared-ui's.
 */
export type RouteKind = 'point' | 'circle' | 'line' | 'polygon';

export interface RouteShape {
  item: FlightRequestListItem;
  /** 1-based label shared by the map and its legend. */
  number: number;
  kind: RouteKind;
  /** Rings (polygon), one path (line) or one point (point, circle centre), in map units. */
  paths: Coordinate[][];
  /** Circle radius / corridor width in metres, and the latitude they were given at. */
  metres: number;
  lat: number;
  /** Where the label sits. */
  anchor: Coordinate;
  extent: Extent;
}

function shapeOf(geometry: GeoShape): Omit<RouteShape, 'item' | 'number'> | null {
  if (!geometry.points || geometry.points.length === 0) return null;
  switch (geometry.type) {
    case 'MARKER': {
      const point = toMercator(geometry.points[0]);
      return { kind: 'point', paths: [[point]], metres: 0, lat: geometry.points[0].lat, anchor: point, extent: extentOf([point], 500) };
    }
    case 'CIRCLE': {
      const centrePoint = geometry.points[0];
      const point = toMercator(centrePoint);
      const radius = metresToMapUnits(geometry.radius, centrePoint.lat);
      return {
        kind: 'circle',
        paths: [[point]],
        metres: geometry.radius,
        lat: centrePoint.lat,
        anchor: point,
        extent: extentOf([point], radius),
      };
    }
    case 'POLYLINE': {
      const path = geometry.points.map(toMercator);
      const lat = geometry.points[0].lat;
      const extent = extentOf(path, metresToMapUnits(geometry.width / 2, lat));
      return { kind: 'line', paths: [path], metres: geometry.width, lat, anchor: path[Math.floor(path.length / 2)], extent };
    }
    case 'MULTIPOLYGON': {
      const rings = geometry.points.filter((ring) => ring.length > 0).map((ring) => ring.map(toMercator));
      if (rings.length === 0) return null;
      const extent = extentOf(rings.flat());
      return { kind: 'polygon', paths: rings, metres: 0, lat: geometry.points[0][0].lat, anchor: centre(extentOf(rings[0])), extent };
    }
    default: {
      const ring = geometry.points.map(toMercator);
      const extent = extentOf(ring);
      return { kind: 'polygon', paths: [ring], metres: 0, lat: geometry.points[0].lat, anchor: centre(extent), extent };
    }
  }
}

/** A stored route as the map module's GeoShape; anything malformed is left off the map rather than breaking it. */
function safeShapeOf(geometry: GeoShape): Omit<RouteShape, 'item' | 'number'> | null {
  try {
    const shape = shapeOf(geometry);
    return shape && shape.extent.every(Number.isFinite) ? shape : null;
  } catch {
    return null;
  }
}

/** The routes of the page, numbered in list order; a request without a route keeps its number but no shape. */
export function routeShapes(items: readonly FlightRequestListItem[]): { shapes: RouteShape[]; numbers: Map<string, number> } {
  const shapes: RouteShape[] = [];
  const numbers = new Map<string, number>();
  items.forEach((item, index) => {
    numbers.set(item.id, index + 1);
    const shape = item.geometry ? safeShapeOf(item.geometry as unknown as GeoShape) : null;
    if (shape) shapes.push({ ...shape, item, number: index + 1 });
  });
  return { shapes, numbers };
}
