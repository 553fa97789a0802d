import type { Geometry, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { bboxOfGeometry, type BBox } from '../../modules/map/geometry/bbox';
import { circlePolygon } from '../../modules/map/geometry/circle-polygon';
import { footprintIntersects, parseFlightGeometry, type Footprint } from '../../modules/map/geometry/flight-geometry';
import { geoShapeToGeometry, type GeoShape } from '../../modules/map/geometry/geo-shape';

/** The route as a geometry test takes it, and the box to ask the map for. */
export interface RouteArea {
  footprint: Footprint;
  box: BBox;
}

/**
 * Reads the route a submission carries: the map's `geoShape` (as the route editor draws it), or a GeoJSON
 * geometry / Feature (as a route is stored). Null when it is neither.
 */
export function routeArea(route: unknown): RouteArea | null {
  const value = route && typeof route === 'object' ? (route as Record<string, unknown>) : null;
  if (!value) return null;
  if (value.type === 'Feature') return routeArea(value.geometry);
  if (value.geoShape) return routeArea(value.geoShape);
  if (value.type === 'Point' || value.type === 'Polygon' || value.type === 'MultiPolygon') {
    const geometry = value as unknown as Point | Polygon | MultiPolygon;
    return { footprint: { kind: 'area', geometry }, box: bboxOfGeometry(geometry) };
  }
  if (value.type === 'LineString' || value.type === 'MultiLineString') {
    // A bare line flies the map's corridor of its default width.
    const lines = value.type === 'LineString' ? [value.coordinates as Position[]] : (value.coordinates as Position[][]);
    return routeArea({ type: 'POLYLINE', points: lines.flat().map(([lng, lat]) => ({ lat, lng })) });
  }
  const parsed = parseFlightGeometry(value);
  return parsed.ok ? { footprint: parsed.value.footprint, box: parsed.value.box } : null;
}

/** A zone of the public map's answer (LayerObjectDto), as much as the check needs. */
export interface MapZone {
  id: string;
  name: string;
  active: boolean;
  geoShape: GeoShape;
  properties?: Record<string, unknown>;
}

/**
 * The active restricted zones the route crosses, from the platform's public map
 * (`GET /public/map/layers/objects?layers=RESTRICTED_ZONES`, the route's box at zoom 12).
 * @throws when the map does not answer: the caller tries again later rather than decide blind.
 */
export async function crossedRestrictedZones(publicApiUrl: string, area: RouteArea): Promise<MapZone[]> {
  const { minLng, minLat, maxLng, maxLat } = area.box;
  const query = new URLSearchParams({
    zoomLevel: '12',
    boundingBox: [minLng, minLat, maxLng, maxLat].join(','),
    layers: 'RESTRICTED_ZONES',
  });
  const response = await fetch(`${publicApiUrl}/public/map/layers/objects?${query}`, {
    headers: { accept: 'application/json', 'accept-language': 'ru' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the public map answered ${response.status}`);
  const body = (await response.json()) as { data?: MapZone[] };
  return (body.data ?? []).filter((zone) => zone.active && crosses(area, zone.geoShape));
}

function crosses(area: RouteArea, shape: GeoShape): boolean {
  try {
    const geometry: Geometry = shape.type === 'CIRCLE' ? circlePolygon(shape.points[0], shape.radius) : geoShapeToGeometry(shape);
    return footprintIntersects(area.footprint, geometry);
  } catch {
    return false;
  }
}
