import { AccountConflictError, AccountRepository, type SqlRunner } from './account-repository';
import { verifyPassword } from './password-hasher';

export type EmailChangeResult = 'changed' | 'notFound' | 'taken';
export type PasswordCheckResult = 'valid' | 'invalid' | 'notFound';

/**
 * Realm administration the backend's profile calls, as an administrator of the realm would. Each takes a
 * DataSource or a transaction's EntityManager, so a change can commit together with the backend's own rows.
 */

/** Changes an account's e-mail, which is also its login (the caller has had the new address confirmed). */
export async function changeAccountEmail(sql: SqlRunner, accountId: string, email: string): Promise<EmailChangeResult> {
  try {
    return (await new AccountRepository(sql).changeEmail(accountId, email)) ? 'changed' : 'notFound';
  } catch (error) {
    if (error instanceof AccountConflictError) return 'taken';
    throw error;
  }
}

/**
 * Checks a password an account holder typed to prove who they are before a sensitive change, with the
 * same hasher as the sign-in form. A disabled account has no valid password. Throttling is the caller's.
 */
export async function checkAccountPassword(sql: SqlRunner, accountId: string, password: string): Promise<PasswordCheckResult> {
  const account = await new AccountRepository(sql).findById(accountId);
  if (!account) return 'notFound';
  if (!account.enabled) return 'invalid';
  return (await verifyPassword(password, account.passwordHash)) ? 'valid' : 'invalid';
}

/** Whether no account other than `accountId` signs in with this address (as login or e-mail, any case). */
export async function isEmailFreeFor(sql: SqlRunner, accountId: string, email: string): Promise<boolean> {
  const rows: unknown[] = await sql.query(
    `SELECT 1 FROM auth_account WHERE id <> $1 AND (lower(email) = lower($2) OR lower(login) = lower($2)) LIMIT 1`,
    [accountId, email.trim()],
  );
  return rows.length === 0;
}

/**
 * Ends every session of an account: its browser sessions, grants, authorization codes and refresh tokens
 * in oidc-provider's store (each payload names its `accountId`), so no browser stays signed in and no
 * refresh token works any more. Access tokens are self-contained JWTs and live on until they expire; the
 * backend's per-user cut-off is what stops them at once.
 */
export async function revokeAccountSessions(sql: SqlRunner, accountId: string): Promise<void> {
  await sql.query(`DELETE FROM auth_oidc_payload WHERE payload->>'accountId' = $1`, [accountId]);
}
