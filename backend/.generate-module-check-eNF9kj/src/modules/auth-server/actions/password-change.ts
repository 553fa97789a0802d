import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AccountRepository, type SqlRunner } from '../accounts/account-repository';
import { validateNewPassword, type FieldErrors, type NewPasswordField } from '../accounts/registration-rules';
import { REALM_PATH } from '../auth-server.constants';
import { signActionToken, verifyActionToken } from './action-token';

/** Where the e-mailed link points, under the issuer: Keycloak's own path for action tokens. */
export const ACTION_TOKEN_PATH = '/login-actions/action-token';

export interface PasswordChangeLinkRequest {
  /** The issuer the link's page is served under (`${PUBLIC_URL}/realms/nebo`). */
  issuer: string;
  accountId: string;
  /** Language of the page the link opens. */
  locale: 'ru' | 'en';
  ttlSeconds: number;
}

export interface PasswordChangeLink {
  url: string;
  expiresAt: Date;
}

/**
 * Issues a signed, single-use link to the password-change page of the embedded provider, the embedded
 * counterpart of Keycloak's execute-actions-email with UPDATE_PASSWORD. Run it inside the transaction that
 * records the e-mail (pass its EntityManager), so a link exists exactly when its e-mail will be sent.
 * Earlier unused links of the account are superseded: only the newest e-mail works. Undefined when there
 * is no such account.
 */
export async function issuePasswordChangeLink(sql: SqlRunner, request: PasswordChangeLinkRequest): Promise<PasswordChangeLink | undefined> {
  const account = await new AccountRepository(sql).findById(request.accountId);
  if (!account?.enabled) return undefined;
  await sql.query(`UPDATE auth_action_token SET used_at = now() WHERE account_id = $1 AND action = 'UPDATE_PASSWORD' AND used_at IS NULL`, [
    account.id,
  ]);
  const tokenId = randomUUID();
  const expiresAt = new Date(Date.now() + request.ttlSeconds * 1000);
  await sql.query(`INSERT INTO auth_action_token (id, account_id, action, expires_at) VALUES ($1, $2, 'UPDATE_PASSWORD', $3)`, [
    tokenId,
    account.id,
    expiresAt,
  ]);
  const key = await signActionToken(sql, request.issuer, { tokenId, accountId: account.id, action: 'UPDATE_PASSWORD' }, expiresAt);
  const url = new URL(`${request.issuer}${ACTION_TOKEN_PATH}`);
  url.searchParams.set('key', key);
  url.searchParams.set('lang', request.locale);
  return { url: url.href, expiresAt };
}

export type PasswordChangeResult =
  { ok: true } | { ok: false; reason: 'invalidLink' } | { ok: false; reason: 'invalidPassword'; errors: FieldErrors<NewPasswordField> };

/** Password changes of the embedded provider: checking a link, and using it once. */
export class PasswordChangeActions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly issuer: string,
  ) {}

  /** Whether the link's key is well signed, unexpired, unused and not superseded. */
  async isUsable(key: string): Promise<boolean> {
    const claims = await verifyActionToken(this.dataSource, this.issuer, key);
    if (!claims) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM auth_action_token WHERE id = $1 AND account_id = $2 AND used_at IS NULL AND expires_at > now()`,
      [claims.tokenId, claims.accountId],
    );
    return rows.length > 0;
  }

  /**
   * Sets the new password if it follows the registration rules and the link is still usable. The link is
   * consumed and the password set in one transaction: a second submission finds the link used.
   */
  async complete(key: string, password: string, passwordConfirm: string): Promise<PasswordChangeResult> {
    const claims = await verifyActionToken(this.dataSource, this.issuer, key);
    if (!claims) return { ok: false, reason: 'invalidLink' };
    const errors = validateNewPassword(password, passwordConfirm);
    if (Object.keys(errors).length > 0) {
      return (await this.isUsable(key)) ? { ok: false, reason: 'invalidPassword', errors } : { ok: false, reason: 'invalidLink' };
    }
    return this.dataSource.transaction(async (manager) => {
      const used: unknown[] = await manager.query(
        `WITH used AS (
           UPDATE auth_action_token SET used_at = now()
            WHERE id = $1 AND account_id = $2 AND used_at IS NULL AND expires_at > now()
           RETURNING id
         )
         SELECT id FROM used`,
        [claims.tokenId, claims.accountId],
      );
      if (used.length === 0) return { ok: false, reason: 'invalidLink' } as const;
      const changed = await new AccountRepository(manager).setPassword(claims.accountId, password);
      return changed ? ({ ok: true } as const) : ({ ok: false, reason: 'invalidLink' } as const);
    });
  }
}

/** The page's path as mounted (for links inside the realm's own pages). */
export const ACTION_TOKEN_PAGE = `${REALM_PATH}${ACTION_TOKEN_PATH}`;
