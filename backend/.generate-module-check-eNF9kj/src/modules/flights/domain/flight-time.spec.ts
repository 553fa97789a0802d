import { formatFlightDateTime, parseFlightDateTime } from './flight-time';

describe('flight date-times', () => {
  it('reads LOCAL as Moscow time (UTC+3) and UTC as is, across midnight', () => {
    expect(parseFlightDateTime('2026-06-01T01:30:00', 'LOCAL')?.toISOString()).toBe('2026-05-31T22:30:00.000Z');
    expect(parseFlightDateTime('2026-06-01T01:30:00', 'UTC')?.toISOString()).toBe('2026-06-01T01:30:00.000Z');
    expect(parseFlightDateTime('2026-12-31T23:59:59', 'UTC')?.toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('writes an instant back in the same mode: a round trip never shifts a time', () => {
    for (const mode of ['UTC', 'LOCAL'] as const) {
      for (const text of ['2026-06-01T00:00:00', '2026-06-01T02:59:59', '2026-06-01T03:00:00', '2027-01-01T00:30:00']) {
        const instant = parseFlightDateTime(text, mode);
        expect(instant).not.toBeNull();
        expect(formatFlightDateTime(instant as Date, mode)).toBe(text);
      }
    }
  });

  it('refuses anything but a real YYYY-MM-DDTHH:mm:ss', () => {
    for (const text of ['2026-02-30T10:00:00', '2026-06-01T24:00:00', '2026-06-01 10:00:00', '2026-06-01T10:00:00Z', '2026-06-01T10:00']) {
      expect(parseFlightDateTime(text, 'UTC')).toBeNull();
    }
  });
});
