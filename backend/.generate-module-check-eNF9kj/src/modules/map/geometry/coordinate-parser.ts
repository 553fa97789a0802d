/**
 * Parses a latitude or longitude written the ways people and instruments write them:
 * decimal degrees with a dot or a comma ("55.7558", "55,7558", "-37.6"), with an optional hemisphere letter
 * (N S E W, or the Russian С Ю В З and the abbreviations "с.ш.", "ю.ш.", "в.д.", "з.д."), and
 * degrees-minutes-seconds ("55°45'21\"N", "55 45 21.5 N", "N55°45.35'", "55°45′21″ с.ш.").
 * Anything else is refused with a reason, never guessed at.
 */

export type CoordinateAxis = 'lat' | 'lng';

export class CoordinateParseError extends Error {}

type Hemisphere = 'N' | 'S' | 'E' | 'W';

const HEMISPHERE_WORDS: ReadonlyArray<[RegExp, Hemisphere]> = [
  [/с\.?\s*ш\.?/i, 'N'],
  [/ю\.?\s*ш\.?/i, 'S'],
  [/в\.?\s*д\.?/i, 'E'],
  [/з\.?\s*д\.?/i, 'W'],
];

const HEMISPHERE_LETTERS: Record<string, Hemisphere> = {
  N: 'N',
  S: 'S',
  E: 'E',
  W: 'W',
  С: 'N',
  Ю: 'S',
  В: 'E',
  З: 'W',
};

const AXIS_HEMISPHERES: Record<CoordinateAxis, readonly Hemisphere[]> = { lat: ['N', 'S'], lng: ['E', 'W'] };
const AXIS_LIMIT: Record<CoordinateAxis, number> = { lat: 90, lng: 180 };
const AXIS_NAME: Record<CoordinateAxis, string> = { lat: 'latitude', lng: 'longitude' };

/** Longest input worth reading; anything longer is not a coordinate (and keeps the regexes cheap). */
const MAX_LENGTH = 64;

export function parseCoordinate(input: unknown, axis: CoordinateAxis): number {
  const value = typeof input === 'number' ? input : parseText(input, axis);
  if (!Number.isFinite(value)) throw new CoordinateParseError(`${AXIS_NAME[axis]} must be a finite number`);
  const limit = AXIS_LIMIT[axis];
  if (value < -limit || value > limit) {
    throw new CoordinateParseError(`${AXIS_NAME[axis]} must be between -${limit} and ${limit}`);
  }
  return value;
}

function parseText(input: unknown, axis: CoordinateAxis): number {
  if (typeof input !== 'string') throw new CoordinateParseError(`${AXIS_NAME[axis]} must be a number or a coordinate text`);
  let text = input.trim();
  if (text === '') throw new CoordinateParseError(`${AXIS_NAME[axis]} is empty`);
  if (text.length > MAX_LENGTH) throw new CoordinateParseError(`${AXIS_NAME[axis]} is too long to be a coordinate`);

  let hemisphere: Hemisphere | undefined;
  for (const [pattern, found] of HEMISPHERE_WORDS) {
    if (pattern.test(text)) {
      hemisphere = found;
      text = text.replace(pattern, ' ').trim();
      break;
    }
  }
  if (!hemisphere) {
    const letter = /^([NSEWСЮВЗ])\s*|\s*([NSEWСЮВЗ])$/i.exec(text);
    if (letter) {
      hemisphere = HEMISPHERE_LETTERS[(letter[1] ?? letter[2]).toUpperCase()];
      text = (text.slice(0, letter.index) + text.slice(letter.index + letter[0].length)).trim();
    }
  }
  if (hemisphere && !AXIS_HEMISPHERES[axis].includes(hemisphere)) {
    throw new CoordinateParseError(`${hemisphere} is not a hemisphere of a ${AXIS_NAME[axis]}`);
  }

  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1).trim();
  if (negative && (hemisphere === 'S' || hemisphere === 'W')) {
    throw new CoordinateParseError(`${AXIS_NAME[axis]} has both a minus sign and a ${hemisphere} hemisphere`);
  }

  // The message quotes the input as given: what is left after taking the hemisphere off ("north" → "orth") means nothing to the sender.
  const magnitude = parseMagnitude(text, axis, input.trim());
  const southOrWest = negative || hemisphere === 'S' || hemisphere === 'W';
  return southOrWest && magnitude !== 0 ? -magnitude : magnitude;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** Degree, minute and second marks as typed (ASCII quotes) and as typeset (primes, typographic quotes). */
const DEGREE = String.raw`\s*(?:°|º|˚|\s)\s*`;
const MINUTE = String.raw`\s*(?:'|′|’|‘|\s)\s*`;
const SECOND = String.raw`\s*(?:"|″|”|“|''|′′)?\s*`;
const DECIMAL = new RegExp(String.raw`^${NUMBER}\s*°?$`);
const DEGREES_MINUTES = new RegExp(String.raw`^(\d+)${DEGREE}${NUMBER}\s*(?:'|′|’|‘)?$`);
const DEGREES_MINUTES_SECONDS = new RegExp(String.raw`^(\d+)${DEGREE}(\d+)${MINUTE}${NUMBER}${SECOND}$`);

function parseMagnitude(text: string, axis: CoordinateAxis, original: string): number {
  const decimal = DECIMAL.exec(text);
  if (decimal) return toNumber(decimal[1]);

  const dms = DEGREES_MINUTES_SECONDS.exec(text);
  if (dms) return combine(axis, Number(dms[1]), Number(dms[2]), toNumber(dms[3]));

  const dm = DEGREES_MINUTES.exec(text);
  if (dm) return combine(axis, Number(dm[1]), toNumber(dm[2]), 0);

  throw new CoordinateParseError(
    `${AXIS_NAME[axis]} "${original}" is not a coordinate: use decimal degrees (55.7558) or DD°MM'SS" (55°45'21"N)`,
  );
}

function combine(axis: CoordinateAxis, degrees: number, minutes: number, seconds: number): number {
  if (minutes >= 60) throw new CoordinateParseError(`${AXIS_NAME[axis]} minutes must be below 60`);
  if (seconds >= 60) throw new CoordinateParseError(`${AXIS_NAME[axis]} seconds must be below 60`);
  return degrees + minutes / 60 + seconds / 3600;
}

/** A decimal comma is how Russian locales write fractions ("55,75"); the spec allows dot or comma. */
function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}
