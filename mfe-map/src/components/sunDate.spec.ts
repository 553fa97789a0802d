import { DateTime } from 'luxon';
import { checkSunDate, moscowTodayText, shiftSunDate } from './sunDate';

describe('the sunrise date field', () => {
  it('defaults to today in Moscow, whatever the browser zone', () => {
    // 22:30 in UTC on 31 December is already 1 January in Moscow (UTC+3).
    expect(moscowTodayText(DateTime.fromISO('2026-12-31T22:30:00Z'))).toBe('01.01.2027');
    expect(moscowTodayText(DateTime.fromISO('2026-06-21T12:00:00Z'))).toBe('21.06.2026');
  });

  it('reads DD.MM.YYYY into the API date', () => {
    expect(checkSunDate('21.06.2026')).toEqual({ kind: 'date', iso: '2026-06-21' });
    expect(checkSunDate('29.02.2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
  });

  it('waits for a date still being typed', () => {
    expect(checkSunDate('')).toEqual({ kind: 'incomplete' });
    expect(checkSunDate('21.06.20')).toEqual({ kind: 'incomplete' });
  });

  it('calls an impossible day impossible and a year the backend does not answer out of range', () => {
    expect(checkSunDate('31.02.2026')).toEqual({ kind: 'impossible' });
    expect(checkSunDate('29.02.2027')).toEqual({ kind: 'impossible' });
    expect(checkSunDate('12.13.2026')).toEqual({ kind: 'impossible' });
    expect(checkSunDate('00.01.2026')).toEqual({ kind: 'impossible' });
    expect(checkSunDate('01.01.1900')).toEqual({ kind: 'outOfRange' });
    expect(checkSunDate('01.01.2100')).toEqual({ kind: 'outOfRange' });
  });

  it('steps a day with the arrow keys, across months and years, never out of range', () => {
    expect(shiftSunDate('28.02.2026', 1)).toBe('01.03.2026');
    expect(shiftSunDate('01.01.2027', -1)).toBe('31.12.2026');
    expect(shiftSunDate('31.12.2099', 1)).toBeNull();
    expect(shiftSunDate('31.02.2026', 1)).toBeNull();
    expect(shiftSunDate('21.06', 1)).toBeNull();
  });
});
