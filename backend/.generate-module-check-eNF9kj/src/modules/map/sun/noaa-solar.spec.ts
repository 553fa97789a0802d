import { solarDay } from './noaa-solar';
import { formatMoscowIso } from './moscow-time';

const MOSCOW = { lat: 55.7558, lng: 37.6173 };

/** Minutes between an instant and a wall-clock time in Moscow on the same date. */
function minutesFrom(instant: Date | null, moscowHhMm: string): number {
  if (!instant) throw new Error('expected an instant');
  const [hh, mm] = moscowHhMm.split(':').map(Number);
  const iso = formatMoscowIso(instant);
  const actual = Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16)) + Number(iso.slice(17, 19)) / 60;
  return Math.abs(actual - (hh * 60 + mm));
}

describe('solarDay (NOAA algorithm)', () => {
  it('gives Moscow on the 2026 summer solstice: sunrise 03:44, sunset 21:18 Moscow time', () => {
    const day = solarDay({ year: 2026, month: 6, day: 21 }, MOSCOW.lat, MOSCOW.lng);
    // Published tables (NOAA solar calculator, timeanddate.com) round these to the minute.
    expect(minutesFrom(day.sunrise, '03:44')).toBeLessThan(1.5);
    expect(minutesFrom(day.sunset, '21:18')).toBeLessThan(1.5);
    expect(minutesFrom(day.solarNoon, '12:31')).toBeLessThan(1.5);
    expect(day.polar).toBeNull();
    expect(day.dayLengthSeconds / 3600).toBeCloseTo(17.56, 1);
    expect(formatMoscowIso(day.sunrise as Date)).toMatch(/^2026-06-21T03:4\d:\d\d\+03:00$/);
  });

  it('gives Moscow on the winter solstice: sunrise 08:58, sunset 15:58', () => {
    const day = solarDay({ year: 2026, month: 12, day: 21 }, MOSCOW.lat, MOSCOW.lng);
    expect(minutesFrom(day.sunrise, '08:58')).toBeLessThan(2);
    expect(minutesFrom(day.sunset, '15:58')).toBeLessThan(2);
  });

  it('orders civil dawn before sunrise and civil dusk after sunset', () => {
    const day = solarDay({ year: 2026, month: 3, day: 20 }, MOSCOW.lat, MOSCOW.lng);
    expect((day.civilDawn as Date).getTime()).toBeLessThan((day.sunrise as Date).getTime());
    expect((day.civilDusk as Date).getTime()).toBeGreaterThan((day.sunset as Date).getTime());
    // Near the equinox the day is close to twelve hours long everywhere.
    expect(day.dayLengthSeconds / 3600).toBeGreaterThan(12);
    expect(day.dayLengthSeconds / 3600).toBeLessThan(12.4);
  });

  it('reports polar day and polar night in Murmansk', () => {
    const summer = solarDay({ year: 2026, month: 6, day: 21 }, 68.9585, 33.0827);
    expect(summer.polar).toBe('POLAR_DAY');
    expect(summer.sunrise).toBeNull();
    expect(summer.dayLengthSeconds).toBe(86_400);
    const winter = solarDay({ year: 2026, month: 12, day: 21 }, 68.9585, 33.0827);
    expect(winter.polar).toBe('POLAR_NIGHT');
    expect(winter.sunset).toBeNull();
    expect(winter.dayLengthSeconds).toBe(0);
  });

  it('answers for the place’s own day in the far east (Vladivostok sunrise is the previous evening in Moscow)', () => {
    const day = solarDay({ year: 2026, month: 6, day: 21 }, 43.1155, 131.8855);
    // Vladivostok keeps UTC+10 but lies 18° west of that meridian, so its solar noon is about 13:13 local
    // and sunrise about 05:32 local, which is 22:32 on 20 June in Moscow.
    expect(formatMoscowIso(day.sunrise as Date).slice(0, 10)).toBe('2026-06-20');
    expect(minutesFrom(day.sunrise, '22:32')).toBeLessThan(3);
  });
});
