import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { LibraryStatus } from '../domain/library-status';
import { containsPattern } from '../domain/like-pattern';
import type { ManufacturerRow } from '../entities/manufacturer.row';
import { SqlFilter } from './sql-filter';

export const MANUFACTURER_SORT_COLUMNS = {
  CREATE_DATE: 'm.created_at',
  NAME: 'lower(m.name)',
  NAME_EN: 'lower(m.name_en)',
  COUNTRY: 'm.country',
  STATUS: 'm.status',
} as const;
export type ManufacturerSortColumn = (typeof MANUFACTURER_SORT_COLUMNS)[keyof typeof MANUFACTURER_SORT_COLUMNS];

export interface ManufacturerFilter {
  query?: string;
  status?: LibraryStatus;
  country?: string;
}

export interface ManufacturerValues {
  name: string;
  nameEn: string | null;
  country: string | null;
  website: string | null;
}

const SELECT = `
  SELECT m.id, m.name, m.name_en, m.country, m.website, m.status, m.source, m.created_at, m.updated_at,
         (SELECT count(*)::int FROM drone_models dm WHERE dm.manufacturer_id = m.id AND dm.deleted_at IS NULL) AS models_count
  FROM drone_manufacturers m`;

/** Manufacturers of the library; deleted ones are invisible to every read. */
@Injectable()
export class ManufacturersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(
    filter: ManufacturerFilter,
    sort: Sort<ManufacturerSortColumn>,
    window: { skip: number; take: number },
  ): Promise<{ rows: ManufacturerRow[]; total: number }> {
    const where = new SqlFilter().where('m.deleted_at IS NULL');
    if (filter.query) where.where(`(m.name ILIKE $? OR m.name_en ILIKE $?)`, containsPattern(filter.query), containsPattern(filter.query));
    if (filter.status) where.where('m.status = $?', filter.status);
    if (filter.country) where.where('m.country = $?', filter.country);
    const order = `${sort.column} ${sort.direction} NULLS LAST, m.id ${sort.direction}`;
    const rows: Array<ManufacturerRow & { total: number }> = await this.dataSource.query(
      `SELECT *, count(*) OVER ()::int AS total FROM (${SELECT} ${where.sql()}) m ORDER BY ${order}
       LIMIT ${where.param(window.take)} OFFSET ${where.param(window.skip)}`,
      where.params,
    );
    const total = rows[0]?.total ?? (window.skip > 0 ? await this.count(filter) : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** The total when the requested page lies beyond the last row (the window count then has no row to ride on). */
  private async count(filter: ManufacturerFilter): Promise<number> {
    const { total } = await this.list(filter, { column: 'm.created_at', direction: 'ASC' }, { skip: 0, take: 1 });
    return total;
  }

  async findById(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<ManufacturerRow | null> {
    const rows: ManufacturerRow[] = await manager.query(
      `${SELECT} WHERE m.id = $1 AND m.deleted_at IS NULL${lock ? ' FOR UPDATE OF m' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Whether another live manufacturer already has this name (names are unique ignoring case). */
  async nameTaken(name: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM drone_manufacturers WHERE lower(name) = lower($1) AND deleted_at IS NULL AND id IS DISTINCT FROM $2',
      [name, exceptId],
    );
    return rows.length > 0;
  }

  async insert(values: ManufacturerValues): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await this.dataSource.query(
      'INSERT INTO drone_manufacturers (name, name_en, country, website) VALUES ($1, $2, $3, $4) RETURNING id',
      [values.name, values.nameEn, values.country, values.website],
    );
    return id;
  }

  /** Updates a live manufacturer; false when it does not exist (or was deleted meanwhile). */
  async update(id: string, values: ManufacturerValues): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE drone_manufacturers SET name = $2, name_en = $3, country = $4, website = $5, updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL`,
      [id, values.name, values.nameEn, values.country, values.website],
    );
    return affected > 0;
  }

  async setStatus(id: string, status: LibraryStatus): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      'UPDATE drone_manufacturers SET status = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL',
      [id, status],
    );
    return affected > 0;
  }

  /** Marks the manufacturer and all its models deleted (in the caller's transaction). */
  async softDelete(id: string, manager: EntityManager): Promise<void> {
    await manager.query(
      'UPDATE drone_models SET deleted_at = now(), updated_at = now() WHERE manufacturer_id = $1 AND deleted_at IS NULL',
      [id],
    );
    await manager.query('UPDATE drone_manufacturers SET deleted_at = now(), updated_at = now() WHERE id = $1', [id]);
  }

  /** Ids of the manufacturer's live models (locked, so no drone can take one while the manufacturer is deleted). */
  async lockLiveModelIds(id: string, manager: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      'SELECT id FROM drone_models WHERE manufacturer_id = $1 AND deleted_at IS NULL FOR UPDATE',
      [id],
    );
    return rows.map((row) => row.id);
  }
}
