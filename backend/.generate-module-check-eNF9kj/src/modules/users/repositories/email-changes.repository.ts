import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export type EmailChangeStatus = 'PENDING' | 'CONFIRMED' | 'SUPERSEDED' | 'CANCELLED' | 'UNDONE';
export type EmailChangeLinkPurpose = 'CONFIRM' | 'UNDO';

export interface EmailChange {
  id: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  locale: 'ru' | 'en';
  status: EmailChangeStatus;
  requestedAt: Date;
  confirmationSentAt: Date;
}

export interface EmailChangeLink {
  purpose: EmailChangeLinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  change: EmailChange;
}

interface ChangeRow {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  locale: 'ru' | 'en';
  status: EmailChangeStatus;
  requested_at: Date;
  confirmation_sent_at: Date;
}

const CHANGE_COLUMNS = 'c.id, c.user_id, c.old_email, c.new_email, c.locale, c.status, c.requested_at, c.confirmation_sent_at';

function toChange(row: ChangeRow): EmailChange {
  return {
    id: row.id,
    userId: row.user_id,
    oldEmail: row.old_email,
    newEmail: row.new_email,
    locale: row.locale,
    status: row.status,
    requestedAt: row.requested_at,
    confirmationSentAt: row.confirmation_sent_at,
  };
}

/**
 * Tables user_email_changes and user_email_change_links. Writes take the caller's EntityManager: each step
 * of a change commits together with the e-mails it sends and the account it changes. Callers lock the
 * user's row first (lockUser), which serialises everything that happens to one user's address.
 */
@Injectable()
export class EmailChangesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async lockUser(manager: EntityManager, userId: string): Promise<{ email: string | null }> {
    const rows: Array<{ email: string | null }> = await manager.query('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return rows[0];
  }

  /** Whether a user other than `userId` has this e-mail, compared without case (inside the caller's transaction). */
  async emailUsedByAnother(manager: EntityManager, email: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [email, userId]);
    return rows.length > 0;
  }

  /** The address the user asked for and has not confirmed yet, while its link still works; else null. */
  async pendingEmailOf(userId: string, now: Date): Promise<string | null> {
    const rows: Array<{ new_email: string }> = await this.dataSource.query(
      `SELECT c.new_email FROM user_email_changes c
         JOIN user_email_change_links l ON l.change_id = c.id AND l.purpose = 'CONFIRM' AND l.used_at IS NULL AND l.expires_at > $2
        WHERE c.user_id = $1 AND c.status = 'PENDING'
        LIMIT 1`,
      [userId, now],
    );
    return rows[0]?.new_email ?? null;
  }

  async findPending(manager: EntityManager, userId: string): Promise<EmailChange | undefined> {
    const rows: ChangeRow[] = await manager.query(
      `SELECT ${CHANGE_COLUMNS} FROM user_email_changes c WHERE c.user_id = $1 AND c.status = 'PENDING'`,
      [userId],
    );
    return rows[0] && toChange(rows[0]);
  }

  /** A link by the hash of its secret, with its change; `lock` holds the link's row until the transaction ends. */
  async findLink(manager: EntityManager, tokenHash: string, lock = false): Promise<EmailChangeLink | undefined> {
    const rows: Array<ChangeRow & { purpose: EmailChangeLinkPurpose; expires_at: Date; used_at: Date | null }> = await manager.query(
      `SELECT l.purpose, l.expires_at, l.used_at, ${CHANGE_COLUMNS}
         FROM user_email_change_links l JOIN user_email_changes c ON c.id = l.change_id
        WHERE l.token_hash = $1
        ${lock ? 'FOR UPDATE OF l' : ''}`,
      [tokenHash],
    );
    const row = rows[0];
    return row && { purpose: row.purpose, expiresAt: row.expires_at, usedAt: row.used_at, change: toChange(row) };
  }

  async insertChange(
    manager: EntityManager,
    change: Pick<EmailChange, 'userId' | 'oldEmail' | 'newEmail' | 'locale' | 'requestedAt'>,
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO user_email_changes (user_id, old_email, new_email, locale, status, requested_at, confirmation_sent_at)
       VALUES ($1, $2, $3, $4, 'PENDING', $5, $5)
       RETURNING id`,
      [change.userId, change.oldEmail, change.newEmail, change.locale, change.requestedAt],
    );
    return rows[0].id;
  }

  async insertLink(
    manager: EntityManager,
    changeId: string,
    purpose: EmailChangeLinkPurpose,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void> {
    await manager.query('INSERT INTO user_email_change_links (token_hash, change_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash,
      changeId,
      purpose,
      expiresAt,
    ]);
  }

  /** Spends every unused link of the changes (of one purpose, or all), so none of them works any more. */
  async useLinks(manager: EntityManager, changeIds: readonly string[], now: Date, purpose?: EmailChangeLinkPurpose): Promise<void> {
    if (changeIds.length === 0) return;
    await manager.query(
      `UPDATE user_email_change_links SET used_at = $2
        WHERE change_id = ANY($1::uuid[]) AND used_at IS NULL AND ($3::text IS NULL OR purpose = $3)`,
      [changeIds, now, purpose ?? null],
    );
  }

  /** Closes the user's pending change (if any) as `status`; its confirmation links stop working. */
  async closePending(
    manager: EntityManager,
    userId: string,
    status: 'SUPERSEDED' | 'CANCELLED',
    now: Date,
  ): Promise<EmailChange | undefined> {
    const rows: ChangeRow[] = await manager.query(
      `WITH closed AS (
         UPDATE user_email_changes c SET status = $2, closed_at = $3
          WHERE c.user_id = $1 AND c.status = 'PENDING'
          RETURNING ${CHANGE_COLUMNS}
       )
       SELECT * FROM closed`,
      [userId, status, now],
    );
    const closed = rows[0] && toChange(rows[0]);
    if (closed) await this.useLinks(manager, [closed.id], now, status === 'SUPERSEDED' ? 'CONFIRM' : undefined);
    return closed;
  }

  async markConfirmed(manager: EntityManager, changeId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE user_email_changes SET status = 'CONFIRMED', confirmed_at = $2 WHERE id = $1`, [changeId, now]);
  }

  async markConfirmationSent(manager: EntityManager, changeId: string, now: Date): Promise<void> {
    await manager.query('UPDATE user_email_changes SET confirmation_sent_at = $2 WHERE id = $1', [changeId, now]);
  }

  /**
   * Undoing a change also closes every change the user asked for after it (a confirmed one is UNDONE, a
   * waiting one CANCELLED) and spends all their links: whoever made them cannot undo the undo with a link
   * of their own. Earlier changes keep their links.
   */
  async closeFrom(manager: EntityManager, userId: string, requestedAt: Date, now: Date): Promise<void> {
    const rows: Array<{ id: string }> = await manager.query(
      `WITH closed AS (
         UPDATE user_email_changes
            SET status = CASE WHEN status = 'CONFIRMED' THEN 'UNDONE' WHEN status = 'PENDING' THEN 'CANCELLED' ELSE status END,
                closed_at = coalesce(closed_at, $3)
          WHERE user_id = $1 AND (requested_at >= $2 OR status = 'PENDING')
          RETURNING id
       )
       SELECT id FROM closed`,
      [userId, requestedAt, now],
    );
    await this.useLinks(
      manager,
      rows.map((row) => row.id),
      now,
    );
  }
}
