import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { InvitationStatus, StoredInvitationStatus } from '../domain/invitation-status';
import type { CompanyInvitationRow } from '../entities/company-invitation.row';

const COLUMNS = `id, company_id AS "companyId", email, roles, position, status, expires_at AS "expiresAt", sent_at AS "sentAt",
  created_at AS "createdAt"`;

export interface InvitationListFilter {
  companyId: string;
  statuses?: readonly InvitationStatus[];
  oldestFirst?: boolean;
  email?: string;
  now: Date;
  page: number;
  size: number;
}

/** `company_invitations`; every read of one invitation is scoped to its company, except by the link's token. */
@Injectable()
export class CompanyInvitationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Newest first unless asked otherwise; the status filter understands the derived EXPIRED (SENT and run out at `now`). */
  async list(filter: InvitationListFilter): Promise<{ rows: CompanyInvitationRow[]; totalCount: number }> {
    const params: unknown[] = [filter.companyId];
    const where = ['company_id = $1'];
    if (filter.statuses?.length) {
      // `now` becomes a parameter only when a term uses it: PostgreSQL refuses a parameter it cannot type.
      let nowParam = '';
      const now = () => {
        if (!nowParam) nowParam = `$${params.push(filter.now)}::timestamptz`;
        return nowParam;
      };
      const terms = [...new Set(filter.statuses)].map((status) => {
        if (status === 'SENT') return `(status = 'SENT' AND expires_at > ${now()})`;
        if (status === 'EXPIRED') return `(status = 'SENT' AND expires_at <= ${now()})`;
        params.push(status);
        return `status = $${params.length}`;
      });
      where.push(`(${terms.join(' OR ')})`);
    }
    if (filter.email) {
      params.push(`%${escapeLike(filter.email.toLowerCase())}%`);
      where.push(`lower(email) LIKE $${params.length} ESCAPE '\\'`);
    }
    const condition = where.join(' AND ');
    const [{ count }]: Array<{ count: number }> = await this.db.query(
      `SELECT count(*)::int AS count FROM company_invitations WHERE ${condition}`,
      params,
    );
    const rows: CompanyInvitationRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM company_invitations WHERE ${condition}
        ORDER BY created_at ${filter.oldestFirst ? 'ASC' : 'DESC'}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.size, filter.page * filter.size],
    );
    return { rows, totalCount: count };
  }

  async find(companyId: string, id: string, manager: EntityManager = this.db.manager, lock = false): Promise<CompanyInvitationRow | null> {
    const rows: CompanyInvitationRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM company_invitations WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  /** The invitation of a link, any company's, locked when inside a transaction that will answer it. */
  async findByTokenHash(tokenHash: string, manager: EntityManager = this.db.manager, lock = false): Promise<CompanyInvitationRow | null> {
    const rows: CompanyInvitationRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM company_invitations WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /**
   * Serialises the invitations of one address to one company until the transaction ends: "an open invitation
   * exists" depends on the clock, so no unique index can say it.
   */
  async lockAddress(manager: EntityManager, companyId: string, email: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('company_invitations'), hashtext($1 || ':' || lower($2)))`, [
      companyId,
      email,
    ]);
  }

  async hasOpen(manager: EntityManager, companyId: string, email: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM company_invitations WHERE company_id = $1 AND lower(email) = lower($2) AND status = 'SENT' AND expires_at > $3 LIMIT 1`,
      [companyId, email, now],
    );
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    input: {
      companyId: string;
      email: string;
      roles: StaffRole[];
      position: string | null;
      tokenHash: string;
      expiresAt: Date;
      now: Date;
      invitedBy: string;
    },
  ): Promise<string> {
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO company_invitations (company_id, email, roles, position, token_hash, expires_at, sent_at, invited_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $7) RETURNING id`,
      [input.companyId, input.email, input.roles, input.position, input.tokenHash, input.expiresAt, input.now, input.invitedBy],
    );
    return id;
  }

  /** A new link (the old one stops working) and a new expiry; an expired invitation becomes open again. */
  async renew(manager: EntityManager, id: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await manager.query(`UPDATE company_invitations SET token_hash = $2, expires_at = $3, sent_at = $4, updated_at = $4 WHERE id = $1`, [
      id,
      tokenHash,
      expiresAt,
      now,
    ]);
  }

  async setStatus(
    manager: EntityManager,
    id: string,
    status: Exclude<StoredInvitationStatus, 'SENT'>,
    now: Date,
    answeredBy: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE company_invitations SET status = $2, answered_by = $3, answered_at = CASE WHEN $3::uuid IS NULL THEN NULL ELSE $4::timestamptz END,
              updated_at = $4 WHERE id = $1`,
      [id, status, answeredBy, now],
    );
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
