import type { GeoShape, StoredGeometry } from '../geometry/geo-shape';
import type { LayerCode } from '../map.constants';

/**
 * A row of `map_objects` as the map's queries read it. The table is read and written with SQL of its own
 * (see MapObjectsRepository) rather than a TypeORM entity: its hot path is a GiST `box &&` filter with a
 * per-band partial index and a per-band shape column, which an ORM query builder would only obscure.
 */
export interface MapObjectListRow {
  id: string;
  layer: LayerCode;
  name: string;
  kind: string | null;
  active: boolean;
  /** Null for a large shape (more than LARGE_SHAPE_VERTICES): read it through LargeShapeCache. */
  shape: GeoShape | null;
  /** The row's update time in milliseconds, the key of cached copies of its shapes. */
  version: string;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
  properties: Record<string, unknown>;
  generated: boolean;
}

export interface MapObjectDetailRow extends Omit<MapObjectListRow, 'shape' | 'version'> {
  shape: GeoShape;
  external_id: string;
  source: string;
  lower_limit_m: number | null;
  upper_limit_m: number | null;
  valid_from: Date | null;
  valid_to: Date | null;
}

/** What a crossing test needs: the exact geometry and enough to describe the object crossed. */
export interface MapObjectGeometryRow {
  id: string;
  layer: LayerCode;
  external_id: string;
  name: string;
  kind: string | null;
  active: boolean;
  /** Null for a large shape: read it through LargeShapeCache with the version. */
  geometry: StoredGeometry | null;
  version: string;
  properties: Record<string, unknown>;
  generated: boolean;
}
