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
  /** The name in the query's language (`name_ru` or `name_en`). */
  name: string;
  active: boolean;
  /**
   * The zoom band's shape as stored JSON text (a GeoShape), unparsed: most rows go into the answer as they
   * are. Null for a large shape (more than LARGE_SHAPE_VERTICES): read it through LargeShapeCache.
   */
  shape_json: string | null;
  /** The row's update time in milliseconds, the key of cached copies of its shapes. */
  version: string;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
  /** The properties as stored JSON text (compact, as the application wrote it), to go into the answer without a parse. */
  properties_json: string;
  generated: boolean;
}

export interface MapObjectDetailRow extends Omit<MapObjectListRow, 'shape_json' | 'version' | 'properties_json'> {
  kind: string | null;
  shape: GeoShape;
  properties: Record<string, unknown>;
  external_id: string;
  /** Where the data comes from, in the query's language (`source_ru` or `source_en`). */
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
