import { DateTime } from 'luxon';
import { calendarEntries, daysOf, defaultMonth, firstFlight, flightMonths, monthWeeks, toMoscow } from './flightDates';
import type { FlightRequestListItem } from './flightRequestsApi';

const request = (over: Partial<FlightRequestListItem>): FlightRequestListItem => ({
  id: 'r1',
  name: 'Night survey',
  status: 'DRAFT',
  simple: true,
  flightType: 'AMATEUR',
  drone: null,
  flightPurpose: null,
  flightDateTimeOffsetMode: 'UTC',
  firstFlightDateTime: null,
  dates: [],
  geometry: null,
  flightAltitudeMax: null,
  flySpaceClass: null,
  routeSummary: null,
  snapshotFile: null,
  editable: true,
  deletable: true,
  agreementStatuses: [],
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});

describe('flight dates in Moscow time', () => {
  it('reads an interval text in the request’s offset mode', () => {
    expect(toMoscow('2026-11-30T22:30:00', 'UTC')?.toFormat('dd.LL.yyyy HH:mm')).toBe('01.12.2026 01:30');
    expect(toMoscow('2026-11-30T22:30:00', 'LOCAL')?.toFormat('dd.LL.yyyy HH:mm')).toBe('30.11.2026 22:30');
    expect(toMoscow('2026-11-30T22:30:00Z', 'LOCAL')?.toFormat('dd.LL.yyyy HH:mm')).toBe('01.12.2026 01:30');
    expect(toMoscow('not a date', 'UTC')).toBeNull();
  });

  it('puts a flight across Moscow midnight on both days, marked as going on', () => {
    // 20:00–22:30 UTC is 23:00–01:30 in Moscow: one UTC day, two Moscow days.
    const item = request({ dates: [{ start: '2026-11-30T20:00:00', finish: '2026-11-30T22:30:00' }] });
    const byDay = calendarEntries([item]);
    expect([...byDay.keys()]).toEqual(['2026-11-30', '2026-12-01']);
    expect(byDay.get('2026-11-30')?.[0]).toMatchObject({ continued: false, continues: true });
    expect(byDay.get('2026-12-01')?.[0]).toMatchObject({ continued: true, continues: false });
  });

  it('places a flight by its Moscow day even when its UTC day is the day before', () => {
    // 21:00–22:00 UTC on 30 November is 00:00–01:00 on 1 December in Moscow.
    const item = request({ dates: [{ start: '2026-11-30T21:00:00', finish: '2026-11-30T22:00:00' }] });
    expect([...calendarEntries([item]).keys()]).toEqual(['2026-12-01']);
  });

  it('keeps a LOCAL request’s times as written, a finish at midnight off the next day, the first flight the earliest', () => {
    const item = request({
      flightDateTimeOffsetMode: 'LOCAL',
      dates: [
        { start: '2026-12-07T09:00:00', finish: '2026-12-07T10:00:00' },
        { start: '2026-12-05T22:00:00', finish: '2026-12-06T00:00:00' },
      ],
    });
    const byDay = calendarEntries([item]);
    expect([...byDay.keys()]).toEqual(['2026-12-05', '2026-12-07']);
    expect(firstFlight(item)?.toFormat('dd.LL.yyyy HH:mm')).toBe('05.12.2026 22:00');
  });

  it('lists the days an interval touches', () => {
    const start = DateTime.fromISO('2026-12-31T23:00:00', { zone: 'Europe/Moscow' });
    expect(daysOf({ start, finish: start.plus({ hours: 2 }) })).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks[0][0].toFormat('yyyy-LL-dd')).toBe('2026-11-30');
    expect(weeks.at(-1)?.[6].toFormat('yyyy-LL-dd')).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('opens on this month when someone flies in it, else on the next month with flights', () => {
    const december = request({ id: 'a', dates: [{ start: '2026-12-02T07:00:00', finish: '2026-12-02T08:00:00' }] });
    const october = request({ id: 'b', dates: [{ start: '2026-10-02T07:00:00', finish: '2026-10-02T08:00:00' }] });
    const now = DateTime.fromISO('2026-11-24T12:00:00Z');
    expect(defaultMonth([december, october], now)).toBe('2026-12');
    expect(defaultMonth([october], now)).toBe('2026-10');
    expect(defaultMonth([], now)).toBe('2026-11');
    expect(flightMonths([december, october])).toEqual([
      { month: '2026-10', count: 1 },
      { month: '2026-12', count: 1 },
    ]);
  });
});
