import type { GeoShape } from '../../map/geometry/geo-shape';

/**
 * One neutral line describing a route (docs/requirements.md#decision-flight-route-summary), e.g.
 * "CIRCLE R=700 m; 55.1500N 37.6200E": the shape, its size and its centre (or start).
 */
export function routeSummary(shape: GeoShape): string {
  switch (shape.type) {
    case 'MARKER':
      return `MARKER; ${formatPoint(shape.points[0])}`;
    case 'CIRCLE':
      return `CIRCLE R=${formatMetres(shape.radius)}; ${formatPoint(shape.points[0])}`;
    case 'POLYLINE':
      return `POLYLINE W=${formatMetres(shape.width ?? 0)}, ${shape.points.length} points, ${formatMetres(lineLength(shape.points))}; from ${formatPoint(shape.points[0])} to ${formatPoint(shape.points[shape.points.length - 1])}`;
    case 'LASSO':
    case 'POLYGON':
      return `${shape.type} ${shape.points.length} points; centre ${formatPoint(centre(shape.points))}`;
    case 'MULTIPOLYGON': {
      const all = shape.points.flat();
      return `MULTIPOLYGON ${shape.points.length} polygons, ${all.length} points; centre ${formatPoint(centre(all))}`;
    }
  }
}

type Point = { lat: number; lng: number };

export function formatPoint(point: Point): string {
  const lat = `${Math.abs(point.lat).toFixed(4)}${point.lat < 0 ? 'S' : 'N'}`;
  const lng = `${Math.abs(point.lng).toFixed(4)}${point.lng < 0 ? 'W' : 'E'}`;
  return `${lat} ${lng}`;
}

function formatMetres(metres: number): string {
  return metres >= 10_000 ? `${(metres / 1000).toFixed(1)} km` : `${Math.round(metres)} m`;
}

/** The middle of the points' box: enough to place a route on a printed line. */
function centre(points: readonly Point[]): Point {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
}

const EARTH_RADIUS_METRES = 6_371_008.8;

function lineLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const φ1 = (a.lat * Math.PI) / 180;
    const φ2 = (b.lat * Math.PI) / 180;
    const dφ = φ2 - φ1;
    const dλ = ((b.lng - a.lng) * Math.PI) / 180;
    const h = Math.sin(dφ / 2) ** 2 + Math.cos(φ1) * Math.cos(φ2) * Math.sin(dλ / 2) ** 2;
    total += 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
  }
  return total;
}
