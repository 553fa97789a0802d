import { solarDay } from '../../map/sun/noaa-solar';

/**
 * Whether a flight interval lies in daylight at the route: between sunrise and sunset (NOAA algorithm,
 * map/sun/noaa-solar.ts) of the place's own day at the route's centre. Instants come from the wire times
 * of the request's offset mode (domain/flight-time.ts).
 */
export interface DaylightCheck {
  /** Sunrise and sunset of the place's day the interval starts in; null in polar day or night. */
  sunrise: Date | null;
  sunset: Date | null;
  polar: 'POLAR_DAY' | 'POLAR_NIGHT' | null;
  inDaylight: boolean;
}

/**
 * The place's calendar day of an instant: the UTC date shifted by the longitude's mean solar time, so a
 * flight at 23:30 UTC over Kamchatka (UTC+12) belongs to the next day there.
 */
export function solarDateAt(instant: Date, lng: number): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + (lng / 15) * 3_600_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Daylight for an interval at a point: the whole interval must lie between sunrise and sunset of one day. */
export function daylightOf(start: Date, finish: Date, point: { lat: number; lng: number }): DaylightCheck {
  const solar = solarDay(solarDateAt(start, point.lng), point.lat, point.lng);
  if (solar.polar === 'POLAR_DAY') {
    // The sun stays up all that day; an interval running into the next day needs that day's sun too.
    const next = solarDay(solarDateAt(finish, point.lng), point.lat, point.lng);
    const inDaylight = next.polar === 'POLAR_DAY' || (next.sunset !== null && finish <= next.sunset);
    return { sunrise: null, sunset: null, polar: 'POLAR_DAY', inDaylight };
  }
  if (solar.polar === 'POLAR_NIGHT' || !solar.sunrise || !solar.sunset) {
    return { sunrise: null, sunset: null, polar: solar.polar, inDaylight: false };
  }
  return {
    sunrise: solar.sunrise,
    sunset: solar.sunset,
    polar: null,
    inDaylight: start >= solar.sunrise && finish <= solar.sunset,
  };
}
