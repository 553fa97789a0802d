import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TtlLruCache } from '../../../common/auth/ttl-lru-cache';
import type { AccessTokenCutoff, SqlRunner } from '../../auth-server';

/**
 * How long an instance answers a person's cut-off from memory. The check runs on every authenticated
 * call, so it must not cost a query each time; 5 s is how late another instance of a multi-instance
 * set-up may notice a sign-out (the instance that records it knows at once).
 */
export const CUTOFF_CACHE_TTL_MS = 5_000;
/** Tens of bytes each: 100,000 people active within 5 s cost a few MB at most. */
const CUTOFF_CACHE_ENTRIES = 100_000;
/** Remembered for a person who never signed out: no token of theirs is refused. */
const NO_CUTOFF = 0;

/**
 * Per-person "access tokens valid after" times (table identity_token_cutoff). Access tokens are
 * self-contained JWTs that would otherwise work until they expire (900 s): a sign-out, a disabled account
 * or "sign out everywhere" records the moment here, and the bearer check refuses every token of that
 * person issued before it. `iat` has whole seconds, so a token issued in the cut-off's own second counts
 * as issued before it (a fresh sign-in within that second gets a token that is refused; the client's
 * refresh mints one that is not). Implements the embedded provider's AccessTokenCutoff port: its sign-out
 * and disableAccount record cut-offs here, and nothing else writes this table.
 */
@Injectable()
export class AccessTokenCutoffs implements AccessTokenCutoff {
  private readonly known = new TtlLruCache<string, number>({ maxEntries: CUTOFF_CACHE_ENTRIES, ttlMs: CUTOFF_CACHE_TTL_MS });
  /** One query per person at a time however many calls arrive together, and a way to drop a stale one. */
  private readonly loading = new Map<string, Promise<number>>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every access token of `subject` issued until now stops working: on this instance at once, on the others
   * within CUTOFF_CACHE_TTL_MS. The time only moves forward, whatever the order concurrent calls land in.
   *
   * This is the API's half of "sign out everywhere"; the identity provider's half ends the sessions and
   * refresh tokens (revokeAccountSessions, or Keycloak's admin API), so that no new token can be minted.
   * Pass a transaction's EntityManager to commit the cut-off with the caller's own change (this instance
   * then refuses the person's tokens from this call on; should the transaction roll back, for
   * CUTOFF_CACHE_TTL_MS at most).
   */
  async cutOff(subject: string, sql: SqlRunner = this.dataSource): Promise<void> {
    const rows: Array<{ at: number }> = await sql.query(
      `INSERT INTO identity_token_cutoff (subject, not_before) VALUES ($1, to_timestamp($2::float8 / 1000))
       ON CONFLICT (subject) DO UPDATE SET not_before = GREATEST(identity_token_cutoff.not_before, EXCLUDED.not_before)
       RETURNING (extract(epoch FROM not_before) * 1000)::float8 AS at`,
      [subject, Date.now()],
    );
    // A read that started before this write would put the old time back into memory when it lands.
    this.loading.delete(subject);
    this.known.set(subject, Number(rows[0].at));
  }

  /**
   * Whether a token of `subject` issued at `issuedAt` (seconds since the epoch, the `iat` claim) was cut
   * off. Answered without waiting when the person's cut-off is in memory, which is the common case.
   */
  isCutOff(subject: string, issuedAt: number): boolean | Promise<boolean> {
    const cutoff = this.known.get(subject);
    if (cutoff !== undefined) return issuedAt * 1000 < cutoff;
    return this.load(subject).then((at) => issuedAt * 1000 < at);
  }

  private load(subject: string): Promise<number> {
    const pending = this.loading.get(subject);
    if (pending) return pending;
    const query = this.dataSource
      .query(`SELECT (extract(epoch FROM not_before) * 1000)::float8 AS at FROM identity_token_cutoff WHERE subject = $1`, [subject])
      .then((rows: Array<{ at: number }>) => {
        const at = rows.length > 0 ? Number(rows[0].at) : NO_CUTOFF;
        if (this.loading.get(subject) === query) this.known.set(subject, at);
        return at;
      })
      .finally(() => {
        if (this.loading.get(subject) === query) this.loading.delete(subject);
      });
    this.loading.set(subject, query);
    return query;
  }
}
