import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import type { SppiSessionRow } from '../entities/sppi-session.row';
import { SppiSessionsRepository } from '../repositories/sppi-sessions.repository';
import { sppiNotSignedIn, sppiUnavailable } from '../sppi.exceptions';
import { SppiClient, SppiGrantRefused } from './sppi-client';

/** An access token with less than this left is refreshed before use, so a call never starts with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The SPPI tokens of platform users, for the modules that call SPPI on a user's behalf (the SPPI
 * submission channel, its status calls). Tokens never leave the server.
 */
@Injectable()
export class SppiSessions {
  /** One refresh per user at a time: SPPI may rotate refresh tokens, and a second use of the old one would fail. */
  private readonly refreshing = new Map<string, Promise<SppiSessionRow>>();

  constructor(
    private readonly repository: SppiSessionsRepository,
    private readonly client: SppiClient,
    private readonly clock: Clock,
  ) {}

  async hasSession(userId: string): Promise<boolean> {
    return (await this.repository.find(userId)) !== null;
  }

  /**
   * A valid SPPI access token of the user, refreshed first when less than 60 s are left. Throws
   * `sppi.not-signed-in` (409) when the user has no session or SPPI refused the refresh (the session is
   * then dropped), `sppi.unavailable` (502) when SPPI could not be reached to refresh (the session is kept).
   */
  async accessTokenFor(userId: string): Promise<string> {
    const session = await this.repository.find(userId);
    if (!session) throw sppiNotSignedIn();
    if (session.expiresAt.getTime() - this.clock.now().getTime() >= REFRESH_MARGIN_MS) return session.accessToken;
    return (await this.refreshOnce(session)).accessToken;
  }

  private refreshOnce(session: SppiSessionRow): Promise<SppiSessionRow> {
    const running = this.refreshing.get(session.userId);
    if (running) return running;
    const refresh = this.refresh(session).finally(() => this.refreshing.delete(session.userId));
    this.refreshing.set(session.userId, refresh);
    return refresh;
  }

  private async refresh(session: SppiSessionRow): Promise<SppiSessionRow> {
    if (!session.refreshToken) {
      await this.repository.delete(session.userId);
      throw sppiNotSignedIn();
    }
    let grant;
    try {
      grant = await this.client.refresh(session.refreshToken);
    } catch (error) {
      if (!(error instanceof SppiGrantRefused)) throw sppiUnavailable();
      await this.repository.delete(session.userId);
      throw sppiNotSignedIn();
    }
    const updated = await this.repository.replaceTokens(session.userId, session.refreshToken, {
      accessToken: grant.accessToken,
      // SPPI may keep the refresh token (no new one in the answer): the old one stays valid then.
      refreshToken: grant.refreshToken ?? session.refreshToken,
      expiresAt: new Date(this.clock.now().getTime() + grant.expiresInSeconds * 1000),
    });
    // Signed out (or signed in anew) while SPPI answered: that newer state wins.
    if (!updated) {
      const current = await this.repository.find(session.userId);
      if (!current) throw sppiNotSignedIn();
      return current;
    }
    return updated;
  }
}
