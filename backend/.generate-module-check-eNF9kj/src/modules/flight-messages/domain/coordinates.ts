import { ShrInputError, type ShrPoint } from './shr-message.input';

/**
 * A point as the message table writes it: degrees and minutes rounded to the nearest minute
 * (`DDMMN DDDMME`, e.g. `5509N03737E`), or with seconds rounded to the nearest second
 * (`DDMMSSN DDDMMSSE`, e.g. `550912N0373712E`). Rounding carries into the degree: 55°59.99′ → `5600N`.
 *
 * Russia only: a southern latitude is refused (no Russian territory lies south of the equator); a western
 * longitude is written with `W` (Chukotka east of the 180th meridian, e.g. Uelen `6610N16949W`), and
 * 180° is written `18000E` whichever side it came from.
 */
export function formatPoint(point: ShrPoint, seconds: boolean, field: string): string {
  const { lat, lng } = point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    throw new ShrInputError('invalid-coordinate', field, `not a point on the Earth (lat ${lat}, lng ${lng})`);
  }
  const latText = formatAngle(lat, 2, seconds);
  if (lat < 0 && latText.digits !== formatAngle(0, 2, seconds).digits) {
    throw new ShrInputError('southern-hemisphere', field, `a southern latitude (${lat}) is outside Russia`);
  }
  const lngText = formatAngle(lng, 3, seconds);
  const east = lng >= 0 || lngText.degrees === 180 || lngText.degrees + lngText.minutes + lngText.seconds === 0;
  return `${latText.digits}N${lngText.digits}${east ? 'E' : 'W'}`;
}

interface Angle {
  degrees: number;
  minutes: number;
  seconds: number;
  digits: string;
}

function formatAngle(value: number, degreeDigits: 2 | 3, withSeconds: boolean): Angle {
  const unitsPerDegree = withSeconds ? 3600 : 60;
  // toFixed first: 37.15 * 60 is 2228.9999999999995 in binary, which must count as 2229 minutes.
  const units = Math.round(Number((Math.abs(value) * unitsPerDegree).toFixed(6)));
  const degrees = Math.floor(units / unitsPerDegree);
  const rest = units - degrees * unitsPerDegree;
  const minutes = withSeconds ? Math.floor(rest / 60) : rest;
  const seconds = withSeconds ? rest % 60 : 0;
  const digits = pad(degrees, degreeDigits) + pad(minutes, 2) + (withSeconds ? pad(seconds, 2) : '');
  return { degrees, minutes, seconds, digits };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
