import { FIGURE_LIMITS, MAX_ENGINE_COUNT, PERFORMANCE_FIGURES, type PerformanceFigure } from '@nebo/shared-vocabulary';

/**
 * The limits of a drone's characteristics, the server's own (@nebo/shared-vocabulary,
 * docs/requirements.md#vocabulary-drone-characteristics), in the shape the form's fields need.
 */
export { LIGHT_MAX_KG, MEDIUM_MAX_KG, TEMPERATURE_RANGE, weightClassOf, WIND_SPEED_RANGE } from '@nebo/shared-vocabulary';

export const ENGINE_COUNT_RANGE = { min: 1, max: MAX_ENGINE_COUNT } as const;

export const FIGURES = PERFORMANCE_FIGURES;
export type Figure = PerformanceFigure;

/** Inclusive bounds of each figure; the take-off weight must be above zero. */
export const FIGURE_RANGES: Readonly<Record<Figure, { min: number; max: number; exclusiveMin?: boolean }>> = {
  maxTakeoffWeight: { min: 0, max: FIGURE_LIMITS.maxTakeoffWeight, exclusiveMin: true },
  maxLiftingCapacity: { min: 0, max: FIGURE_LIMITS.maxLiftingCapacity },
  maxDistance: { min: 0, max: FIGURE_LIMITS.maxDistance },
  maxDuration: { min: 0, max: FIGURE_LIMITS.maxDuration },
  maxHeight: { min: 0, max: FIGURE_LIMITS.maxHeight },
  maxHorizontalSpeed: { min: 0, max: FIGURE_LIMITS.maxHorizontalSpeed },
  maxVerticalSpeed: { min: 0, max: FIGURE_LIMITS.maxVerticalSpeed },
};
