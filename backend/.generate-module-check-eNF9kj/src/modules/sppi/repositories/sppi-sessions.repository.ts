import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SppiSessionRow } from '../entities/sppi-session.row';

const COLUMNS =
  'user_id AS "userId", access_token AS "accessToken", refresh_token AS "refreshToken", expires_at AS "expiresAt", ' +
  'sppi_login AS "sppiLogin", created_at AS "createdAt"';

/** All of the module's SQL; every statement is keyed by the user, so one user's tokens never reach another. */
@Injectable()
export class SppiSessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: string): Promise<SppiSessionRow | null> {
    const rows: SppiSessionRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM sppi_sessions WHERE user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  /** A new sign-in replaces the previous one of the same user. */
  async save(row: SppiSessionRow): Promise<SppiSessionRow> {
    const rows: SppiSessionRow[] = await this.dataSource.query(
      `INSERT INTO sppi_sessions (user_id, access_token, refresh_token, expires_at, sppi_login, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET access_token = EXCLUDED.access_token, refresh_token = EXCLUDED.refresh_token,
         expires_at = EXCLUDED.expires_at, sppi_login = EXCLUDED.sppi_login, created_at = EXCLUDED.created_at
       RETURNING ${COLUMNS}`,
      [row.userId, row.accessToken, row.refreshToken, row.expiresAt, row.sppiLogin, row.createdAt],
    );
    return rows[0];
  }

  /**
   * Stores refreshed tokens only while the session is still the one that was refreshed (same refresh
   * token): a sign-out or a new sign-in meanwhile wins. Returns the row when it was updated.
   */
  async replaceTokens(
    userId: string,
    previousRefreshToken: string,
    values: Pick<SppiSessionRow, 'accessToken' | 'refreshToken' | 'expiresAt'>,
  ): Promise<SppiSessionRow | null> {
    const rows: SppiSessionRow[] = await this.dataSource.query(
      // In a CTE so the driver answers rows, as for a SELECT (a bare UPDATE … RETURNING answers [rows, count]).
      `WITH updated AS (
         UPDATE sppi_sessions SET access_token = $3, refresh_token = $4, expires_at = $5
         WHERE user_id = $1 AND refresh_token = $2 RETURNING *)
       SELECT ${COLUMNS} FROM updated`,
      [userId, previousRefreshToken, values.accessToken, values.refreshToken, values.expiresAt],
    );
    return rows[0] ?? null;
  }

  async delete(userId: string): Promise<SppiSessionRow | null> {
    const rows: SppiSessionRow[] = await this.dataSource.query(
      `WITH deleted AS (DELETE FROM sppi_sessions WHERE user_id = $1 RETURNING *) SELECT ${COLUMNS} FROM deleted`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
