import { setIn } from 'final-form';
import type { Characteristics } from '../api/droneTypes';
import {
  ENGINE_COUNT_RANGE,
  FIGURE_RANGES,
  FIGURES,
  numberText,
  parseDecimal,
  parseInteger,
  TEMPERATURE_RANGE,
  weightClassOf,
  WIND_SPEED_RANGE,
  type Figure,
} from './droneRules';

/**
 * The characteristics part of a drone or model form (spec part 1 §3). Numbers stay text while typed
 * (so "1," is not lost); names follow the server's (`temperature.from`) so its field errors land.
 */
export interface CharacteristicsValues {
  droneType: string;
  engineType: string;
  engineCount: string;
  weightClass: string;
  maxTakeoffWeight: string;
  maxLiftingCapacity: string;
  maxDistance: string;
  maxDuration: string;
  maxHeight: string;
  maxHorizontalSpeed: string;
  maxVerticalSpeed: string;
  temperature: { from: string; to: string };
  windSpeed: { from: string; to: string };
}

export const CHARACTERISTICS_FIELDS: readonly string[] = [
  'droneType',
  'engineType',
  'engineCount',
  'weightClass',
  ...FIGURES,
  'temperature',
  'temperature.from',
  'temperature.to',
  'windSpeed',
  'windSpeed.from',
  'windSpeed.to',
];

export function characteristicsValues(source: Partial<Characteristics>): CharacteristicsValues {
  return {
    droneType: source.droneType ?? '',
    engineType: source.engineType ?? '',
    engineCount: numberText(source.engineCount ?? 1),
    weightClass: source.weightClass ?? '',
    maxTakeoffWeight: numberText(source.maxTakeoffWeight),
    maxLiftingCapacity: numberText(source.maxLiftingCapacity),
    maxDistance: numberText(source.maxDistance),
    maxDuration: numberText(source.maxDuration),
    maxHeight: numberText(source.maxHeight),
    maxHorizontalSpeed: numberText(source.maxHorizontalSpeed),
    maxVerticalSpeed: numberText(source.maxVerticalSpeed),
    temperature: { from: numberText(source.temperature?.from), to: numberText(source.temperature?.to) },
    windSpeed: { from: numberText(source.windSpeed?.from), to: numberText(source.windSpeed?.to) },
  };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ErrorSink = (field: string, message: string | undefined) => void;

/** Collects errors into a nested object, as final-form expects for `temperature.from`. */
export function errorCollector(): { put: ErrorSink; errors: () => Record<string, unknown> } {
  let errors: Record<string, unknown> = {};
  return {
    put: (field, message) => {
      if (message) errors = setIn(errors, field, message) as Record<string, unknown>;
    },
    errors: () => errors,
  };
}

function figureError(t: Translate, text: string, range: { min: number; max: number; exclusiveMin?: boolean }): string | undefined {
  const value = parseDecimal(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return t('drones.form.errors.number');
  if (range.exclusiveMin ? value <= range.min : value < range.min) return t(range.exclusiveMin ? 'drones.form.errors.above' : 'drones.form.errors.min', { min: range.min });
  if (value > range.max) return t('drones.form.errors.max', { max: range.max });
  return undefined;
}

function rangeErrors(t: Translate, pair: { from: string; to: string }, bounds: { min: number; max: number }): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  for (const side of ['from', 'to'] as const) {
    const value = parseDecimal(pair[side]);
    if (value === null) continue;
    if (Number.isNaN(value)) errors[side] = t('drones.form.errors.number');
    else if (value < bounds.min || value > bounds.max) errors[side] = t('drones.form.errors.between', { min: bounds.min, max: bounds.max });
  }
  const from = parseDecimal(pair.from);
  const to = parseDecimal(pair.to);
  if (!errors.from && !errors.to && from !== null && to !== null && from > to) errors.to = t('drones.form.errors.rangeOrder');
  return errors;
}

/**
 * The server's rules for the figures: engine count 1..16, each figure within its bounds, the spec's
 * ranges (temperature -50..50 °C, wind 0..40 m/s, "from" not above "to"), the weight class agreeing
 * with the take-off weight.
 */
export function validateCharacteristics(values: CharacteristicsValues, t: Translate, put: ErrorSink): void {
  const engines = parseInteger(values.engineCount);
  if (engines !== null && (Number.isNaN(engines) || engines < ENGINE_COUNT_RANGE.min || engines > ENGINE_COUNT_RANGE.max)) {
    put('engineCount', t('drones.form.errors.wholeBetween', ENGINE_COUNT_RANGE));
  }
  for (const figure of FIGURES) put(figure, figureError(t, values[figure], FIGURE_RANGES[figure]));
  const temperature = rangeErrors(t, values.temperature ?? { from: '', to: '' }, TEMPERATURE_RANGE);
  put('temperature.from', temperature.from);
  put('temperature.to', temperature.to);
  const wind = rangeErrors(t, values.windSpeed ?? { from: '', to: '' }, WIND_SPEED_RANGE);
  put('windSpeed.from', wind.from);
  put('windSpeed.to', wind.to);
  const weight = parseDecimal(values.maxTakeoffWeight);
  if (weight !== null && !Number.isNaN(weight) && weight > 0 && values.weightClass && values.weightClass !== weightClassOf(weight)) {
    put('weightClass', t('drones.form.errors.weightClass', { expected: t(`drones.weightClass.${weightClassOf(weight)}`) }));
  }
}

/** The figures as the server takes them (blank → null, engine count 1 by default as in the spec). */
export function characteristicsPayload(values: CharacteristicsValues): Characteristics {
  const figures = Object.fromEntries(FIGURES.map((figure: Figure) => [figure, parseDecimal(values[figure])])) as Record<Figure, number | null>;
  return {
    droneType: (values.droneType || null) as Characteristics['droneType'],
    engineType: (values.engineType || null) as Characteristics['engineType'],
    engineCount: parseInteger(values.engineCount) ?? 1,
    weightClass: (values.weightClass || null) as Characteristics['weightClass'],
    ...figures,
    temperature: { from: parseDecimal(values.temperature.from), to: parseDecimal(values.temperature.to) },
    windSpeed: { from: parseDecimal(values.windSpeed.from), to: parseDecimal(values.windSpeed.to) },
  };
}
