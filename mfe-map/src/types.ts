/**
 * Types of what mfe_map exposes, for the remotes that load `mfe_map/RouteEditor` and `mfe_map/MapView`
 * (they reach them through Module Federation, not through imports, so they copy or reference these).
 *
 * The route editor's `onChange` receives a `RouteValue`: the flight request's `geometry`, `takeOffPoint`
 * and `landingPoint` (spec part 1 §3). `geometry` is one `GeoShape`, null while the drawn shape is
 * incomplete or invalid:
 *   MARKER        { type, points: [p] }
 *   CIRCLE        { type, points: [centre], radius }          radius in metres, 0 < r ≤ 500,000
 *   POLYLINE      { type, points: [p1, p2, …], width }        corridor width in metres, 0 < w ≤ 50,000
 *   LASSO/POLYGON { type, points: [p1, p2, p3, …] }           an open ring that does not cross itself
 *   MULTIPOLYGON  { type, points: [[…ring 1], [...ring 2]] }  one open ring per polygon
 * with points `{ lat, lng }` in WGS 84 decimal degrees, at most 5,000 in all — the body
 * `POST /api/map/crossings` and the flight request store as is.
 */
export type { GeoShape, LatLng, PointRole, RoutePoint, RouteValue, ShapeType, LayerCode, AltitudeFilter, CrossingsResponse } from './geo/types';
export type { RouteEditorProps } from './editor/RouteEditor';
export type { MapViewProps, MapViewHandle } from './map/MapView';
