import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { DroneCharacteristics, DroneType, EngineType, Projection } from '../domain/drone-characteristics';
import type { LibraryStatus } from '../domain/library-status';
import { containsPattern } from '../domain/like-pattern';
import type { WeightClass } from '../domain/weight-class';
import type { ModelImageRow, ModelRow } from '../entities/model.row';
import { SqlFilter } from './sql-filter';

export const MODEL_SORT_COLUMNS = {
  CREATE_DATE: 'dm.created_at',
  NAME: 'lower(dm.name)',
  MANUFACTURER: 'lower(m.name)',
  WEIGHT_CLASS: 'dm.weight_class',
  MAX_TAKEOFF_WEIGHT: 'dm.max_takeoff_weight',
  STATUS: 'dm.status',
} as const;
export type ModelSortColumn = (typeof MODEL_SORT_COLUMNS)[keyof typeof MODEL_SORT_COLUMNS];

export interface ModelFilter {
  query?: string;
  status?: LibraryStatus;
  manufacturerId?: string;
  droneType?: DroneType;
  engineType?: EngineType;
  weightClass?: WeightClass;
}

export interface ModelValues extends DroneCharacteristics {
  manufacturerId: string;
  name: string;
  weightClass: WeightClass | null;
}

const SELECT = `
  SELECT dm.id, dm.manufacturer_id, m.name AS manufacturer_name, m.name_en AS manufacturer_name_en,
         m.country AS manufacturer_country, m.status AS manufacturer_status, dm.name, dm.drone_type, dm.engine_type,
         dm.engine_count, dm.weight_class, dm.max_takeoff_weight, dm.max_lifting_capacity, dm.max_distance,
         dm.max_duration, dm.max_height, dm.max_horizontal_speed, dm.max_vertical_speed, dm.temperature_from,
         dm.temperature_to, dm.wind_speed_from, dm.wind_speed_to, dm.status, dm.source, dm.created_at, dm.updated_at
  FROM drone_models dm JOIN drone_manufacturers m ON m.id = dm.manufacturer_id`;

/** Column order of INSERT and UPDATE, matched by valuesOf(). */
const VALUE_COLUMNS = [
  'manufacturer_id',
  'name',
  'drone_type',
  'engine_type',
  'engine_count',
  'weight_class',
  'max_takeoff_weight',
  'max_lifting_capacity',
  'max_distance',
  'max_duration',
  'max_height',
  'max_horizontal_speed',
  'max_vertical_speed',
  'temperature_from',
  'temperature_to',
  'wind_speed_from',
  'wind_speed_to',
] as const;

function valuesOf(v: ModelValues): unknown[] {
  return [
    v.manufacturerId,
    v.name,
    v.droneType,
    v.engineType,
    v.engineCount,
    v.weightClass,
    v.maxTakeoffWeight,
    v.maxLiftingCapacity,
    v.maxDistance,
    v.maxDuration,
    v.maxHeight,
    v.maxHorizontalSpeed,
    v.maxVerticalSpeed,
    v.temperature.from,
    v.temperature.to,
    v.windSpeed.from,
    v.windSpeed.to,
  ];
}

/** Models of the library with their projection images; deleted ones are invisible to every read. */
@Injectable()
export class ModelsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(
    filter: ModelFilter,
    sort: Sort<ModelSortColumn>,
    window: { skip: number; take: number },
  ): Promise<{ rows: ModelRow[]; total: number }> {
    const where = new SqlFilter().where('dm.deleted_at IS NULL').where('m.deleted_at IS NULL');
    if (filter.query) {
      const pattern = containsPattern(filter.query);
      where.where('(dm.name ILIKE $? OR m.name ILIKE $? OR m.name_en ILIKE $?)', pattern, pattern, pattern);
    }
    // An active model is one that can be picked for a new drone: its manufacturer must be active too.
    if (filter.status === 'ACTIVE') where.where(`dm.status = 'ACTIVE' AND m.status = 'ACTIVE'`);
    if (filter.status === 'ARCHIVED') where.where(`(dm.status = 'ARCHIVED' OR m.status = 'ARCHIVED')`);
    if (filter.manufacturerId) where.where('dm.manufacturer_id = $?', filter.manufacturerId);
    if (filter.droneType) where.where('dm.drone_type = $?', filter.droneType);
    if (filter.engineType) where.where('dm.engine_type = $?', filter.engineType);
    if (filter.weightClass) where.where('dm.weight_class = $?', filter.weightClass);
    const rows: Array<ModelRow & { total: number }> = await this.dataSource.query(
      `${SELECT.replace('SELECT', 'SELECT count(*) OVER ()::int AS total,')} ${where.sql()}
       ORDER BY ${sort.column} ${sort.direction} NULLS LAST, dm.id ${sort.direction}
       LIMIT ${where.param(window.take)} OFFSET ${where.param(window.skip)}`,
      where.params,
    );
    const total = rows[0]?.total ?? (window.skip > 0 ? (await this.list(filter, sort, { skip: 0, take: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock?: 'FOR UPDATE' | 'FOR SHARE',
  ): Promise<ModelRow | null> {
    const rows: ModelRow[] = await manager.query(
      `${SELECT} WHERE dm.id = $1 AND dm.deleted_at IS NULL AND m.deleted_at IS NULL${lock ? ` ${lock} OF dm` : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async nameTaken(manufacturerId: string, name: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM drone_models WHERE manufacturer_id = $1 AND lower(name) = lower($2) AND deleted_at IS NULL
         AND id IS DISTINCT FROM $3`,
      [manufacturerId, name, exceptId],
    );
    return rows.length > 0;
  }

  async insert(values: ModelValues, manager: EntityManager): Promise<string> {
    const placeholders = VALUE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO drone_models (${VALUE_COLUMNS.join(', ')}) VALUES (${placeholders}) RETURNING id`,
      valuesOf(values),
    );
    return id;
  }

  async update(id: string, values: ModelValues, manager: EntityManager): Promise<boolean> {
    const assignments = VALUE_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ');
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE drone_models SET ${assignments}, updated_at = now() WHERE id = $1 AND deleted_at IS NULL`,
      [id, ...valuesOf(values)],
    );
    return affected > 0;
  }

  async setStatus(id: string, status: LibraryStatus): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      'UPDATE drone_models SET status = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL',
      [id, status],
    );
    return affected > 0;
  }

  async softDelete(id: string, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE drone_models SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
  }

  async imagesOf(modelIds: string[], manager: EntityManager = this.dataSource.manager): Promise<ModelImageRow[]> {
    if (modelIds.length === 0) return [];
    return manager.query('SELECT model_id, projection, file_id FROM drone_model_images WHERE model_id = ANY($1::uuid[])', [modelIds]);
  }

  async setImage(modelId: string, projection: Projection, fileId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO drone_model_images (model_id, projection, file_id) VALUES ($1, $2, $3)
       ON CONFLICT (model_id, projection) DO UPDATE SET file_id = EXCLUDED.file_id`,
      [modelId, projection, fileId],
    );
  }

  async removeImage(modelId: string, projection: Projection, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM drone_model_images WHERE model_id = $1 AND projection = $2', [modelId, projection]);
  }

  /** Whether any model still shows this file (copies share their original's images). */
  /** Which of these files a model other than `modelId` shows (deleted models included: their rows stay). */
  async filesShownByOtherModels(fileIds: readonly string[], modelId: string, manager: EntityManager): Promise<Set<string>> {
    if (fileIds.length === 0) return new Set();
    const rows: Array<{ file_id: string }> = await manager.query(
      'SELECT DISTINCT file_id FROM drone_model_images WHERE file_id = ANY($1::uuid[]) AND model_id <> $2',
      [[...fileIds], modelId],
    );
    return new Set(rows.map((row) => row.file_id));
  }

  /** Which of these files are pictures of some live model (the only pictures a save may keep by id). */
  async imageFilesAmong(fileIds: string[]): Promise<Array<{ file_id: string }>> {
    if (fileIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT DISTINCT i.file_id FROM drone_model_images i JOIN drone_models dm ON dm.id = i.model_id
       WHERE i.file_id = ANY($1::uuid[]) AND dm.deleted_at IS NULL`,
      [fileIds],
    );
  }
}
