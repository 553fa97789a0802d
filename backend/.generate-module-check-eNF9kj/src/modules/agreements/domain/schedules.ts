import { AUTO_CANCEL_AFTER_MINUTES } from '@nebo/shared-vocabulary';

/** Polling an API channel for a decision or a reply: 5 s, 10 s, 20 s… up to 5 min apart, for at most 72 hours. */
export const POLL_FIRST_DELAY_SECONDS = 5;
export const POLL_MAX_DELAY_SECONDS = 300;
export const POLL_GIVE_UP_AFTER_MS = 72 * 3600_000;

export function nextPollDelaySeconds(attempt: number): number {
  return Math.min(POLL_MAX_DELAY_SECONDS, POLL_FIRST_DELAY_SECONDS * 2 ** Math.min(attempt, 16));
}

export function pollExpired(startedAt: Date, now: Date): boolean {
  return now.getTime() - startedAt.getTime() >= POLL_GIVE_UP_AFTER_MS;
}

/** A date is cancelled this long after its planned start when no DEP came. */
export function autoCancelAt(plannedStart: Date): Date {
  return new Date(plannedStart.getTime() + AUTO_CANCEL_AFTER_MINUTES * 60_000);
}

/**
 * The earliest instant pg-boss runs a failed job again (its backoff: between retryDelay·2^(k−1) and
 * retryDelay·2^k seconds, k = min(16, retryCount + 1)), shown on the page as "retrying at".
 */
export function earliestRetryAt(now: Date, retryDelaySeconds: number, retryCount: number): Date {
  const k = Math.min(16, retryCount + 1);
  return new Date(now.getTime() + retryDelaySeconds * 2 ** (k - 1) * 1000);
}
