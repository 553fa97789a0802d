import { ShrInputError } from './shr-message.input';

/** `M` and four digits of tens of metres: the largest writable altitude is M9999, 99,990 m. */
const MAX_TENS = 9999;

/**
 * Field 15's altitude band, `M<min>/M<max>` in tens of metres (M0016 = 160 m). The band is widened to
 * whole tens so that it always contains the flight: the minimum is rounded down, the maximum up
 * (5 m → M0000/M0001, 149 m → M0014 as a minimum and M0015 as a maximum). A minimum below zero (a site
 * below sea level) is written M0000, the lowest value the format has.
 */
export function formatAltitudeBand(minMetres: number, maxMetres: number): string {
  if (!Number.isFinite(minMetres))
    throw new ShrInputError('invalid-altitude', 'altitudeMinMetres', `not a number of metres (${minMetres})`);
  if (!Number.isFinite(maxMetres))
    throw new ShrInputError('invalid-altitude', 'altitudeMaxMetres', `not a number of metres (${maxMetres})`);
  if (minMetres > maxMetres) {
    throw new ShrInputError(
      'altitude-min-above-max',
      'altitudeMinMetres',
      `the minimum altitude (${minMetres} m) is above the maximum (${maxMetres} m)`,
    );
  }
  if (maxMetres < 0)
    throw new ShrInputError('invalid-altitude', 'altitudeMaxMetres', `the maximum altitude is below zero (${maxMetres} m)`);
  const min = Math.max(0, Math.floor(tens(minMetres)));
  const max = Math.ceil(tens(maxMetres));
  if (max > MAX_TENS) {
    throw new ShrInputError(
      'altitude-too-high',
      'altitudeMaxMetres',
      `the maximum altitude (${maxMetres} m) is above ${MAX_TENS * 10} m, the largest the format writes`,
    );
  }
  return `M${pad(min)}/M${pad(max)}`;
}

/** Metres as tens, without binary noise (1234.0000000001 m must not round up to 124). */
function tens(metres: number): number {
  return Number((metres / 10).toFixed(6));
}

function pad(value: number): string {
  return String(value).padStart(4, '0');
}
