import type { WeightClass } from './droneTypes';

/**
 * The limits of a drone's characteristics, the same as the server's (backend drone-library/domain):
 * the spec's ranges (part 1 §5: temperature -50..50 °C, wind 0..40 m/s) and upper bounds that only
 * catch typing mistakes such as grams in the kilogram field.
 */
export const TEMPERATURE_RANGE = { min: -50, max: 50 } as const;
export const WIND_SPEED_RANGE = { min: 0, max: 40 } as const;
export const ENGINE_COUNT_RANGE = { min: 1, max: 16 } as const;

export const FIGURES = ['maxTakeoffWeight', 'maxLiftingCapacity', 'maxDistance', 'maxDuration', 'maxHeight', 'maxHorizontalSpeed', 'maxVerticalSpeed'] as const;
export type Figure = (typeof FIGURES)[number];

/** Inclusive bounds of each figure; the take-off weight must be above zero. */
export const FIGURE_RANGES: Readonly<Record<Figure, { min: number; max: number; exclusiveMin?: boolean }>> = {
  maxTakeoffWeight: { min: 0, max: 5000, exclusiveMin: true },
  maxLiftingCapacity: { min: 0, max: 2000 },
  maxDistance: { min: 0, max: 20000 },
  maxDuration: { min: 0, max: 10000 },
  maxHeight: { min: 0, max: 20000 },
  maxHorizontalSpeed: { min: 0, max: 300 },
  maxVerticalSpeed: { min: 0, max: 100 },
};

/** Weight classes from the maximum take-off weight: LIGHT ≤ 30 kg < MEDIUM ≤ 150 kg < HEAVY (as the server). */
export const LIGHT_MAX_KG = 30;
export const MEDIUM_MAX_KG = 150;

export function weightClassOf(maxTakeoffWeightKg: number): WeightClass {
  if (maxTakeoffWeightKg <= LIGHT_MAX_KG) return 'LIGHT';
  if (maxTakeoffWeightKg <= MEDIUM_MAX_KG) return 'MEDIUM';
  return 'HEAVY';
}
