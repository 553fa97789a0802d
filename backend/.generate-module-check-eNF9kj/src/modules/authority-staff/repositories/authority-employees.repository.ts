import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthorityEmployeeRow } from '../entities/authority-employee.row';

const COLUMNS = `e.id, e.authority_id AS "authorityId", e.department_id AS "departmentId", d.name AS "departmentName", e.position,
  e.email, e.user_id AS "userId", e.is_admin AS "isAdmin", e.status, e.invitation_expires_at AS "invitationExpiresAt",
  e.invited_at AS "invitedAt", e.joined_at AS "joinedAt", e.created_at AS "createdAt"`;

const FROM = 'authority_employees e LEFT JOIN authority_departments d ON d.id = e.department_id';

export interface EmployeeListQuery {
  authorityId: string;
  departmentId?: string;
  /** Matched against the e-mail and the position; the names live in the users module (the service adds them). */
  text?: string;
  /** users.id of people whose names match the text (the users module's answer). */
  userIdsMatchingText?: readonly string[];
  page: number;
  size: number;
}

export interface NewEmployee {
  authorityId: string;
  departmentId: string | null;
  position: string;
  email: string;
  isAdmin: boolean;
  invitationTokenHash: string;
  invitationExpiresAt: Date;
  invitedAt: Date;
}

/** `authority_employees`: every statement names the authority, so another authority's row is never touched. */
@Injectable()
export class AuthorityEmployeesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByUser(userId: string, manager: EntityManager = this.dataSource.manager): Promise<AuthorityEmployeeRow | null> {
    const rows: AuthorityEmployeeRow[] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE e.user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  async find(authorityId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<AuthorityEmployeeRow | null> {
    const rows: AuthorityEmployeeRow[] = await manager.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE e.authority_id = $1 AND e.id = $2`, [
      authorityId,
      id,
    ]);
    return rows[0] ?? null;
  }

  /** The employee an invitation token belongs to, locked for the acceptance; expired ones included (the service decides). */
  async findByTokenHash(tokenHash: string, manager: EntityManager = this.dataSource.manager): Promise<AuthorityEmployeeRow | null> {
    const rows: AuthorityEmployeeRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE e.invitation_token_hash = $1 AND e.status = 'INVITED' FOR UPDATE OF e`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  async list(query: EmployeeListQuery): Promise<{ rows: AuthorityEmployeeRow[]; totalCount: number }> {
    const params: unknown[] = [query.authorityId];
    const where = ['e.authority_id = $1'];
    if (query.departmentId) {
      params.push(query.departmentId);
      where.push(`e.department_id = $${params.length}`);
    }
    const text = query.text?.trim();
    if (text) {
      params.push(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const like = `$${params.length}`;
      params.push(query.userIdsMatchingText ?? []);
      where.push(`(e.email ILIKE ${like} OR e.position ILIKE ${like} OR e.user_id = ANY($${params.length}::uuid[]))`);
    }
    const condition = where.join(' AND ');
    const [{ count }]: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM ${FROM} WHERE ${condition}`,
      params,
    );
    const rows: AuthorityEmployeeRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${condition} ORDER BY e.is_admin DESC, lower(e.email), e.id
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.size, query.page * query.size],
    );
    return { rows, totalCount: count };
  }

  /** users.id of the authority's joined employees (the text search asks the users module for their names). */
  async userIdsOf(authorityId: string): Promise<string[]> {
    const rows: Array<{ userId: string }> = await this.dataSource.query(
      'SELECT user_id AS "userId" FROM authority_employees WHERE authority_id = $1 AND user_id IS NOT NULL',
      [authorityId],
    );
    return rows.map((row) => row.userId);
  }

  /** The new employee's id; null when the authority already has an employee with this e-mail. */
  async insert(employee: NewEmployee, manager: EntityManager): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO authority_employees (authority_id, department_id, position, email, is_admin, status, invitation_token_hash,
         invitation_expires_at, invited_at)
       VALUES ($1, $2, $3, $4, $5, 'INVITED', $6, $7, $8)
       ON CONFLICT (authority_id, lower(email)) DO NOTHING
       RETURNING id`,
      [
        employee.authorityId,
        employee.departmentId,
        employee.position,
        employee.email,
        employee.isAdmin,
        employee.invitationTokenHash,
        employee.invitationExpiresAt,
        employee.invitedAt,
      ],
    );
    return rows[0]?.id ?? null;
  }

  async update(
    authorityId: string,
    id: string,
    values: { position: string; departmentId: string | null; isAdmin: boolean },
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      'UPDATE authority_employees SET position = $3, department_id = $4, is_admin = $5 WHERE authority_id = $1 AND id = $2',
      [authorityId, id, values.position, values.departmentId, values.isAdmin],
    );
  }

  async renewInvitation(
    authorityId: string,
    id: string,
    tokenHash: string,
    expiresAt: Date,
    invitedAt: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `UPDATE authority_employees SET invitation_token_hash = $3, invitation_expires_at = $4, invited_at = $5
        WHERE authority_id = $1 AND id = $2 AND status = 'INVITED'`,
      [authorityId, id, tokenHash, expiresAt, invitedAt],
    );
  }

  async join(id: string, userId: string, joinedAt: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE authority_employees SET user_id = $2, joined_at = $3, status = 'ACTIVE', invitation_token_hash = NULL,
         invitation_expires_at = NULL
        WHERE id = $1`,
      [id, userId, joinedAt],
    );
  }

  async delete(authorityId: string, id: string, manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM authority_employees WHERE authority_id = $1 AND id = $2', [authorityId, id]);
  }

  /**
   * Locks the authority's joined admins and answers their ids: two admins demoting each other at once must not leave the
   * authority without one.
   */
  async lockAdmins(authorityId: string, manager: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      "SELECT id FROM authority_employees WHERE authority_id = $1 AND is_admin AND status = 'ACTIVE' ORDER BY id FOR UPDATE",
      [authorityId],
    );
    return rows.map((row) => row.id);
  }
}
