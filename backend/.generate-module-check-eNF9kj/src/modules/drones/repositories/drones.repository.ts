import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { DroneCharacteristics, DroneType, Projection } from '../../drone-library/domain/drone-characteristics';
import { containsPattern } from '../../drone-library/domain/like-pattern';
import type { WeightClass } from '../../drone-library/domain/weight-class';
import { type DroneOwner, asDroneOwner } from '../domain/drone-owner';
import type { DroneFileKind, DroneFileRow, DroneListRow, DroneRow } from '../entities/drone.row';

export const DRONE_SORT_COLUMNS = {
  CREATE_DATE: 'd.created_at',
  NAME: 'lower(d.name)',
  REGISTRATION_NUMBER: 'd.registration_number',
  ISSUE_YEAR: 'd.issue_year',
  WEIGHT_CLASS: 'd.weight_class',
} as const;
export type DroneSortColumn = (typeof DRONE_SORT_COLUMNS)[keyof typeof DRONE_SORT_COLUMNS];

export interface DroneFilter {
  query?: string;
  modelId?: string;
  weightClass?: WeightClass;
  droneType?: DroneType;
  /** Exact manufacturer (any case): the company list's filter. */
  manufacturer?: string;
}

export interface DroneValues extends DroneCharacteristics {
  modelId: string | null;
  name: string;
  manufacturer: string | null;
  serialNumber: string | null;
  registrationNumber: string | null;
  issueYear: number | null;
  weightClass: WeightClass | null;
}

const VALUE_COLUMNS = [
  'model_id',
  'name',
  'manufacturer',
  'serial_number',
  'registration_number',
  'issue_year',
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

function valuesOf(v: DroneValues): unknown[] {
  return [
    v.modelId,
    v.name,
    v.manufacturer,
    v.serialNumber,
    v.registrationNumber,
    v.issueYear,
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

/** The page query of the pilot's list, exposed so the benchmark can time the very same SQL. */
export interface PageSql {
  sql: string;
  params: unknown[];
}

/**
 * Drones of their owners. Every read and write is scoped by the owner (`owner_kind`, `owner_id`): another user's
 * or company's drone simply is not found, which the service turns into a 404. Owners may still be given as a
 * bare user id (see asDroneOwner).
 */
@Injectable()
export class DronesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One round trip for the whole list: the page, the total (`count(*) OVER ()` rides on the page's rows) and
   * each row's FRONT photo with the file fields the answer shows. The owner conditions come first so the
   * (owner_id, owner_kind, created_at, id) index serves the default order.
   */
  pageSql(
    ownerOrUserId: DroneOwner | string,
    filter: DroneFilter,
    sort: Sort<DroneSortColumn>,
    window: { skip: number; take: number },
  ): PageSql {
    const owner = asDroneOwner(ownerOrUserId);
    const params: unknown[] = [owner.id, owner.kind];
    const conditions = ['d.owner_id = $1', 'd.owner_kind = $2'];
    const add = (condition: (p: () => string) => string) => conditions.push(condition(() => `$${params.length}`));
    if (filter.query) {
      params.push(containsPattern(filter.query));
      add(
        (p) => `(d.name ILIKE ${p()} OR d.manufacturer ILIKE ${p()} OR d.serial_number ILIKE ${p()} OR d.registration_number ILIKE ${p()})`,
      );
    }
    if (filter.modelId) {
      params.push(filter.modelId);
      add((p) => `d.model_id = ${p()}`);
    }
    if (filter.weightClass) {
      params.push(filter.weightClass);
      add((p) => `d.weight_class = ${p()}`);
    }
    if (filter.droneType) {
      params.push(filter.droneType);
      add((p) => `d.drone_type = ${p()}`);
    }
    if (filter.manufacturer) {
      params.push(filter.manufacturer);
      add((p) => `lower(d.manufacturer) = lower(${p()})`);
    }
    params.push(window.take, window.skip);
    const sql = `
      SELECT d.id, d.model_id, dm.name AS model_name, d.name, d.manufacturer, d.serial_number, d.registration_number,
             d.issue_year, d.drone_type, d.weight_class, d.max_takeoff_weight, d.created_at,
             fl.id AS main_image_id, fl.filename AS main_image_filename, fl.access_type AS main_image_access_type,
             count(*) OVER ()::int AS total
      FROM drones d
      LEFT JOIN drone_models dm ON dm.id = d.model_id
      LEFT JOIN drone_files f ON f.drone_id = d.id AND f.projection = 'FRONT'
      LEFT JOIN files fl ON fl.id = f.file_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${sort.column} ${sort.direction} NULLS LAST, d.id ${sort.direction}
      LIMIT $${params.length - 1} OFFSET $${params.length}`;
    return { sql, params };
  }

  async list(
    owner: DroneOwner | string,
    filter: DroneFilter,
    sort: Sort<DroneSortColumn>,
    window: { skip: number; take: number },
  ): Promise<{ rows: DroneListRow[]; total: number }> {
    const { sql, params } = this.pageSql(owner, filter, sort, window);
    const rows: Array<DroneListRow & { total: number }> = await this.dataSource.query(sql, params);
    // A page past the end has no row to carry the total: ask for the first row instead.
    const total = rows[0]?.total ?? (window.skip > 0 ? (await this.list(owner, filter, sort, { skip: 0, take: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  async findOwned(
    id: string,
    owner: DroneOwner | string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<DroneRow | null> {
    const { kind, id: ownerId } = asDroneOwner(owner);
    const rows: DroneRow[] = await manager.query(
      `SELECT d.*, dm.name AS model_name FROM drones d LEFT JOIN drone_models dm ON dm.id = d.model_id
       WHERE d.id = $1 AND d.owner_id = $2 AND d.owner_kind = $3${lock ? ' FOR UPDATE OF d' : ''}`,
      [id, ownerId, kind],
    );
    return rows[0] ?? null;
  }

  async insert(owner: DroneOwner | string, values: DroneValues, manager: EntityManager): Promise<string> {
    const { kind, id: ownerId } = asDroneOwner(owner);
    const placeholders = VALUE_COLUMNS.map((_, i) => `$${i + 3}`).join(', ');
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO drones (owner_id, owner_kind, ${VALUE_COLUMNS.join(', ')}) VALUES ($1, $2, ${placeholders}) RETURNING id`,
      [ownerId, kind, ...valuesOf(values)],
    );
    return id;
  }

  async update(id: string, owner: DroneOwner | string, values: DroneValues, manager: EntityManager): Promise<boolean> {
    const { kind, id: ownerId } = asDroneOwner(owner);
    const assignments = VALUE_COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ');
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE drones SET ${assignments}, updated_at = now() WHERE id = $1 AND owner_id = $2 AND owner_kind = $3`,
      [id, ownerId, kind, ...valuesOf(values)],
    );
    return affected > 0;
  }

  async delete(id: string, owner: DroneOwner | string, manager: EntityManager): Promise<boolean> {
    const { kind, id: ownerId } = asDroneOwner(owner);
    const [, affected]: [unknown, number] = await manager.query('DELETE FROM drones WHERE id = $1 AND owner_id = $2 AND owner_kind = $3', [
      id,
      ownerId,
      kind,
    ]);
    return affected > 0;
  }

  /** Whether a drone other than `exceptId` already carries this registration number (any owner, user or company). */
  async registrationNumberTaken(registrationNumber: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM drones WHERE upper(registration_number) = upper($1) AND id IS DISTINCT FROM $2 LIMIT 1',
      [registrationNumber, exceptId],
    );
    return rows.length > 0;
  }

  async countOwnedBy(owner: DroneOwner | string): Promise<number> {
    const { kind, id } = asDroneOwner(owner);
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM drones WHERE owner_id = $1 AND owner_kind = $2',
      [id, kind],
    );
    return count;
  }

  /** The owner of the drone that shows this file (photo or scan), or null when no drone does. */
  async ownerOfFile(fileId: string): Promise<DroneOwner | null> {
    const rows: Array<{ kind: DroneOwner['kind']; id: string }> = await this.dataSource.query(
      'SELECT d.owner_kind AS kind, d.owner_id AS id FROM drone_files f JOIN drones d ON d.id = f.drone_id WHERE f.file_id = $1 LIMIT 1',
      [fileId],
    );
    return rows[0] ?? null;
  }

  /** Drones of any owner built from these models, in the library's transaction (it holds the models locked). */
  async countUsingModels(modelIds: readonly string[], manager: EntityManager): Promise<number> {
    const [{ count }]: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM drones WHERE model_id = ANY($1::uuid[])',
      [[...modelIds]],
    );
    return count;
  }

  async filesOf(droneIds: string[], manager: EntityManager = this.dataSource.manager): Promise<DroneFileRow[]> {
    if (droneIds.length === 0) return [];
    return manager.query(
      'SELECT drone_id, file_id, kind, projection, position FROM drone_files WHERE drone_id = ANY($1::uuid[]) ORDER BY kind, position',
      [droneIds],
    );
  }

  /** Replaces the drone's files with `files` (kept and new), in the caller's transaction. */
  async replaceFiles(
    droneId: string,
    files: Array<{ fileId: string; kind: DroneFileKind; projection: Projection | null; position: number }>,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query('DELETE FROM drone_files WHERE drone_id = $1', [droneId]);
    for (const file of files) {
      await manager.query('INSERT INTO drone_files (drone_id, file_id, kind, projection, position) VALUES ($1, $2, $3, $4, $5)', [
        droneId,
        file.fileId,
        file.kind,
        file.projection,
        file.position,
      ]);
    }
  }
}
