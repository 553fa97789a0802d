import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { CoordinateParseError, CoordinateAxis, parseCoordinate } from '../geometry/coordinate-parser';
import { QueryErrors, RawQuery, rejectUnknownKeys, single } from './query-values';

export interface SunriseQuery {
  /** YYYY-MM-DD; undefined means today in Moscow. */
  date?: string;
  lat: number;
  lng: number;
  /** `within-ru=true`: refuse points outside Russia. */
  withinRussia: boolean;
}

/** The NOAA algorithm's stated range of accuracy. */
const MIN_YEAR = 1901;
const MAX_YEAR = 2099;

export function parseSunriseQuery(query: RawQuery): SunriseQuery {
  const errors = new QueryErrors();
  rejectUnknownKeys(query, (key) => ['date', 'lat', 'lng', 'within-ru'].includes(key), errors);
  const date = readDate(single(query, 'date', errors), errors);
  const lat = readCoordinate(single(query, 'lat', errors), 'lat', errors);
  const lng = readCoordinate(single(query, 'lng', errors), 'lng', errors);
  const withinRussia = readBoolean(single(query, 'within-ru', errors), 'within-ru', errors);
  if (errors.any) throw new FieldValidationException(errors.errors);
  return { date, lat: lat as number, lng: lng as number, withinRussia };
}

function readDate(text: string | undefined, errors: QueryErrors): string | undefined {
  if (text === undefined || text === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    errors.add('date', 'must be a date YYYY-MM-DD');
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const asDate = new Date(Date.UTC(year, month - 1, day));
  if (asDate.getUTCFullYear() !== year || asDate.getUTCMonth() !== month - 1 || asDate.getUTCDate() !== day) {
    errors.add('date', `${text} is not a calendar date`);
    return undefined;
  }
  if (year < MIN_YEAR || year > MAX_YEAR) {
    errors.add('date', `must be between ${MIN_YEAR} and ${MAX_YEAR}`);
    return undefined;
  }
  return text;
}

function readCoordinate(text: string | undefined, axis: CoordinateAxis, errors: QueryErrors): number | undefined {
  if (text === undefined) {
    errors.add(axis, 'is required');
    return undefined;
  }
  try {
    return parseCoordinate(text, axis);
  } catch (error) {
    if (!(error instanceof CoordinateParseError)) throw error;
    errors.add(axis, error.message);
    return undefined;
  }
}

function readBoolean(text: string | undefined, field: string, errors: QueryErrors): boolean {
  if (text === undefined || text === '') return false;
  const value = text.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors.add(field, 'must be true or false');
  return false;
}
