import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import {
  AUTHORITY_TYPE_CODES,
  AuthorityTypeCode,
  DEFAULT_CROSSING_AERODROME_TYPES,
  LANDING_SITE_TYPES,
  LandingSiteType,
} from '../map.constants';
import { QueryErrors, RawQuery, list, rejectUnknownKeys } from './query-values';

export interface CrossingsOptions {
  aerodromeTypes: readonly LandingSiteType[];
  authorityTypes: readonly AuthorityTypeCode[];
}

/**
 * Reads `aerodromesTypeCodes` and `crossedAuthorityTypeCodes` (repeated keys or comma lists). Absent lists
 * take the spec's defaults: aerodromes of type airport and helipad, authorities of both types.
 */
export function parseCrossingsQuery(query: RawQuery): CrossingsOptions {
  const errors = new QueryErrors();
  const isListKey = (key: string, name: string) => key === name || key.startsWith(`${name}[`) || key.startsWith(`${name}.`);
  rejectUnknownKeys(query, (key) => isListKey(key, 'aerodromesTypeCodes') || isListKey(key, 'crossedAuthorityTypeCodes'), errors);
  const aerodromeTypes = readCodes(list(query, 'aerodromesTypeCodes'), LANDING_SITE_TYPES, 'aerodromesTypeCodes', errors);
  const authorityTypes = readCodes(list(query, 'crossedAuthorityTypeCodes'), AUTHORITY_TYPE_CODES, 'crossedAuthorityTypeCodes', errors);
  if (errors.any) throw new FieldValidationException(errors.errors);
  return {
    aerodromeTypes: aerodromeTypes ?? DEFAULT_CROSSING_AERODROME_TYPES,
    authorityTypes: authorityTypes ?? AUTHORITY_TYPE_CODES,
  };
}

function readCodes<T extends string>(
  values: string[] | undefined,
  allowed: readonly T[],
  field: string,
  errors: QueryErrors,
): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  const codes: T[] = [];
  for (const value of values) {
    const code = allowed.find((candidate) => candidate === value.toUpperCase());
    if (!code) errors.add(field, `unknown code "${value}"; expected any of ${allowed.join(', ')}`);
    else if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}
