import type { TFunction } from 'i18next';
import type { WireGeoShape } from './api/flightRequestsApi';

type Point = { lat: number; lng: number };

const isPoint = (value: unknown): value is Point =>
  typeof value === 'object' && value !== null && typeof (value as Point).lat === 'number' && typeof (value as Point).lng === 'number';

/** Every vertex of a shape (MULTIPOLYGON's rings flattened). */
function verticesOf(shape: WireGeoShape): Point[] {
  return shape.points.flatMap((entry) => (Array.isArray(entry) ? entry.filter(isPoint) : isPoint(entry) ? [entry] : []));
}

const coordinate = (point: Point) => `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;

function centreOf(points: readonly Point[]): Point {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
}

/**
 * The route in the reader's language ("многоугольник, 4 точки, центр 55.7500, 37.6200"). The server's
 * `routeSummary` is one neutral line for printed forms and messages; screens describe the shape themselves.
 */
export function describeRoute(shape: WireGeoShape | null | undefined, t: TFunction): string {
  if (!shape) return '';
  const vertices = verticesOf(shape);
  if (vertices.length === 0) return '';
  const type = t(`requests.route.shapes.${shape.type}`);
  const centre = coordinate(shape.type === 'MARKER' || shape.type === 'CIRCLE' ? vertices[0] : centreOf(vertices));
  if (shape.type === 'CIRCLE') return t('requests.route.describe.circle', { type, radius: Math.round(shape.radius ?? 0), centre });
  if (shape.type === 'MARKER') return t('requests.route.describe.marker', { type, centre });
  return t('requests.route.describe.shape', { type, count: vertices.length, centre });
}
