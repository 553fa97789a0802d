import type { LatLng, RouteValue, ShapeType } from '../geo/types';

/**
 * Props of the route editor (`mfe_map/RouteEditor`). Published to other remotes through src/types.ts,
 * so this file imports types only and never the editor itself: a consumer's type-check must not pull in
 * OpenLayers code or this remote's implementation.
 */
export interface RouteEditorProps {
  /** A stored route to edit (a flight request opened again). */
  value?: RouteValue;
  /** The shape a new route starts with. */
  initialShape?: ShapeType;
  /** Called with the route in the flight request's shape after every change (geometry null while invalid). */
  onChange?: (value: RouteValue) => void;
  center?: LatLng;
  zoom?: number;
}
