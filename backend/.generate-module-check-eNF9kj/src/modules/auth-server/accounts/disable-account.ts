import type { AccessTokenCutoff } from '../auth-server.deps';
import { revokeAccountSessions } from './account-administration';
import type { SqlRunner } from './account-repository';

export type DisableAccountResult = 'disabled' | 'notFound';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Disables an account as a realm administrator would, with immediate effect: it can no longer sign in or
 * refresh (the provider only serves enabled accounts), every browser session and refresh token of it ends,
 * and `tokens` (the API's AccessTokenCutoffs) refuses every access token already issued to it. Pass a
 * transaction's EntityManager to commit the flag with the caller's own rows; the cut-off is recorded after,
 * on its own connection (if the caller's transaction then rolls back, the person merely signs in again).
 */
export async function disableAccount(sql: SqlRunner, accountId: string, tokens: AccessTokenCutoff): Promise<DisableAccountResult> {
  if (!UUID.test(accountId)) return 'notFound';
  const rows: unknown[] = await sql.query(
    `WITH updated AS (UPDATE auth_account SET enabled = false WHERE id = $1 RETURNING id) SELECT id FROM updated`,
    [accountId],
  );
  if (rows.length === 0) return 'notFound';
  await revokeAccountSessions(sql, accountId);
  await tokens.cutOff(accountId);
  return 'disabled';
}
