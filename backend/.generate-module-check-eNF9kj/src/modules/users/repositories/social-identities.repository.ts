import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SocialBindRequestRow, SocialIdentityRow } from '../entities/social-identity.row';

/** `user_social_identities` and the bindings in progress, `social_bind_requests`. */
@Injectable()
export class SocialIdentitiesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The providers the user has an account of, in name order. */
  async providersOf(userId: string): Promise<string[]> {
    const rows: Array<{ provider: string }> = await this.db.query(
      'SELECT provider FROM user_social_identities WHERE user_id = $1 ORDER BY provider',
      [userId],
    );
    return rows.map((row) => row.provider);
  }

  async isBound(userId: string, provider: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM user_social_identities WHERE user_id = $1 AND provider = $2', [
      userId,
      provider,
    ]);
    return rows.length > 0;
  }

  /** The user an account of the provider is bound to, if any. */
  async holderOf(provider: string, externalId: string): Promise<string | null> {
    const rows: Array<{ userId: string }> = await this.db.query(
      'SELECT user_id AS "userId" FROM user_social_identities WHERE provider = $1 AND external_id = $2',
      [provider, externalId],
    );
    return rows[0]?.userId ?? null;
  }

  /** Binds the account, replacing the user's earlier account of that provider. */
  async upsert(identity: SocialIdentityRow): Promise<void> {
    await this.db.query(
      `INSERT INTO user_social_identities (user_id, provider, external_id, display_name) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, provider) DO UPDATE SET external_id = EXCLUDED.external_id, display_name = EXCLUDED.display_name`,
      [identity.userId, identity.provider, identity.externalId, identity.displayName],
    );
  }

  /** Whether there was an account to unbind. */
  async delete(userId: string, provider: string): Promise<boolean> {
    // A CTE so that the driver answers the rows (a bare DELETE answers [rows, count]).
    const rows: unknown[] = await this.db.query(
      'WITH deleted AS (DELETE FROM user_social_identities WHERE user_id = $1 AND provider = $2 RETURNING 1) SELECT 1 FROM deleted',
      [userId, provider],
    );
    return rows.length > 0;
  }

  /** Records a binding in progress, dropping the expired ones on the way. */
  async insertBindRequest(request: SocialBindRequestRow): Promise<void> {
    await this.db.query('DELETE FROM social_bind_requests WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO social_bind_requests (state, user_id, provider, redirect_url, code_verifier, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [request.state, request.userId, request.provider, request.redirectUrl, request.codeVerifier, request.expiresAt],
    );
  }

  /** Takes the binding in progress out (so its state works once); null when there is none. */
  async takeBindRequest(state: string, provider: string): Promise<SocialBindRequestRow | null> {
    const rows: SocialBindRequestRow[] = await this.db.query(
      `WITH used AS (DELETE FROM social_bind_requests WHERE state = $1 AND provider = $2 RETURNING *)
       SELECT state, user_id AS "userId", provider, redirect_url AS "redirectUrl", code_verifier AS "codeVerifier", expires_at AS "expiresAt" FROM used`,
      [state, provider],
    );
    return rows[0] ?? null;
  }
}
