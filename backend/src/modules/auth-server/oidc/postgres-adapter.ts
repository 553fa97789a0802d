import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DataSource } from 'typeorm';

/**
 * oidc-provider's Adapter interface on PostgreSQL (table auth_oidc_payload): one instance per model name
 * (Session, Interaction, Grant, AuthorizationCode, RefreshToken, …). Rows past `expires_at` are invisible
 * to reads and are deleted by an occasional sweep, so no timer has to run.
 */

/** How often, at most, an instance deletes expired rows (on a write, never on a read). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * How long a rotated refresh token may still be used. A browser that reloads while its refresh is in flight
 * never receives the rotated token, and keycloak-js refreshes with the one it stored as the page starts: without a
 * grace period that counts as reuse, and reuse detection ends the person's session. Okta and Auth0 solve the same
 * race with the same window; past it, reuse still revokes the whole grant (docs/requirements.md#identity).
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 15;

interface PayloadRow {
  payload: AdapterPayload;
  consumed_epoch: number | null;
  consumed_seconds_ago: number | null;
}

export class PostgresOidcStore {
  private lastSweep = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onSweepError: (error: unknown) => void = () => undefined,
  ) {}

  adapterFor(model: string): Adapter {
    return new PostgresAdapter(this, model);
  }

  async upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO auth_oidc_payload (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
       ON CONFLICT (model, id) DO UPDATE SET
         payload = EXCLUDED.payload,
         grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid,
         user_code = EXCLUDED.user_code,
         expires_at = EXCLUDED.expires_at`,
      [model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn ?? null],
    );
    this.sweepOccasionally();
  }

  async find(model: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const rows: PayloadRow[] = await this.dataSource.query(
      `SELECT payload, extract(epoch from consumed_at)::int AS consumed_epoch,
              extract(epoch from now() - consumed_at)::float8 AS consumed_seconds_ago
         FROM auth_oidc_payload
        WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())
        LIMIT 1`,
      [model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    // oidc-provider reads `consumed` to detect reuse (for example of a rotated refresh token).
    if (row.consumed_epoch === null || withinReuseGrace(model, row.consumed_seconds_ago)) return row.payload;
    return { ...row.payload, consumed: row.consumed_epoch };
  }

  async consume(model: string, id: string): Promise<void> {
    await this.dataSource.query(`UPDATE auth_oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2 AND consumed_at IS NULL`, [
      model,
      id,
    ]);
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_oidc_payload WHERE model = $1 AND id = $2`, [model, id]);
  }

  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_oidc_payload WHERE model = $1 AND grant_id = $2`, [model, grantId]);
  }

  /** Ends a grant everywhere at once: the grant itself and every code and token issued under it. */
  async revokeGrant(grantId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth_oidc_payload WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
  }

  private sweepOccasionally(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    // Not awaited: a failed sweep only postpones cleanup, reads already ignore expired rows.
    this.dataSource.query(`DELETE FROM auth_oidc_payload WHERE expires_at < now()`).catch(this.onSweepError);
  }
}

class PostgresAdapter implements Adapter {
  constructor(
    private readonly store: PostgresOidcStore,
    private readonly model: string,
  ) {}

  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    return this.store.upsert(this.model, id, payload, expiresIn);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.store.find(this.model, 'user_code', userCode);
  }

  consume(id: string): Promise<void> {
    return this.store.consume(this.model, id);
  }

  destroy(id: string): Promise<void> {
    return this.store.destroy(this.model, id);
  }

  revokeByGrantId(grantId: string): Promise<void> {
    return this.store.revokeByGrantId(this.model, grantId);
  }
}

/** A refresh token rotated moments ago is not yet "consumed": see REFRESH_TOKEN_REUSE_GRACE_SECONDS. */
function withinReuseGrace(model: string, consumedSecondsAgo: number | null): boolean {
  return model === 'RefreshToken' && consumedSecondsAgo !== null && consumedSecondsAgo < REFRESH_TOKEN_REUSE_GRACE_SECONDS;
}
