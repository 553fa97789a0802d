import { autoCancelAt, earliestRetryAt, nextPollDelaySeconds, pollExpired } from './schedules';

describe('agreement schedules', () => {
  it('polls 5 s, 10 s, 20 s… never more than 5 minutes apart, for 72 hours', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(nextPollDelaySeconds)).toEqual([5, 10, 20, 40, 80, 160, 300, 300]);
    const start = new Date('2026-05-01T00:00:00Z');
    expect(pollExpired(start, new Date('2026-05-03T23:59:59Z'))).toBe(false);
    expect(pollExpired(start, new Date('2026-05-04T00:00:00Z'))).toBe(true);
  });

  it('cancels 30 minutes after the planned start', () => {
    expect(autoCancelAt(new Date('2026-05-01T09:00:00Z')).toISOString()).toBe('2026-05-01T09:30:00.000Z');
  });

  it("tells the earliest retry of pg-boss's back-off", () => {
    const now = new Date('2026-05-01T09:00:00Z');
    expect(earliestRetryAt(now, 2, 0).toISOString()).toBe('2026-05-01T09:00:02.000Z');
    expect(earliestRetryAt(now, 2, 3).toISOString()).toBe('2026-05-01T09:00:16.000Z');
  });
});
