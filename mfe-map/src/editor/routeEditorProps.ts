import type { LatLng, RouteValue, ShapeType } from '../geo/types';

/**
 * Props of the route editor (`mfe_map/RouteEditor`). Published to other remotes through src/types.ts,
 * so this file imports types only and never the editor itself: a consumer's type-check must not pull in
 * OpenLayers code or this remote's implementation.
 */
/**
 * Takes a picture of the route: the editor's map fitted to the route's extent (with padding), once
 * rendering completes, composed from its layers into a PNG. Resolves null when there is no route yet or
 * the picture cannot be taken (a tainted canvas, rendering that never completes); it never rejects.
 */
export type RouteSnapshotCapture = () => Promise<Blob | null>;

export interface RouteEditorProps {
  /** A stored route to edit (a flight request opened again). */
  value?: RouteValue;
  /** The shape a new route starts with. */
  initialShape?: ShapeType;
  /** Called with the route in the flight request's shape after every change (geometry null while invalid). */
  onChange?: (value: RouteValue) => void;
  center?: LatLng;
  zoom?: number;
  /**
   * Called with a function that takes a picture of the route once the editor's map
   * exists, and with null when the map goes away; the owner keeps the latest and calls it when it needs
   * the picture (the flight request form, on saving without a picture of the pilot's own).
   */
  onSnapshotReady?: (capture: RouteSnapshotCapture | null) => void;
}
