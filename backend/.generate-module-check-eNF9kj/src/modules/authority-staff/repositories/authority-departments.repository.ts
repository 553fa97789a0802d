import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthorityDepartmentRow } from '../entities/authority-department.row';

const COLUMNS = `d.id, d.authority_id AS "authorityId", d.name, d.created_at AS "createdAt",
  (SELECT count(*)::int FROM authority_employees e WHERE e.department_id = d.id) AS "employeeCount"`;

/** `authority_departments`: every statement names the authority, so another authority's row is never touched. */
@Injectable()
export class AuthorityDepartmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(authorityId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<AuthorityDepartmentRow | null> {
    const rows: AuthorityDepartmentRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM authority_departments d WHERE d.authority_id = $1 AND d.id = $2`,
      [authorityId, id],
    );
    return rows[0] ?? null;
  }

  async list(authorityId: string, page: number, size: number): Promise<{ rows: AuthorityDepartmentRow[]; totalCount: number }> {
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM authority_departments WHERE authority_id = $1',
      [authorityId],
    );
    const rows: AuthorityDepartmentRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM authority_departments d WHERE d.authority_id = $1 ORDER BY lower(d.name), d.id LIMIT $2 OFFSET $3`,
      [authorityId, size, page * size],
    );
    return { rows, totalCount: count };
  }

  /** The new department's id; null when the authority already has one of this name (any letter case). */
  async insert(authorityId: string, name: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO authority_departments (authority_id, name) VALUES ($1, $2)
       ON CONFLICT (authority_id, lower(name)) DO NOTHING RETURNING id`,
      [authorityId, name],
    );
    return rows[0]?.id ?? null;
  }

  /** false when another department of the authority already has this name; the row must exist. */
  async rename(authorityId: string, id: string, name: string): Promise<boolean> {
    const taken: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM authority_departments WHERE authority_id = $1 AND lower(name) = lower($2) AND id <> $3',
      [authorityId, name, id],
    );
    if (taken.length > 0) return false;
    try {
      await this.dataSource.query('UPDATE authority_departments SET name = $3 WHERE authority_id = $1 AND id = $2', [
        authorityId,
        id,
        name,
      ]);
      return true;
    } catch (error) {
      // A concurrent rename to the same name meets the unique index.
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  }

  async delete(authorityId: string, id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM authority_departments WHERE authority_id = $1 AND id = $2', [authorityId, id]);
  }
}
