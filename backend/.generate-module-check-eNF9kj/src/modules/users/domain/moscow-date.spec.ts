import { moscowDate } from './moscow-date';

describe('moscowDate', () => {
  it('is the calendar date in Moscow (UTC+3), not in UTC or the server zone', () => {
    expect(moscowDate(new Date('2026-03-10T20:59:59Z'))).toBe('2026-03-10');
    expect(moscowDate(new Date('2026-03-10T21:00:00Z'))).toBe('2026-03-11');
    expect(moscowDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});
