import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { addressKey } from './address-key';

/**
 * Sign-in throttling, after rate-limiter-flexible's login-protection recipes ("Login endpoint protection":
 * consecutive failures by username and IP, slow brute force by IP; "Dynamic block duration": a block that
 * grows along the Fibonacci sequence each time the limit is hit again), on the platform's PostgreSQL so
 * that every instance counts together and restarts forget nothing (table auth_sign_in_limit).
 *
 * Two departures from the recipe, both against a burst of parallel guesses:
 *  - an attempt reserves its failure before the password is checked, and gets it back when the password
 *    was right: the store's atomic upsert then decides which attempt is over the limit, so 50 guesses
 *    sent at once get 5 answers and 45 refusals instead of 50 answers;
 *  - unknown logins are counted exactly like known ones: throttling that only applied to existing
 *    accounts would tell them apart.
 */
export interface SignInLimits {
  /** Failures in a row for one login from one address before the first delay. */
  failuresPerLoginAndAddress: number;
  /** Failures in a row for one login from all addresses together before the first delay (distributed guessing). */
  failuresPerLogin: number;
  /** Failures from one address per day, every login together, before it is blocked for a day (slow brute force). */
  failuresPerAddressPerDay: number;
  /** The first delay; each further time the limit is hit within a day it grows: 1, 2, 3, 5, 8, 13… times this. */
  firstDelaySeconds: number;
  /** The longest delay a login can be given (Keycloak's brute-force detection waits 15 minutes at most). */
  maxDelaySeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerLoginAndAddress: 5,
  failuresPerLogin: 20,
  failuresPerAddressPerDay: 100,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
};

const TABLE = 'auth_sign_in_limit';
const DAY_SECONDS = 24 * 60 * 60;

export type SignInAttempt = { allowed: true; loginKey: string; addressKey: string } | { allowed: false; retryAfterSeconds: number };

/** Limit of failures in a row whose block grows each time it is reached again (the recipe's "dynamic block duration"). */
class EscalatingLimit {
  private readonly failures: RateLimiterPostgres;
  /** How many times the limit was reached; forgotten a day after the first time. */
  private readonly rounds: RateLimiterPostgres;

  constructor(
    dataSource: DataSource,
    name: string,
    private readonly points: number,
    private readonly limits: SignInLimits,
  ) {
    const store = { storeClient: dataSource, storeType: 'typeorm', tableName: TABLE, tableCreated: true };
    // Failures in a row: a success deletes the count; a day without a failure forgets it too.
    this.failures = new RateLimiterPostgres({ ...store, keyPrefix: `${name}_fail`, points, duration: DAY_SECONDS });
    this.rounds = new RateLimiterPostgres({ ...store, keyPrefix: `${name}_round`, points: Number.MAX_SAFE_INTEGER, duration: DAY_SECONDS });
  }

  /** Milliseconds the key is still blocked for; 0 when it may try. */
  async blockedFor(key: string): Promise<number> {
    const state = await this.failures.get(key);
    return state && state.consumedPoints > this.points ? state.msBeforeNext : 0;
  }

  /** Counts one more failure in advance; answers the milliseconds to wait when this one is over the limit. */
  async reserve(key: string): Promise<number> {
    try {
      await this.failures.consume(key);
      return 0;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      // Only the attempt that crosses the limit starts a new, longer block; those racing it just wait.
      if (refusal.consumedPoints !== this.points + 1) return Math.max(refusal.msBeforeNext, 1000);
      const round = await this.rounds.penalty(key);
      const seconds = Math.min(this.limits.maxDelaySeconds, this.limits.firstDelaySeconds * fibonacci(round.consumedPoints));
      await this.failures.block(key, seconds);
      return seconds * 1000;
    }
  }

  /** A correct password: the failures in a row and the growing delay start over. */
  async reset(key: string): Promise<void> {
    await Promise.all([this.failures.delete(key), this.rounds.delete(key)]);
  }
}

/** 1, 2, 3, 5, 8, 13, … for rounds 1, 2, 3, … (the recipe's getFibonacciBlockDurationMinutes). */
export function fibonacci(round: number): number {
  let [previous, current] = [1, 1];
  for (let step = 1; step < round; step += 1) [previous, current] = [current, previous + current];
  return current;
}

export class SignInThrottle {
  readonly limits: SignInLimits;
  private readonly byLoginAndAddress: EscalatingLimit;
  private readonly byLogin: EscalatingLimit;
  private readonly byAddress: RateLimiterPostgres;

  constructor(dataSource: DataSource, limits: Partial<SignInLimits> = {}) {
    this.limits = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
    this.byLoginAndAddress = new EscalatingLimit(dataSource, 'sign_in_login_address', this.limits.failuresPerLoginAndAddress, this.limits);
    this.byLogin = new EscalatingLimit(dataSource, 'sign_in_login', this.limits.failuresPerLogin, this.limits);
    this.byAddress = new RateLimiterPostgres({
      storeClient: dataSource,
      storeType: 'typeorm',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix: 'sign_in_address_day',
      points: this.limits.failuresPerAddressPerDay,
      duration: DAY_SECONDS,
      blockDuration: DAY_SECONDS,
    });
  }

  /**
   * Before a password is checked: refuses a caller that must wait (without checking anything, so a blocked
   * caller costs no hashing) and otherwise counts the attempt as a failure until `succeeded` says otherwise.
   */
  async begin(login: string, clientAddress: string): Promise<SignInAttempt> {
    const keys = { loginKey: loginKey(login), addressKey: addressKey(clientAddress) };
    const pair = `${keys.loginKey}:${keys.addressKey}`;
    const waits = await Promise.all([
      this.byLoginAndAddress.blockedFor(pair),
      this.byLogin.blockedFor(keys.loginKey),
      this.addressBlockedFor(keys.addressKey),
    ]);
    if (Math.max(...waits) > 0) return refused(Math.max(...waits));

    // One limit after the other, narrowest first: an attempt refused by one is not counted by the next,
    // so a burst from one address spends that address's allowance, not the account's or the day's.
    for (const reserve of [
      () => this.byLoginAndAddress.reserve(pair),
      () => this.byLogin.reserve(keys.loginKey),
      () => this.reserveAddress(keys.addressKey),
    ]) {
      const wait = await reserve();
      if (wait > 0) return refused(wait);
    }
    return { allowed: true, ...keys };
  }

  /** The password was right: the login's failures start over and the address gets its point back. */
  async succeeded(attempt: Extract<SignInAttempt, { allowed: true }>): Promise<void> {
    await Promise.all([
      this.byLoginAndAddress.reset(`${attempt.loginKey}:${attempt.addressKey}`),
      this.byLogin.reset(attempt.loginKey),
      this.byAddress.reward(attempt.addressKey),
    ]);
  }

  /**
   * For forms that answer something about an address (registration's "already registered"): refuses an
   * address that must wait, and counts one attempt against its daily budget.
   */
  async countAddress(clientAddress: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    const key = addressKey(clientAddress);
    const wait = (await this.addressBlockedFor(key)) || (await this.reserveAddress(key));
    return wait > 0 ? refused(wait) : { allowed: true };
  }

  private async addressBlockedFor(key: string): Promise<number> {
    const state = await this.byAddress.get(key);
    return state && state.consumedPoints > this.limits.failuresPerAddressPerDay ? state.msBeforeNext : 0;
  }

  private async reserveAddress(key: string): Promise<number> {
    try {
      await this.byAddress.consume(key);
      return 0;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return Math.max(refusal.msBeforeNext, 1000);
    }
  }
}

function refused(waitMs: number): { allowed: false; retryAfterSeconds: number } {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Logins as the account lookup compares them (trimmed, any case), hashed: the table then holds no
 * addresses, and a key has a fixed length whatever was typed.
 */
function loginKey(login: string): string {
  return createHash('sha256').update(login.trim().toLowerCase()).digest('base64url');
}
