import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  const noJitter = () => 0;

  it('doubles from 5 seconds', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, noJitter))).toEqual([5_000, 10_000, 20_000, 40_000]);
  });

  it('never waits more than an hour (plus jitter)', () => {
    expect(retryDelayMs(30, noJitter)).toBe(3_600_000);
    expect(retryDelayMs(30, () => 0.999)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it('adds at most 20 % jitter', () => {
    expect(retryDelayMs(1, () => 1)).toBe(6_000);
    expect(retryDelayMs(1, () => 0.5)).toBe(5_500);
  });
});
