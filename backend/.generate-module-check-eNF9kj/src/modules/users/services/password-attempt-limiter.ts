import { Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { TooManyAttemptsException } from '../../../common/errors/too-many-attempts.exception';

/**
 * How often a user's current password may be tried through the API (the e-mail and password changes):
 * 5 attempts in 15 minutes; after the 5th wrong one the account's checks are blocked for 15 minutes, and
 * each further lock-out within a day doubles that (30 min, 1 h, …, at most 24 h). Sign-in has its own limits.
 */
export const PASSWORD_ATTEMPTS = {
  points: 5,
  windowSeconds: 15 * 60,
  firstLockoutSeconds: 15 * 60,
  maxLockoutSeconds: 24 * 60 * 60,
  lockoutMemorySeconds: 24 * 60 * 60,
} as const;

/** The table made by migration 1795410000100 (the limiter must not create it itself: no DDL at start). */
const TABLE = 'user_password_check_limits';

export const TOO_MANY_PASSWORD_ATTEMPTS = 'too many wrong passwords';

/**
 * Per-account throttling of password checks with rate-limiter-flexible on PostgreSQL, so the count holds
 * across backend instances and restarts. An attempt takes its point before the password is checked (the
 * store's upsert is atomic), so parallel requests cannot slip past the limit; a right password clears the
 * count. The lock-out counter is a second limiter whose points are the lock-outs of the last day.
 */
@Injectable()
export class PasswordAttemptLimiter {
  private readonly attempts: RateLimiterPostgres;
  private readonly lockouts: RateLimiterPostgres;

  constructor(dataSource: DataSource) {
    const store = { storeClient: dataSource, storeType: 'typeorm', tableName: TABLE, tableCreated: true };
    this.attempts = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'password-attempts',
      points: PASSWORD_ATTEMPTS.points,
      duration: PASSWORD_ATTEMPTS.windowSeconds,
    });
    this.lockouts = new RateLimiterPostgres({
      ...store,
      keyPrefix: 'password-lockouts',
      // Only counted (penalty), never consumed against: the limit itself plays no part.
      points: Number.MAX_SAFE_INTEGER,
      duration: PASSWORD_ATTEMPTS.lockoutMemorySeconds,
      // The other limiter already sweeps the shared table.
      clearExpiredByTimeout: false,
    });
  }

  /**
   * Runs `check` (true: the right password) unless the account is locked out; a 429 with Retry-After
   * when it is. Returns what `check` said.
   */
  async attempt(account: string, check: () => Promise<boolean>): Promise<boolean> {
    try {
      await this.attempts.consume(account);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext);
      throw rejection;
    }
    if (await check()) {
      await this.attempts.delete(account);
      return true;
    }
    const state = await this.attempts.get(account);
    if (state && state.consumedPoints >= PASSWORD_ATTEMPTS.points) await this.lockOut(account);
    return false;
  }

  private async lockOut(account: string): Promise<void> {
    const { consumedPoints: lockouts } = await this.lockouts.penalty(account, 1);
    const seconds = Math.min(PASSWORD_ATTEMPTS.firstLockoutSeconds * 2 ** (lockouts - 1), PASSWORD_ATTEMPTS.maxLockoutSeconds);
    await this.attempts.block(account, seconds);
  }
}

function tooManyAttempts(msBeforeNext: number): TooManyAttemptsException {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const error = `${TOO_MANY_PASSWORD_ATTEMPTS}; try again in ${minutes} min`;
  return new TooManyAttemptsException(seconds, error, [{ field: 'currentPassword', error }]);
}
