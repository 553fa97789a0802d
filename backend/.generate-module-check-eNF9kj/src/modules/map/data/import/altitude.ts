import { ALTITUDE_UNITS, AltitudeUnit, METRES_PER_FOOT } from '../../map.constants';

export interface AltitudeBand {
  lower: number | null;
  upper: number | null;
  unit: AltitudeUnit;
  lowerM: number | null;
  upperM: number | null;
}

/**
 * An altitude band as a file states it (in metres or feet) and in metres for filtering. Either limit may
 * be absent (open band); when both are given the lower must not exceed the upper.
 */
export function readAltitudeBand(lower: unknown, upper: unknown, unitValue: unknown): AltitudeBand | string {
  const unitText = unitValue === undefined || unitValue === null ? 'M' : String(unitValue).toUpperCase();
  const unit = ALTITUDE_UNITS.find((u) => u === unitText);
  if (!unit) return `altitude unit must be one of ${ALTITUDE_UNITS.join(', ')} (got ${JSON.stringify(unitValue)})`;
  const read = (value: unknown, name: string): number | null | string => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} must be a number`;
    if (value < -1000 || value > 100_000) return `${name} ${value} is out of range`;
    return value;
  };
  const lowerValue = read(lower, 'lowerLimit');
  if (typeof lowerValue === 'string') return lowerValue;
  const upperValue = read(upper, 'upperLimit');
  if (typeof upperValue === 'string') return upperValue;
  if (lowerValue !== null && upperValue !== null && lowerValue > upperValue) {
    return `lowerLimit ${lowerValue} is above upperLimit ${upperValue}`;
  }
  const toMetres = (value: number | null) =>
    value === null ? null : unit === 'FT' ? Math.round(value * METRES_PER_FOOT * 100) / 100 : value;
  return { lower: lowerValue, upper: upperValue, unit, lowerM: toMetres(lowerValue), upperM: toMetres(upperValue) };
}

/** An ISO 8601 date-time, or null when absent; a string that is not a date is an error. */
export function readDateTime(value: unknown, name: string): Date | null | string {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') return `${name} must be an ISO 8601 date-time`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? `${name} "${value}" is not an ISO 8601 date-time` : date;
}
