/**
 * The published declarations of what mfe_map exposes to other remotes: `mfe_map/RouteEditor` and
 * `mfe_map/MapView`. Other remotes read them with `import type { RouteEditorProps } from '@nebo/mfe-map/types'`
 * (the "./types" entry of package.json; a value import of this remote stays a lint error) and load the
 * components at run time through shared-ui's `RemoteComponent` (docs/contracts.md, "Embedding another
 * remote's component"). Only type-only leaf files are re-exported here (types.spec.ts keeps it so): a
 * consumer's type-check must never reach this remote's implementation.
 *
 * The route editor's `onChange` receives a `RouteValue`: the flight request's `geometry`, `takeOffPoint`
 * and `landingPoint` (docs/requirements.md#map). `geometry` is one `GeoShape`, null while the drawn shape
 * is incomplete or invalid:
 *   MARKER        { type, points: [p] }
 *   CIRCLE        { type, points: [centre], radius }          radius in metres, 0 < r ≤ 500,000
 *   POLYLINE      { type, points: [p1, p2, …], width }        corridor width in metres, 0 < w ≤ 50,000
 *   LASSO/POLYGON { type, points: [p1, p2, p3, …] }           an open ring that does not cross itself
 *   MULTIPOLYGON  { type, points: [[…ring 1], [...ring 2]] }  one open ring per polygon
 * with points `{ lat, lng }` in WGS 84 decimal degrees, at most 5,000 in all — the body
 * `POST /api/map/crossings` and the flight request store as is.
 *
 * Its `onSnapshotReady` hands the owner a `RouteSnapshotCapture`: a PNG of the map
 * fitted to the route, or null when there is no route or the picture cannot be taken.
 */
export type {
  GeoShape,
  LatLng,
  PointRole,
  RoutePoint,
  RouteValue,
  ShapeType,
  LayerCode,
  AltitudeFilter,
  CrossingsResponse,
} from './geo/types';
export type { RouteEditorProps, RouteSnapshotCapture } from './editor/routeEditorProps';
export type { MapViewProps, MapViewHandle } from './map/mapViewProps';
export type { RouteEditorContractVersion, MapViewContractVersion } from './exposed/contractVersions';
