import type { ReactElement } from 'react';
import { metresToPixels, pixelOf, svgPath, type Coordinate } from '@nebo/shared-ui';
import type { Drawing } from './geometry';
import type { MapInstance } from './MapViewSlot';

/**
 * One drawing in screen pixels, every part carrying `className` (plus `line`, `corridor`/`axis`, `point` for its kind);
 * sizes in metres (circles, corridors) follow the zoom. The review map and the dashboard's map of today both draw so.
 */
export function DrawingPaths({ map, drawing, className }: { map: MapInstance; drawing: Drawing; className: string }): ReactElement | null {
  const resolution = map.getView().getResolution();
  if (!resolution) return null;
  const pixel = (coordinate: Coordinate): Coordinate | null => pixelOf(map, coordinate);
  const pixels = (path: Coordinate[]): Coordinate[] => path.map(pixel).filter((point): point is Coordinate => point !== null);
  const rings = drawing.rings.map(pixels).filter((ring) => ring.length > 1);
  return (
    <g>
      {rings.length > 0 ? <path className={className} d={rings.map((ring) => svgPath(ring, true)).join(' ')} /> : null}
      {drawing.lines.map((line, index) => (
        <path key={`line-${index}`} className={`${className} line`} d={svgPath(pixels(line), false)} />
      ))}
      {drawing.corridors.map((corridor, index) => {
        const d = svgPath(pixels(corridor.path), false);
        return (
          <g key={`corridor-${index}`}>
            <path
              className={`${className} corridor`}
              d={d}
              // In style, not as an attribute: the class's stroke-width would win over a presentation attribute.
              style={{ strokeWidth: metresToPixels(corridor.metres, corridor.lat, resolution) }}
            />
            <path className={`${className} axis`} d={d} />
          </g>
        );
      })}
      {drawing.circles.map((circle, index) => {
        const centre = pixel(circle.centre);
        return centre ? (
          <circle
            key={`circle-${index}`}
            className={className}
            cx={centre[0]}
            cy={centre[1]}
            r={metresToPixels(circle.metres, circle.lat, resolution)}
          />
        ) : null;
      })}
      {drawing.points.map((point, index) => {
        const at = pixel(point);
        return at ? <circle key={`point-${index}`} className={`${className} point`} cx={at[0]} cy={at[1]} r={7} /> : null;
      })}
    </g>
  );
}
