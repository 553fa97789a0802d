import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { REALM_ROLES, type RealmRole } from '../auth-server.constants';
import type { Account, NewAccount, StoredAccount } from './account';
import { hashPassword } from './password-hasher';

interface AccountRow {
  id: string;
  login: string;
  email: string;
  email_verified: boolean;
  password_hash: string;
  given_name: string;
  family_name: string;
  locale: string;
  realm_roles: string[];
  enabled: boolean;
  created_at: Date;
}

/** Thrown by `create` when the login or e-mail already belongs to another account. */
export class AccountConflictError extends Error {
  constructor(readonly field: 'login' | 'email') {
    super(`An account with this ${field} already exists`);
  }
}

const UNIQUE_VIOLATION = '23505';
const KNOWN_ROLES = new Set<string>(REALM_ROLES);

function toAccount(row: AccountRow): StoredAccount {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    emailVerified: row.email_verified,
    passwordHash: row.password_hash,
    givenName: row.given_name,
    familyName: row.family_name,
    locale: row.locale,
    // A role removed from the realm stays in old rows until cleaned up; never hand it to a token.
    realmRoles: row.realm_roles.filter((role): role is RealmRole => KNOWN_ROLES.has(role)),
    enabled: row.enabled,
    createdAt: row.created_at,
  };
}

/** Strips the hash so that an account can travel outside this folder. */
export function withoutSecret({ passwordHash: _hash, ...account }: StoredAccount): Account {
  return account;
}

const COLUMNS = `id, login, email, email_verified, password_hash, given_name, family_name, locale,
  realm_roles, enabled, created_at`;

/**
 * What the repository runs its SQL on: a DataSource, or a transaction's EntityManager when a change must
 * commit together with the caller's own writes.
 */
export type SqlRunner = Pick<DataSource, 'query'>;

/** SQL access to auth_account. Every query is parameterised; comparisons of login/e-mail ignore case. */
export class AccountRepository {
  constructor(private readonly dataSource: SqlRunner) {}

  async findById(id: string): Promise<StoredAccount | undefined> {
    const rows: AccountRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM auth_account WHERE id = $1`, [id]);
    return rows[0] && toAccount(rows[0]);
  }

  /** Finds by login or e-mail, which people use interchangeably on the sign-in form. */
  async findByLogin(loginOrEmail: string): Promise<StoredAccount | undefined> {
    const rows: AccountRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM auth_account
        WHERE lower(login) = lower($1) OR lower(email) = lower($1)
        ORDER BY (lower(login) = lower($1)) DESC
        LIMIT 1`,
      [loginOrEmail.trim()],
    );
    return rows[0] && toAccount(rows[0]);
  }

  async emailTaken(email: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM auth_account WHERE lower(email) = lower($1) OR lower(login) = lower($1) LIMIT 1`,
      [email.trim()],
    );
    return rows.length > 0;
  }

  async create(input: NewAccount): Promise<Account> {
    const passwordHash = await hashPassword(input.password);
    try {
      const rows: AccountRow[] = await this.dataSource.query(
        `INSERT INTO auth_account
           (id, login, email, email_verified, password_hash, given_name, family_name, locale, realm_roles)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING ${COLUMNS}`,
        [
          input.id ?? randomUUID(),
          input.login.trim(),
          input.email.trim(),
          input.emailVerified,
          passwordHash,
          input.givenName.trim(),
          input.familyName.trim(),
          input.locale,
          [...input.realmRoles],
        ],
      );
      return withoutSecret(toAccount(rows[0]));
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      if (constraint !== undefined) {
        throw new AccountConflictError(constraint.includes('login') ? 'login' : 'email');
      }
      throw error;
    }
  }

  /**
   * Changes the address an account signs in with: login and e-mail together (the e-mail is the login),
   * verified, since the backend only calls this once the address was confirmed from its mailbox (a link
   * to the new address, or the undo link to the old one). False when the account does not exist;
   * AccountConflictError when the address belongs to another account (the case-insensitive unique indexes
   * decide, race-free).
   */
  async changeEmail(id: string, email: string): Promise<boolean> {
    try {
      const rows: unknown[] = await this.dataSource.query(
        `WITH updated AS (
           UPDATE auth_account SET login = $2, email = $2, email_verified = true
           WHERE id = $1
           RETURNING id
         )
         SELECT id FROM updated`,
        [id, email.trim()],
      );
      return rows.length > 0;
    } catch (error) {
      if (uniqueViolationConstraint(error) !== undefined) throw new AccountConflictError('email');
      throw error;
    }
  }

  /** Replaces the password hash; false when the account does not exist. */
  async setPassword(id: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    const rows: unknown[] = await this.dataSource.query(
      `WITH updated AS (UPDATE auth_account SET password_hash = $2 WHERE id = $1 RETURNING id) SELECT id FROM updated`,
      [id, passwordHash],
    );
    return rows.length > 0;
  }

  /**
   * Creates or refreshes an account with a fixed id (seeds). Identity fields and roles are brought in line
   * with the seed; the password is only set when the account is created, so a changed one survives and a
   * restart does not pay for hashing again.
   */
  async upsertSeed(input: NewAccount & { id: string }): Promise<void> {
    // Wrapped in a SELECT so the driver returns plain rows (TypeORM returns [rows, count] for a bare UPDATE).
    const updated: unknown[] = await this.dataSource.query(
      `WITH updated AS (
         UPDATE auth_account SET
           login = $2, email = $3, email_verified = $4, given_name = $5, family_name = $6,
           realm_roles = $7, enabled = true
         WHERE id = $1
         RETURNING id
       )
       SELECT id FROM updated`,
      [input.id, input.login, input.email, input.emailVerified, input.givenName, input.familyName, [...input.realmRoles]],
    );
    if (updated.length > 0) {
      return;
    }
    const passwordHash = await hashPassword(input.password);
    // Another instance may seed at the same moment; whichever inserts first wins, the other changes nothing.
    await this.dataSource.query(
      `INSERT INTO auth_account
         (id, login, email, email_verified, password_hash, given_name, family_name, locale, realm_roles)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO NOTHING`,
      [
        input.id,
        input.login,
        input.email,
        input.emailVerified,
        passwordHash,
        input.givenName,
        input.familyName,
        input.locale,
        [...input.realmRoles],
      ],
    );
  }
}

/** The violated constraint's name when `error` is a unique violation (pg error or TypeORM's wrapper). */
function uniqueViolationConstraint(error: unknown): string | undefined {
  for (const candidate of [error, (error as { driverError?: unknown })?.driverError]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) {
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return undefined;
}
