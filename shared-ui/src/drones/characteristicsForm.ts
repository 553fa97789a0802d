import type { ErrorSink } from '../forms/errorCollector';
import { numberText, parseDecimal, parseInteger } from '../forms/numbers';
import { ENGINE_COUNT_RANGE, FIGURE_RANGES, FIGURES, TEMPERATURE_RANGE, weightClassOf, WIND_SPEED_RANGE, type Figure } from './droneRules';
import type { DroneCharacteristics } from './droneTypes';
import { DRONES_NAMESPACE } from './translations';

/**
 * A `t` of any namespace: the rules below name their messages with the `drones:` prefix, so the
 * caller's own `t` (the remote's namespace) finds them too.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const message = (key: string) => `${DRONES_NAMESPACE}:${key}`;

/**
 * The characteristics part of a drone or model form (docs/requirements.md#ui-drone-forms). Numbers stay text while typed
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

/** Every characteristics field, for placing server errors (others go to the form-level banner). */
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

export function characteristicsValues(source: Partial<DroneCharacteristics>): CharacteristicsValues {
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

function figureError(t: Translate, text: string, range: { min: number; max: number; exclusiveMin?: boolean }): string | undefined {
  const value = parseDecimal(text);
  if (value === null) return undefined;
  if (Number.isNaN(value)) return t(message('form.errors.number'));
  if (range.exclusiveMin ? value <= range.min : value < range.min)
    return t(message(range.exclusiveMin ? 'form.errors.above' : 'form.errors.min'), { min: range.min });
  if (value > range.max) return t(message('form.errors.max'), { max: range.max });
  return undefined;
}

function rangeErrors(
  t: Translate,
  pair: { from: string; to: string },
  bounds: { min: number; max: number },
): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  for (const side of ['from', 'to'] as const) {
    const value = parseDecimal(pair[side]);
    if (value === null) continue;
    if (Number.isNaN(value)) errors[side] = t(message('form.errors.number'));
    else if (value < bounds.min || value > bounds.max)
      errors[side] = t(message('form.errors.between'), { min: bounds.min, max: bounds.max });
  }
  const from = parseDecimal(pair.from);
  const to = parseDecimal(pair.to);
  if (!errors.from && !errors.to && from !== null && to !== null && from > to) errors.to = t(message('form.errors.rangeOrder'));
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
    put('engineCount', t(message('form.errors.wholeBetween'), ENGINE_COUNT_RANGE));
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
    put('weightClass', t(message('form.errors.weightClass'), { expected: t(message(`weightClass.${weightClassOf(weight)}`)) }));
  }
}

/** The figures as the server takes them (blank → null, engine count 1 by default as in the spec). */
export function characteristicsPayload(values: CharacteristicsValues): DroneCharacteristics {
  const figures = Object.fromEntries(FIGURES.map((figure: Figure) => [figure, parseDecimal(values[figure])])) as Record<
    Figure,
    number | null
  >;
  return {
    droneType: (values.droneType || null) as DroneCharacteristics['droneType'],
    engineType: (values.engineType || null) as DroneCharacteristics['engineType'],
    engineCount: parseInteger(values.engineCount) ?? 1,
    weightClass: (values.weightClass || null) as DroneCharacteristics['weightClass'],
    ...figures,
    temperature: { from: parseDecimal(values.temperature.from), to: parseDecimal(values.temperature.to) },
    windSpeed: { from: parseDecimal(values.windSpeed.from), to: parseDecimal(values.windSpeed.to) },
  };
}
