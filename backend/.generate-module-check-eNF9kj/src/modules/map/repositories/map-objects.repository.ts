import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { MapObjectDetailRow, MapObjectGeometryRow, MapObjectListRow } from '../entities/map-object.row';
import type { BBox } from '../geometry/bbox';
import type { GeoShape } from '../geometry/geo-shape';
import { PreparedMapObject, exactGeometry, shapeVertexCount } from '../geometry/prepared-object';
import { LARGE_SHAPE_VERTICES } from '../map.constants';
import type { ZoomBand } from '../geometry/zoom-bands';
import type { MapLocale } from '../i18n/map-locale';
import type { AltitudeFilterMode, LayerCode } from '../map.constants';

export interface BoxQuery {
  box: BBox;
  zoom: number;
  band: ZoomBand;
  layers: readonly LayerCode[];
  altitude?: { mode: AltitudeFilterMode; valueM: number };
  limit: number;
  /** The language of the names. */
  locale: MapLocale;
}

/** Zooms that have a partial index of their own (see the migration). */
const PARTIAL_INDEX_MAX_ZOOM = 13;

/** Large shapes are left out of list queries and read through LargeShapeCache (see there). */
const IS_LARGE = `vertex_count > ${LARGE_SHAPE_VERTICES}`;
/** A row's version for caches: its update time in milliseconds. */
const VERSION = `(extract(epoch FROM updated_at) * 1000)::bigint::text AS version`;

/**
 * Each name and source is stored in both languages; a query reads the request's as `name` / `source`, so
 * the rows of every language look alike (and the layers answer is still written without a parse).
 */
const NAME: Record<MapLocale, string> = { ru: 'name_ru AS name', en: 'name_en AS name' };
const NAME_COLUMN: Record<MapLocale, string> = { ru: 'name_ru', en: 'name_en' };
const SOURCE: Record<MapLocale, string> = { ru: 'source_ru AS source', en: 'source_en AS source' };

/** `active` as of now: the stored flag, within the object's validity window when it has one. */
const ACTIVE_NOW = `(active AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now()))`;

/**
 * The band's shape column, falling back to finer ones (a band stores a shape only when it differs). Shapes
 * are `json` columns: their text comes back as stored, compact and rounded for the band.
 */
const SHAPE_BY_BAND = [
  'COALESCE(shape_b0, shape_b1, shape_b2, shape_b3, shape)',
  'COALESCE(shape_b1, shape_b2, shape_b3, shape)',
  'COALESCE(shape_b2, shape_b3, shape)',
  'COALESCE(shape_b3, shape)',
  'shape',
] as const;

/** Rows per INSERT: 27 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const UPSERT_BATCH_ROWS = 500;
/** JSON per INSERT: a zonal centre's shapes weigh megabytes, so large objects go a few at a time. */
const UPSERT_BATCH_BYTES = 4 * 1024 * 1024;

const UPSERT_COLUMNS = [
  'layer',
  'external_id',
  'name_ru',
  'name_en',
  'kind',
  'active',
  'valid_from',
  'valid_to',
  'shape_type',
  'shape',
  'shape_b0',
  'shape_b1',
  'shape_b2',
  'shape_b3',
  'vertex_count',
  'min_lng',
  'min_lat',
  'max_lng',
  'max_lat',
  'min_zoom',
  'lower_limit_m',
  'upper_limit_m',
  'properties',
  'dataset',
  'source_ru',
  'source_en',
  'generated',
] as const;
/** Column casts of the upsert: shapes and properties are `json`, kept as written (compact). */
const COLUMN_CASTS: Partial<Record<(typeof UPSERT_COLUMNS)[number], string>> = {
  shape: '::json',
  shape_b0: '::json',
  shape_b1: '::json',
  shape_b2: '::json',
  shape_b3: '::json',
  properties: '::json',
};

@Injectable()
export class MapObjectsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Objects whose box overlaps the query box, visible at the zoom, in the given layers and altitude band.
   * The band's last zoom appears as a literal so the planner can use that band's partial index.
   */
  async findInBox(query: BoxQuery): Promise<MapObjectListRow[]> {
    const { sql, params } = this.boxSqlFor(query);
    const result = await this.pool().query<MapObjectListRow>(preparedStatement(sql, params));
    return result.rows;
  }

  /**
   * The SQL of findInBox with its parameters (also the benchmark's raw-SQL floor, run through
   * preparedStatement as findInBox runs it).
   */
  boxSqlFor(query: BoxQuery): { sql: string; params: unknown[] } {
    const { box } = query;
    const params: unknown[] = [box.minLng, box.minLat, box.maxLng, box.maxLat, query.layers];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    // The zoom as a literal (an integer checked by the query parser) lets the planner pick that zoom's
    // partial index (see the migration); a bound parameter would hide it from the planner.
    const zoom = Math.trunc(query.zoom);
    const zoomLimit = zoom <= PARTIAL_INDEX_MAX_ZOOM ? `min_zoom <= ${zoom}` : `min_zoom <= ${param(zoom)}`;
    let altitude = '';
    if (query.altitude) {
      const value = param(query.altitude.valueM);
      altitude =
        query.altitude.mode === 'INTERSECT_VALUE'
          ? `AND (lower_limit_m IS NULL OR lower_limit_m <= ${value}) AND (upper_limit_m IS NULL OR upper_limit_m >= ${value})`
          : `AND (lower_limit_m IS NULL OR lower_limit_m <= ${value})`;
    }
    const sql = `
      SELECT id, layer, ${NAME[query.locale]}, ${ACTIVE_NOW} AS active,
             CASE WHEN ${IS_LARGE} THEN NULL ELSE ${SHAPE_BY_BAND[query.band.index]}::text END AS shape_json, ${VERSION},
             min_lng, min_lat, max_lng, max_lat, properties::text AS properties_json, generated
        FROM map_objects
       WHERE bbox && box(point($1, $2), point($3, $4))
         AND ${zoomLimit}
         AND layer = ANY($5::varchar[])
         ${altitude}
       ORDER BY min_zoom, id
       LIMIT ${param(query.limit)}`;
    return { sql, params };
  }

  /**
   * The driver's connection pool. The box query runs there as a named prepared statement, which TypeORM's
   * query() cannot do: with a partial index per zoom to weigh, planning it costs about a millisecond, as
   * much as reading a city's rows; prepared, each connection plans each variant once.
   */
  private pool(): PreparedStatementPool {
    return (this.dataSource.driver as unknown as { master: PreparedStatementPool }).master;
  }

  /** One object's shape for a zoom band (4: full detail); used for the large shapes the lists leave out. */
  async findBandShape(id: string, bandIndex: number): Promise<GeoShape | null> {
    const rows: Array<{ shape: GeoShape }> = await this.dataSource.query(
      `SELECT ${SHAPE_BY_BAND[bandIndex]} AS shape FROM map_objects WHERE id = $1`,
      [id],
    );
    return rows[0]?.shape ?? null;
  }

  /** The same as JSON text, as stored: what a layers answer carries when it sends the shape whole. */
  async findBandShapeJson(id: string, bandIndex: number): Promise<string | null> {
    const rows: Array<{ shape_json: string }> = await this.dataSource.query(
      `SELECT ${SHAPE_BY_BAND[bandIndex]}::text AS shape_json FROM map_objects WHERE id = $1`,
      [id],
    );
    return rows[0]?.shape_json ?? null;
  }

  async findById(id: string, locale: MapLocale): Promise<MapObjectDetailRow | null> {
    const rows: MapObjectDetailRow[] = await this.dataSource.query(`${detailSelect(locale)} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByExternalId(layer: LayerCode, externalId: string, locale: MapLocale): Promise<MapObjectDetailRow | null> {
    const rows: MapObjectDetailRow[] = await this.dataSource.query(`${detailSelect(locale)} WHERE layer = $1 AND external_id = $2`, [
      layer,
      externalId,
    ]);
    return rows[0] ?? null;
  }

  /**
   * Crossing candidates: objects of some layers whose box overlaps any of the boxes (one index probe per
   * box, each object once), leaving out objects of the given kinds (a federal subject is not an authority).
   */
  async findGeometriesInBoxes(
    boxes: readonly BBox[],
    layers: readonly LayerCode[],
    excludeKinds: readonly string[],
    locale: MapLocale,
  ): Promise<MapObjectGeometryRow[]> {
    const { sql, params } = this.geometriesInBoxesSqlFor(boxes, layers, excludeKinds, locale);
    return withGeometry(await this.dataSource.query(sql, params));
  }

  /** The SQL of findGeometriesInBoxes with its parameters (also the benchmark's raw-SQL floor). */
  geometriesInBoxesSqlFor(
    boxes: readonly BBox[],
    layers: readonly LayerCode[],
    excludeKinds: readonly string[],
    locale: MapLocale,
  ): { sql: string; params: unknown[] } {
    return {
      // Each box is one index probe (LATERAL); the distinct ids then fetch their rows by primary key. A plain
      // join or IN (subquery) lets the planner misjudge the count and scan the whole table instead.
      sql: `SELECT ${geometryColumns(locale)}
              FROM map_objects
             WHERE id = ANY(ARRAY(
                     SELECT DISTINCT m.id
                       FROM unnest($1::float8[], $2::float8[], $3::float8[], $4::float8[]) AS b(min_lng, min_lat, max_lng, max_lat)
                       CROSS JOIN LATERAL (SELECT id FROM map_objects
                                            WHERE bbox && box(point(b.min_lng, b.min_lat), point(b.max_lng, b.max_lat))) m))
               AND layer = ANY($5::varchar[])
               AND (kind IS NULL OR NOT (kind = ANY($6::varchar[])))
             ORDER BY layer, ${NAME_COLUMN[locale]}, id`,
      params: [
        boxes.map((b) => b.minLng),
        boxes.map((b) => b.minLat),
        boxes.map((b) => b.maxLng),
        boxes.map((b) => b.maxLat),
        layers,
        excludeKinds,
      ],
    };
  }

  async findGeometriesByExternalIds(layer: LayerCode, externalIds: readonly string[], locale: MapLocale): Promise<MapObjectGeometryRow[]> {
    return withGeometry(
      await this.dataSource.query(
        `SELECT ${geometryColumns(locale)} FROM map_objects WHERE layer = $1 AND external_id = ANY($2::varchar[])`,
        [layer, externalIds],
      ),
    );
  }

  /**
   * Objects the offline OSM lookup can resolve: localities by key, imported objects by their `osmId`
   * (an expression index, see the migration MapNamesInTwoLanguages).
   */
  async findForLookup(externalIds: readonly string[], osmIds: readonly string[], locale: MapLocale): Promise<MapObjectDetailRow[]> {
    if (externalIds.length === 0 && osmIds.length === 0) return [];
    return this.dataSource.query(
      `${detailSelect(locale)} WHERE (layer = 'BOUNDARIES' AND external_id = ANY($1::varchar[])) OR upper(properties->>'osmId') = ANY($2::text[])`,
      [externalIds, osmIds],
    );
  }

  /** Inserts or updates by (layer, external id); pass the manager of a transaction to make it atomic. */
  async upsert(objects: readonly PreparedMapObject[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    let batch: unknown[][] = [];
    let bytes = 0;
    for (const object of objects) {
      const values = rowValues(object);
      batch.push(values);
      bytes += values.reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 8), 0);
      if (batch.length >= UPSERT_BATCH_ROWS || bytes >= UPSERT_BATCH_BYTES) {
        await this.upsertRows(batch, manager);
        batch = [];
        bytes = 0;
      }
    }
    if (batch.length > 0) await this.upsertRows(batch, manager);
  }

  private async upsertRows(rows: unknown[][], manager: EntityManager): Promise<void> {
    const params: unknown[] = [];
    const tuples = rows.map((values) => {
      const placeholders = values.map((value, i) => {
        params.push(value);
        return `$${params.length}${COLUMN_CASTS[UPSERT_COLUMNS[i]] ?? ''}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const updates = UPSERT_COLUMNS.filter((c) => c !== 'layer' && c !== 'external_id')
      .map((c) => `${c} = EXCLUDED.${c}`)
      .join(', ');
    await manager.query(
      `INSERT INTO map_objects (${UPSERT_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (layer, external_id) DO UPDATE SET ${updates}, updated_at = now()`,
      params,
    );
  }

  /** Removes a dataset's objects that a new load no longer has (a seed that shrank). */
  async deleteDatasetExcept(
    dataset: string,
    keep: ReadonlyArray<{ layer: LayerCode; externalId: string }>,
    manager: EntityManager,
  ): Promise<number> {
    const result: [unknown[], number] = await manager.query(
      `DELETE FROM map_objects m
        WHERE m.dataset = $1
          AND NOT EXISTS (SELECT 1 FROM unnest($2::varchar[], $3::varchar[]) AS k(layer, external_id)
                           WHERE k.layer = m.layer AND k.external_id = m.external_id)`,
      [dataset, keep.map((k) => k.layer), keep.map((k) => k.externalId)],
    );
    return result[1];
  }

  async datasetVersion(name: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const rows: Array<{ version: string }> = await manager.query('SELECT version FROM map_datasets WHERE name = $1', [name]);
    return rows[0]?.version ?? null;
  }

  async recordDataset(name: string, version: string, objectCount: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO map_datasets (name, version, object_count) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, object_count = EXCLUDED.object_count, loaded_at = now()`,
      [name, version, objectCount],
    );
  }
}

/** The part of node-postgres's Pool used here (the package ships no types). */
export interface PreparedStatementPool {
  query<T>(statement: PreparedStatement): Promise<{ rows: T[] }>;
}

export interface PreparedStatement {
  name: string;
  text: string;
  values: unknown[];
}

const statementNames = new Map<string, string>();

/**
 * A query as a named prepared statement of node-postgres: prepared once per connection, then only bound
 * and executed. The name is derived from the text, so each variant of the box query (zoom literal, band,
 * altitude filter) gets its own; the variants are a few dozen at most.
 */
export function preparedStatement(text: string, values: unknown[]): PreparedStatement {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `map_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return { name, text, values };
}

function geometryColumns(locale: MapLocale): string {
  return `id, layer, external_id, ${NAME[locale]}, kind, ${ACTIVE_NOW} AS active, CASE WHEN ${IS_LARGE} THEN NULL ELSE shape END AS shape, ${VERSION}, properties, generated`;
}

/** The exact geometry of each row, built from its full-detail shape (a circle becomes its 64-gon); null for large shapes. */
function withGeometry(rows: Array<Omit<MapObjectGeometryRow, 'geometry'> & { shape: GeoShape | null }>): MapObjectGeometryRow[] {
  return rows.map(({ shape, ...row }) => ({ ...row, geometry: shape ? exactGeometry(shape) : null }));
}

function detailSelect(locale: MapLocale): string {
  return `
  SELECT id, layer, external_id, ${NAME[locale]}, kind, ${ACTIVE_NOW} AS active, shape, min_lng, min_lat, max_lng, max_lat,
         properties, generated, ${SOURCE[locale]}, lower_limit_m, upper_limit_m, valid_from, valid_to
    FROM map_objects`;
}

function rowValues(o: PreparedMapObject): unknown[] {
  const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));
  return [
    o.layer,
    o.externalId,
    o.name.ru,
    o.name.en,
    o.kind ?? null,
    o.active ?? true,
    o.validFrom ?? null,
    o.validTo ?? null,
    o.shape.type,
    json(o.fullShape),
    json(o.bandShapes[0]),
    json(o.bandShapes[1]),
    json(o.bandShapes[2]),
    json(o.bandShapes[3]),
    shapeVertexCount(o.fullShape),
    o.bbox.minLng,
    o.bbox.minLat,
    o.bbox.maxLng,
    o.bbox.maxLat,
    o.minZoom,
    o.lowerLimitM ?? null,
    o.upperLimitM ?? null,
    json(o.properties),
    o.dataset,
    o.source.ru,
    o.source.en,
    o.generated,
  ];
}
