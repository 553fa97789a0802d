import { formatFlightDateTime, parseFlightDateTime } from '../domain/flight-time';
import { daylightOf, solarDateAt } from './daylight';

const MOSCOW = { lat: 55.75, lng: 37.62 };
const KAMCHATKA = { lat: 53.02, lng: 158.65 };
const MURMANSK = { lat: 68.97, lng: 33.08 };

const check = (start: string, finish: string, mode: 'UTC' | 'LOCAL', point = MOSCOW) =>
  daylightOf(parseFlightDateTime(start, mode) as Date, parseFlightDateTime(finish, mode) as Date, point);

describe('daylight at the route', () => {
  it("finds a midday flight over Moscow in June in daylight, with the day's sunrise and sunset", () => {
    const day = check('2026-06-21T10:00:00', '2026-06-21T12:00:00', 'UTC');
    expect(day.inDaylight).toBe(true);
    // Moscow, 21 June: sunrise about 03:44 MSK (00:44 UTC), sunset about 21:18 MSK (18:18 UTC).
    expect(formatFlightDateTime(day.sunrise as Date, 'LOCAL')).toMatch(/^2026-06-21T03:4\d/);
    expect(formatFlightDateTime(day.sunset as Date, 'LOCAL')).toMatch(/^2026-06-21T21:1\d/);
  });

  it('finds an evening flight that runs past sunset at night', () => {
    expect(check('2026-06-21T17:00:00', '2026-06-21T19:00:00', 'UTC').inDaylight).toBe(false);
    expect(check('2026-06-21T20:00:00', '2026-06-21T21:00:00', 'LOCAL').inDaylight).toBe(true);
    expect(check('2026-06-21T21:00:00', '2026-06-21T22:00:00', 'LOCAL').inDaylight).toBe(false);
  });

  it('handles an interval across midnight in Moscow time (night) and in UTC', () => {
    expect(check('2026-06-21T23:30:00', '2026-06-22T01:00:00', 'LOCAL').inDaylight).toBe(false);
    expect(check('2026-06-21T23:30:00', '2026-06-22T01:00:00', 'UTC').inDaylight).toBe(false);
  });

  it('puts an early Moscow morning (the previous day in UTC) on the Moscow day', () => {
    // 03:50–04:30 MSK on 22 June is 00:50–01:30 UTC: after that day's sunrise, the same answer in both modes.
    const local = check('2026-06-22T03:50:00', '2026-06-22T04:30:00', 'LOCAL');
    const utc = check('2026-06-22T00:50:00', '2026-06-22T01:30:00', 'UTC');
    expect(local).toEqual(utc);
    expect(local.inDaylight).toBe(true);
    // 02:00 MSK on 22 June is 23:00 UTC on the 21st: before the 22nd's sunrise, night.
    expect(check('2026-06-22T02:00:00', '2026-06-22T02:30:00', 'LOCAL').inDaylight).toBe(false);
  });

  it("uses the place's own day: 22:00 UTC is 10:00 the next day in Kamchatka", () => {
    expect(solarDateAt(new Date('2026-06-20T22:00:00Z'), KAMCHATKA.lng)).toEqual({ year: 2026, month: 6, day: 21 });
    const day = check('2026-06-20T22:00:00', '2026-06-20T23:00:00', 'UTC', KAMCHATKA);
    expect(day.inDaylight).toBe(true);
    expect((day.sunrise as Date).toISOString()).toMatch(/^2026-06-20T16:5\d/);
  });

  it('reports polar day and polar night beyond the polar circle', () => {
    expect(check('2026-06-21T22:00:00', '2026-06-21T23:00:00', 'UTC', MURMANSK)).toEqual({
      sunrise: null,
      sunset: null,
      polar: 'POLAR_DAY',
      inDaylight: true,
    });
    expect(check('2026-12-21T10:00:00', '2026-12-21T11:00:00', 'UTC', MURMANSK)).toMatchObject({ polar: 'POLAR_NIGHT', inDaylight: false });
  });
});
