import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountClaims, AccountRow } from '../entities/account.row';

const ACCOUNT_COLUMNS = `id, subject, login, email, email_changed_at AS "emailChangedAt"`;

/** The account part of the `users` table; the profile columns belong to the users module's repository. */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findBySubject(subject: string): Promise<AccountRow | null> {
    const rows: AccountRow[] = await this.db.query(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE subject = $1`, [subject]);
    return rows[0] ?? null;
  }

  /**
   * Creates the user unless it exists. ON CONFLICT makes two first requests racing (two browser tabs, two
   * instances) harmless: one inserts, the other finds the row.
   */
  async insertIfAbsent(claims: AccountClaims): Promise<void> {
    await this.db.query(
      `INSERT INTO users (subject, login, email, locale, first_name, last_name) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [claims.subject, claims.login, claims.email, claims.locale, claims.firstName, claims.lastName],
    );
  }

  async updateAccount(id: string, account: Pick<AccountClaims, 'login' | 'email'>): Promise<void> {
    await this.db.query(`UPDATE users SET login = $2, email = $3, updated_at = now() WHERE id = $1`, [id, account.login, account.email]);
  }
}
