/** First retry after 5 s, doubling each time, never more than an hour apart. */
const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * Delay before the next attempt after `attempts` failed ones: exponential, capped, with up to 20 % random
 * jitter so that jobs failing together (an SMTP outage) do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + 0.2 * random()));
}
