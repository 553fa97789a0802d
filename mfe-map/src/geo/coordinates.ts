/**
 * Coordinates typed by people: decimal degrees (dot or comma, optional hemisphere letter) and
 * degrees-minutes-seconds such as 55°45'21"N, 55 45 21 с.ш. or 37°37′ в.д. Parsing is strict: text that is
 * not a coordinate, a minute or second of 60 or more, or a value outside the axis range is refused with a
 * reason the form shows.
 */
export type Axis = 'lat' | 'lng';

export type CoordinateError = 'empty' | 'format' | 'minutes' | 'seconds' | 'range' | 'hemisphere';

export class CoordinateParseError extends Error {
  constructor(readonly reason: CoordinateError) {
    super(reason);
    this.name = 'CoordinateParseError';
  }
}

const LIMIT: Record<Axis, number> = { lat: 90, lng: 180 };

/** Hemisphere markers: Latin letters and the Russian abbreviations (с.ш., ю.ш., в.д., з.д.). */
const HEMISPHERES: Array<{ pattern: RegExp; axis: Axis; sign: 1 | -1 }> = [
  { pattern: /^(n|с\.?\s*ш\.?|с)$/i, axis: 'lat', sign: 1 },
  { pattern: /^(s|ю\.?\s*ш\.?|ю)$/i, axis: 'lat', sign: -1 },
  { pattern: /^(e|в\.?\s*д\.?|в)$/i, axis: 'lng', sign: 1 },
  { pattern: /^(w|з\.?\s*д\.?|з)$/i, axis: 'lng', sign: -1 },
];

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
// Degrees, then optionally minutes and seconds; each part may carry its mark (° ' ") or be separated by spaces.
const DMS = new RegExp(
  String.raw`^([-+−])?\s*(${NUMBER})(?:\s*(?:°|º|d)\s*|\s+|$)(?:(${NUMBER})\s*(?:'|′|’|m)?\s*)?(?:(${NUMBER})\s*(?:"|″|”|''|s)?\s*)?$`,
  'i',
);
// A hemisphere letter counts only beside the number (so "Moscow" is not read as "Mosco" + W).
const HEMISPHERE_SUFFIX = /(?<=[\d°'′’"″”.\s])\s*([NSEWnsew]|[сюзвСЮЗВ]\.?\s*[шдШД]?\.?)\s*$/;
const HEMISPHERE_PREFIX = /^\s*([NSEWnsew])(?=[\s\d])\s*/;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Parses one coordinate of the given axis into decimal degrees. */
export function parseCoordinate(input: string, axis: Axis): number {
  let text = input.trim();
  if (text === '') throw new CoordinateParseError('empty');

  let hemisphereSign: 1 | -1 = 1;
  const hemisphereText = HEMISPHERE_SUFFIX.exec(text)?.[1] ?? HEMISPHERE_PREFIX.exec(text)?.[1];
  if (hemisphereText) {
    const hemisphere = HEMISPHERES.find((h) => h.pattern.test(hemisphereText.replace(/\s+/g, '')));
    if (!hemisphere) throw new CoordinateParseError('format');
    if (hemisphere.axis !== axis) throw new CoordinateParseError('hemisphere');
    hemisphereSign = hemisphere.sign;
    text = text.replace(HEMISPHERE_SUFFIX, '').replace(HEMISPHERE_PREFIX, '').trim();
  }

  const match = DMS.exec(text);
  if (!match) throw new CoordinateParseError('format');
  const [, signText, degreesText, minutesText, secondsText] = match;
  const degrees = toNumber(degreesText);
  const minutes = minutesText === undefined ? 0 : toNumber(minutesText);
  const seconds = secondsText === undefined ? 0 : toNumber(secondsText);
  // Fractions belong only to the last part written: 55.5°30' is ambiguous and refused.
  if (
    (minutesText !== undefined && !Number.isInteger(degrees)) ||
    (secondsText !== undefined && minutesText !== undefined && !Number.isInteger(minutes))
  ) {
    throw new CoordinateParseError('format');
  }
  if (minutes >= 60) throw new CoordinateParseError('minutes');
  if (seconds >= 60) throw new CoordinateParseError('seconds');
  const sign = (signText === '-' || signText === '−' ? -1 : 1) * hemisphereSign;
  if (signText && hemisphereText && sign === 1 && hemisphereSign === -1) throw new CoordinateParseError('format');
  const value = sign * (degrees + minutes / 60 + seconds / 3600);
  if (!Number.isFinite(value) || Math.abs(value) > LIMIT[axis]) throw new CoordinateParseError('range');
  return roundTo(value, 7);
}

/** "55.7558, 37.6173" or "55°45'21\"N 37°37'02\"E": a latitude and a longitude in one field. */
export function parseLatLng(input: string): { lat: number; lng: number } {
  const text = input.trim();
  if (text === '') throw new CoordinateParseError('empty');
  // A semicolon, or a comma followed by a space, separates the two; a bare comma may be a decimal mark.
  let parts = text.split(/\s*;\s*|,\s+/);
  if (parts.length !== 2) {
    const hemisphereSplit = /^(.*?[NSсю](?:\.?\s*ш\.?)?)\s+(.+)$/i.exec(text);
    parts = hemisphereSplit ? [hemisphereSplit[1], hemisphereSplit[2]] : text.split(/\s+/);
  }
  if (parts.length !== 2) throw new CoordinateParseError('format');
  return { lat: parseCoordinate(parts[0], 'lat'), lng: parseCoordinate(parts[1], 'lng') };
}

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** 55.755800 — six decimals are ~10 cm, more than any drone route needs. */
export function formatDecimal(value: number, digits = 6): string {
  return value.toFixed(digits);
}

/** 55°45'20.9"N — the hemisphere letters are the international ones. */
export function formatDms(value: number, axis: Axis): string {
  const hemisphere = axis === 'lat' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E';
  let totalTenths = Math.round(Math.abs(value) * 36000);
  const degrees = Math.floor(totalTenths / 36000);
  totalTenths -= degrees * 36000;
  const minutes = Math.floor(totalTenths / 600);
  const seconds = (totalTenths - minutes * 600) / 10;
  return `${degrees}°${String(minutes).padStart(2, '0')}'${seconds.toFixed(1).padStart(4, '0')}"${hemisphere}`;
}

export function formatLatLng(point: { lat: number; lng: number }, style: 'decimal' | 'dms'): string {
  return style === 'decimal'
    ? `${formatDecimal(point.lat)}, ${formatDecimal(point.lng)}`
    : `${formatDms(point.lat, 'lat')} ${formatDms(point.lng, 'lng')}`;
}
