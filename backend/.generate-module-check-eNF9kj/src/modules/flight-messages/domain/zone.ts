import { formatPoint } from './coordinates';
import { ShrInputError, type ShrPoint, type ShrRouteShape } from './shr-message.input';

/** The corridor width the map assumes when a polyline has none (metres). */
export const DEFAULT_CORRIDOR_WIDTH_METRES = 100;

/**
 * Field 15's airspace, the Russian `ZONA` indicator (Табель сообщений, field 15 of SHR):
 *
 * - circle:   `/ZONA R<radius km> <centre>/`           e.g. `/ZONA R0,7 5509N03737E/`
 * - polygon:  `/ZONA <p1> <p2> … <pn> <p1>/`            the ring closed by repeating its first point
 * - corridor: `/ZONA W<width km> <p1> <p2> … <pn>/`    the route's points, `W` its full width
 * - named:    `/ZONA <designator>/`                     e.g. `/ZONA UUR123/`
 * - several polygons (MULTIPOLYGON): one `/ZONA …/` group each, separated by a space.
 *
 * Distances are kilometres with a decimal comma, rounded **up** to 0,1 km so that the declared zone is
 * never smaller than the drawn one (700 m → `R0,7`, 1,250 m → `R1,3`, 2,000 m → `R2`). Points that round to
 * the same text as the point before them are written once. When whole minutes would collapse a polygon
 * below 3 distinct points or a corridor below 2 (a shape smaller than about 1.8 km), the zone is written
 * with seconds whatever the option says, since a zone of one point would declare nothing.
 */
export function formatZone(route: ShrRouteShape, seconds: boolean): string {
  switch (route.type) {
    case 'CIRCLE': {
      const centre = onePoint(route.points, 'route.points');
      if (!Number.isFinite(route.radius) || route.radius <= 0) {
        throw new ShrInputError('invalid-radius', 'route.radius', `a circle needs a radius above 0 metres (got ${route.radius})`);
      }
      return `/ZONA R${kilometres(route.radius)} ${formatPoint(centre, seconds, 'route.points[0]')}/`;
    }
    case 'POLYGON':
    case 'LASSO':
      return `/ZONA ${ring(route.points, seconds, 'route.points')}/`;
    case 'MULTIPOLYGON': {
      if (!Array.isArray(route.points) || route.points.length === 0)
        throw new ShrInputError('no-points', 'route.points', 'the shape has no points');
      return route.points.map((points, i) => `/ZONA ${ring(points, seconds, `route.points[${i}]`)}/`).join(' ');
    }
    case 'POLYLINE': {
      const width = route.width ?? DEFAULT_CORRIDOR_WIDTH_METRES;
      if (!Number.isFinite(width) || width <= 0) {
        throw new ShrInputError('invalid-width', 'route.width', `a corridor needs a width above 0 metres (got ${width})`);
      }
      return `/ZONA W${kilometres(width)} ${line(route.points, seconds, 'route.points')}/`;
    }
    case 'ZONE': {
      const name = typeof route.name === 'string' ? route.name.trim().toUpperCase() : '';
      if (!/^[A-Z0-9]{2,12}$/.test(name)) {
        throw new ShrInputError('invalid-zone-name', 'route.name', 'a zone designator is 2 to 12 Latin letters and digits (e.g. UUR123)');
      }
      return `/ZONA ${name}/`;
    }
    case 'MARKER':
      throw new ShrInputError('no-area', 'route.type', 'a marker has no area: draw a circle around it');
    default:
      throw new ShrInputError('no-area', 'route.type', `a route of type ${(route as { type: unknown }).type} cannot be written`);
  }
}

/** The point a take-off or landing defaults to: a circle's centre, else the route's first or last point. */
export function routeEnd(route: ShrRouteShape, end: 'first' | 'last'): ShrPoint | null {
  if (route.type === 'ZONE' || !Array.isArray(route.points) || route.points.length === 0) return null;
  const points = route.type === 'MULTIPOLYGON' ? route.points.flat() : route.points;
  if (points.length === 0) return null;
  return end === 'first' || route.type === 'CIRCLE' ? points[0] : points[points.length - 1];
}

/** Metres as kilometres with a decimal comma, rounded up to 100 m: 700 → `0,7`, 1,250 → `1,3`, 2,000 → `2`. */
export function kilometres(metres: number): string {
  const hundreds = Math.ceil(Number((metres / 100).toFixed(6)));
  const whole = Math.floor(hundreds / 10);
  const tenth = hundreds % 10;
  return tenth === 0 ? String(whole) : `${whole},${tenth}`;
}

function onePoint(points: ShrPoint[], field: string): ShrPoint {
  if (!Array.isArray(points) || points.length === 0) throw new ShrInputError('no-points', field, 'the shape has no points');
  return points[0];
}

function ring(points: ShrPoint[], seconds: boolean, field: string): string {
  const written = distinctPoints(points, 3, seconds, field, 'a polygon needs at least 3 distinct points');
  // An open ring (as drawn) or one already closed: written closed, its first point once more at the end.
  const open = written.length > 3 && written[0] === written[written.length - 1] ? written.slice(0, -1) : written;
  if (open.length < 3) throw new ShrInputError('too-few-points', field, 'a polygon needs at least 3 distinct points');
  return [...open, open[0]].join(' ');
}

function line(points: ShrPoint[], seconds: boolean, field: string): string {
  return distinctPoints(points, 2, seconds, field, 'a corridor needs at least 2 distinct points').join(' ');
}

/** The points written, consecutive repeats dropped; with seconds if minutes would leave fewer than `least`. */
function distinctPoints(points: ShrPoint[], least: number, seconds: boolean, field: string, tooFew: string): string[] {
  if (!Array.isArray(points) || points.length === 0) throw new ShrInputError('no-points', field, 'the shape has no points');
  const write = (withSeconds: boolean) =>
    points.map((point, i) => formatPoint(point, withSeconds, `${field}[${i}]`)).filter((text, i, all) => i === 0 || text !== all[i - 1]);
  let written = write(seconds);
  if (!seconds && new Set(written).size < least) written = write(true);
  if (new Set(written).size < least) throw new ShrInputError('too-few-points', field, tooFew);
  return written;
}
