import { DateTime } from 'luxon';
import { ageInYears, apiDateToDisplay, displayDateToApi, formatDate, formatDateTime } from './dates';

describe('dates in Moscow time', () => {
  it('formats an instant as DD.MM.YYYY HH:mm in Moscow whatever its zone', () => {
    expect(formatDateTime('2026-01-05T09:30:00Z')).toBe('05.01.2026 12:30');
    expect(formatDateTime('2026-01-05T23:30:00+00:00')).toBe('06.01.2026 02:30');
    expect(formatDateTime(Date.UTC(2026, 6, 1, 0, 0))).toBe('01.07.2026 03:00');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('shows a bare calendar date unchanged and an instant by its Moscow day', () => {
    expect(formatDate('2000-01-01')).toBe('01.01.2000');
    expect(formatDate('2026-03-01T22:00:00Z')).toBe('02.03.2026');
  });

  it('converts between DD.MM.YYYY and YYYY-MM-DD', () => {
    expect(displayDateToApi('31.12.1999')).toBe('1999-12-31');
    expect(displayDateToApi('29.02.2001')).toBeNull();
    expect(displayDateToApi('1.1.2000')).toBeNull();
    expect(displayDateToApi('')).toBeNull();
    expect(apiDateToDisplay('2000-01-01')).toBe('01.01.2000');
    expect(apiDateToDisplay('2000-01-01T00:00:00')).toBe('01.01.2000');
    expect(apiDateToDisplay('garbage')).toBe('');
  });

  it('counts full years of age on the Moscow calendar', () => {
    const today = DateTime.fromISO('2026-06-15T10:00:00', { zone: 'Europe/Moscow' });
    expect(ageInYears('2008-06-15', today)).toBe(18);
    expect(ageInYears('2008-06-16', today)).toBe(17);
    expect(ageInYears('1926-06-15', today)).toBe(100);
    expect(ageInYears('nonsense', today)).toBeNull();
  });
});
