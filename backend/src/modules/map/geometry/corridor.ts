import { buffer } from '@turf/buffer';
import type { LineString, MultiPolygon, Polygon } from 'geojson';

/**
 * The area a drone may occupy when it follows a polyline: every point within half the corridor width of
 * the line (round ends and joins). @turf/buffer projects the line onto an azimuthal equidistant plane
 * centred on it, so widths are true metres at the route's latitude, not degrees.
 */
export function corridorPolygon(line: LineString, widthMetres: number): Polygon | MultiPolygon {
  const area = buffer(line, widthMetres / 2, { units: 'meters', steps: 8 });
  if (!area) throw new RangeError('the corridor of this line is empty');
  return area.geometry;
}
