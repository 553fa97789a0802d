/**
 * Sunrise, sunset, solar noon and civil twilight by the NOAA solar calculator's algorithm (Meeus,
 * "Astronomical Algorithms"; the equations of NOAA's Global Monitoring Laboratory spreadsheet). Accurate to
 * about a minute between 1900 and 2100 for latitudes within the polar circles; beyond them it reports polar
 * day or night when the sun does not cross the horizon that day.
 *
 * `date` is a calendar day; the events returned are those around that day's local solar noon at the given
 * longitude, so the answer belongs to the place's own day wherever it is.
 */

export interface SolarDay {
  solarNoon: Date;
  sunrise: Date | null;
  sunset: Date | null;
  civilDawn: Date | null;
  civilDusk: Date | null;
  /** Seconds between sunrise and sunset; 0 in polar night, 86400 in polar day. */
  dayLengthSeconds: number;
  polar: 'POLAR_DAY' | 'POLAR_NIGHT' | null;
}

/** The sun's centre 50′ below the horizon: refraction (34′) plus the solar radius (16′). */
const SUNRISE_ZENITH = 90.833;
/** Civil twilight ends when the sun's centre is 6° below the horizon. */
const CIVIL_ZENITH = 96;
const MS_PER_MINUTE = 60_000;

const rad = (degrees: number): number => (degrees * Math.PI) / 180;
const deg = (radians: number): number => (radians * 180) / Math.PI;

export function solarDay(date: { year: number; month: number; day: number }, lat: number, lng: number): SolarDay {
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
  const julianDayAtMidnight = midnightUtc / 86_400_000 + 2440587.5;

  // Solar noon: first estimate at the longitude's mean noon, then once more at the noon found.
  let noonMinutes = 720 - 4 * lng;
  for (let i = 0; i < 2; i++) {
    noonMinutes = 720 - 4 * lng - sunPosition(julianDayAtMidnight + noonMinutes / 1440).equationOfTime;
  }
  const solarNoon = new Date(midnightUtc + noonMinutes * MS_PER_MINUTE);

  const event = (zenith: number, rising: boolean): Date | null | 'always' | 'never' => {
    // Two refinements: the sun's declination moves a little between noon and the event.
    let minutes = noonMinutes;
    for (let i = 0; i < 2; i++) {
      const position = sunPosition(julianDayAtMidnight + minutes / 1440);
      const hourAngle = hourAngleDegrees(lat, position.declination, zenith);
      if (hourAngle === 'always' || hourAngle === 'never') return hourAngle;
      const noonAtEvent = 720 - 4 * lng - position.equationOfTime;
      minutes = rising ? noonAtEvent - 4 * hourAngle : noonAtEvent + 4 * hourAngle;
    }
    return new Date(midnightUtc + minutes * MS_PER_MINUTE);
  };

  const sunrise = event(SUNRISE_ZENITH, true);
  const sunset = event(SUNRISE_ZENITH, false);
  const dawn = event(CIVIL_ZENITH, true);
  const dusk = event(CIVIL_ZENITH, false);
  const asDate = (value: Date | null | 'always' | 'never'): Date | null => (value instanceof Date ? value : null);

  const polar = sunrise === 'always' ? 'POLAR_DAY' : sunrise === 'never' ? 'POLAR_NIGHT' : null;
  const dayLengthSeconds =
    polar === 'POLAR_DAY'
      ? 86_400
      : polar === 'POLAR_NIGHT'
        ? 0
        : Math.round(((asDate(sunset)?.getTime() ?? 0) - (asDate(sunrise)?.getTime() ?? 0)) / 1000);

  return {
    solarNoon,
    sunrise: asDate(sunrise),
    sunset: asDate(sunset),
    civilDawn: asDate(dawn),
    civilDusk: asDate(dusk),
    dayLengthSeconds,
    polar,
  };
}

/** 'always' when the sun stays above that zenith all day, 'never' when it stays below. */
function hourAngleDegrees(lat: number, declination: number, zenith: number): number | 'always' | 'never' {
  const cosH = Math.cos(rad(zenith)) / (Math.cos(rad(lat)) * Math.cos(rad(declination))) - Math.tan(rad(lat)) * Math.tan(rad(declination));
  if (cosH > 1) return 'never';
  if (cosH < -1) return 'always';
  return deg(Math.acos(cosH));
}

/** The sun's declination (degrees) and the equation of time (minutes) at a Julian day. */
export function sunPosition(julianDay: number): { declination: number; equationOfTime: number } {
  const t = (julianDay - 2451545) / 36525;
  const meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const centre =
    Math.sin(rad(meanAnomaly)) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(rad(2 * meanAnomaly)) * (0.019993 - 0.000101 * t) +
    Math.sin(rad(3 * meanAnomaly)) * 0.000289;
  const trueLongitude = meanLongitude + centre;
  const omega = 125.04 - 1934.136 * t;
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(rad(omega));
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(rad(omega));
  const declination = deg(Math.asin(Math.sin(rad(obliquity)) * Math.sin(rad(apparentLongitude))));

  const y = Math.tan(rad(obliquity / 2)) ** 2;
  const l0 = rad(meanLongitude);
  const m = rad(meanAnomaly);
  const equationOfTime =
    4 *
    deg(
      y * Math.sin(2 * l0) -
        2 * eccentricity * Math.sin(m) +
        4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
        0.5 * y * y * Math.sin(4 * l0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * m),
    );
  return { declination, equationOfTime };
}
