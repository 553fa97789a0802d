import { DateTime } from 'luxon';
import { moscowText, moscowToday, spanText, utcText } from './time';

describe('flight times in Moscow time and UTC', () => {
  it('shows an instant in both zones, Moscow three hours ahead', () => {
    expect(moscowText('2026-12-01T07:30:00Z')).toBe('01.12.2026 10:30');
    expect(utcText('2026-12-01T07:30:00Z')).toBe('01.12.2026 07:30');
    expect(utcText('2026-12-01T10:30:00+03:00')).toBe('01.12.2026 07:30');
    expect(moscowText(null)).toBe('');
    expect(utcText('not a date')).toBe('');
  });

  it('writes an interval with the finish’s clock only when it ends the same day in that zone', () => {
    expect(spanText('2026-12-01T07:30:00Z', '2026-12-01T09:00:00Z')).toEqual({
      moscow: '01.12.2026 10:30 — 12:00',
      utc: '01.12.2026 07:30 — 09:00',
    });
    // 22:30–23:30 UTC is 01:30–02:30 the next day in Moscow: one day in both zones.
    expect(spanText('2026-11-30T22:30:00Z', '2026-11-30T23:30:00Z')).toEqual({
      moscow: '01.12.2026 01:30 — 02:30',
      utc: '30.11.2026 22:30 — 23:30',
    });
    // 20:00–22:00 UTC crosses Moscow midnight: the Moscow finish keeps its date.
    expect(spanText('2026-11-30T20:00:00Z', '2026-11-30T22:00:00Z')).toEqual({
      moscow: '30.11.2026 23:00 — 01.12.2026 01:00',
      utc: '30.11.2026 20:00 — 22:00',
    });
    expect(spanText(null, null)).toEqual({ moscow: '', utc: '' });
  });

  it('takes today from the Moscow calendar', () => {
    expect(moscowToday(DateTime.fromISO('2026-11-30T21:30:00Z'))).toBe('2026-12-01');
    expect(moscowToday(DateTime.fromISO('2026-11-30T20:59:00Z'))).toBe('2026-11-30');
  });
});
