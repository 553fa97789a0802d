import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { isAllowedRedirectUri } from '../domain/redirect-uri';
import type { SppiSessionDto } from '../dtos/sppi-session.dto';
import type { SppiSessionRow } from '../entities/sppi-session.row';
import { SppiSessionsRepository } from '../repositories/sppi-sessions.repository';
import { SPPI_CONFIG, type SppiConfig } from '../sppi.config';
import { sppiCodeRejected, sppiRedirectUriRefused, sppiUnavailable } from '../sppi.exceptions';
import { SppiClient, SppiGrantRefused, type SppiGrant } from './sppi-client';

/** The user-menu side of SPPI: sign in with the code SPPI sent to the portal, see the session, sign out. */
@Injectable()
export class SppiSignInService {
  private readonly logger = new Logger(SppiSignInService.name);

  constructor(
    private readonly repository: SppiSessionsRepository,
    private readonly client: SppiClient,
    private readonly clock: Clock,
    @Inject(SPPI_CONFIG) private readonly config: SppiConfig,
  ) {}

  /**
   * Exchanges the code at SPPI and keeps the tokens as the user's session (replacing an earlier one).
   * The redirect_uri is the one the browser was sent back to; SPPI checks it matches the authorize call,
   * the allow-list keeps a foreign site from having its own callback presented as ours.
   */
  async signIn(userId: string, code: string, redirectUri: string | undefined): Promise<SppiSessionDto> {
    if (!redirectUri || !isAllowedRedirectUri(redirectUri, this.config.redirectOrigins)) throw sppiRedirectUriRefused();
    let grant: SppiGrant;
    let login: string;
    try {
      grant = await this.client.exchangeCode(code, redirectUri);
      login = grant.login ?? (await this.client.login(grant.accessToken));
    } catch (error) {
      if (error instanceof SppiGrantRefused) throw sppiCodeRejected();
      this.logger.warn(`SPPI sign-in failed: ${(error as Error).message}`);
      throw sppiUnavailable();
    }
    const now = this.clock.now();
    const row = await this.repository.save({
      userId,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      expiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000),
      sppiLogin: login,
      createdAt: now,
    });
    return toDto(row);
  }

  async session(userId: string): Promise<SppiSessionDto> {
    return toDto(await this.repository.find(userId));
  }

  /** Ends the session here whatever SPPI answers: revoking there is best effort, the tokens are gone either way. */
  async signOut(userId: string): Promise<void> {
    const row = await this.repository.delete(userId);
    if (!row) return;
    const revocations = [this.client.revoke(row.accessToken, 'access_token')];
    if (row.refreshToken) revocations.push(this.client.revoke(row.refreshToken, 'refresh_token'));
    for (const result of await Promise.allSettled(revocations)) {
      if (result.status === 'rejected') this.logger.warn(`SPPI token revocation failed: ${(result.reason as Error).message}`);
    }
  }
}

function toDto(row: SppiSessionRow | null): SppiSessionDto {
  if (!row) return { authorized: false, login: null, expiresAt: null };
  return { authorized: true, login: row.sppiLogin, expiresAt: row.expiresAt.toISOString() };
}
