import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FileRow } from '../entities/file.row';

const SELECT = `
  SELECT id, filename, content_type AS "contentType", size::float8 AS size, sha256, access_type AS "accessType",
         owner_user_id AS "ownerUserId", storage_key AS "storageKey", created_at AS "createdAt"
  FROM files`;

/** The `files` table. Only this module reads or writes it; other modules go through FilesService. */
@Injectable()
export class FilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<FileRow | null> {
    const rows: FileRow[] = await this.dataSource.query(`${SELECT} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findOwned(ids: readonly string[], ownerUserId: string, manager: EntityManager = this.dataSource.manager): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return manager.query(`${SELECT} WHERE id = ANY($1::uuid[]) AND owner_user_id = $2`, [[...ids], ownerUserId]);
  }

  async findByIds(ids: readonly string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.dataSource.query(`${SELECT} WHERE id = ANY($1::uuid[])`, [[...ids]]);
  }

  /** The ids among `ids` that have a row (the primary key's index answers this for a whole batch at once). */
  async recordedIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM files WHERE id = ANY($1::uuid[])', [[...ids]]);
    return new Set(rows.map((row) => row.id));
  }

  /** Inserts the rows (created now, by the database's clock) and returns them as read back. */
  async insert(manager: EntityManager, rows: ReadonlyArray<Omit<FileRow, 'createdAt'>>): Promise<FileRow[]> {
    if (rows.length === 0) return [];
    const inserted: FileRow[] = await manager.query(
      `INSERT INTO files (id, filename, content_type, size, sha256, access_type, owner_user_id, storage_key)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::bigint[], $5::text[], $6::varchar[], $7::uuid[], $8::text[])
       RETURNING id, filename, content_type AS "contentType", size::float8 AS size, sha256, access_type AS "accessType",
                 owner_user_id AS "ownerUserId", storage_key AS "storageKey", created_at AS "createdAt"`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.filename),
        rows.map((r) => r.contentType),
        rows.map((r) => r.size),
        rows.map((r) => r.sha256),
        rows.map((r) => r.accessType),
        rows.map((r) => r.ownerUserId),
        rows.map((r) => r.storageKey),
      ],
    );
    // RETURNING follows the unnest order, but the callers' order is the one they rely on.
    const byId = new Map(inserted.map((row) => [row.id, row]));
    return rows.map((row) => byId.get(row.id)!);
  }

  /** Deletes rows and returns the storage keys of those that existed. */
  async delete(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    // TypeORM answers DELETE … RETURNING as [rows, affectedCount].
    const [rows]: [Array<{ storage_key: string }>, number] = await manager.query(
      'DELETE FROM files WHERE id = ANY($1::uuid[]) RETURNING storage_key',
      [[...ids]],
    );
    return rows.map((row) => row.storage_key);
  }
}
