import type { FieldError } from '../../../common/errors/error-body';
import { DEFAULT_ENGINE_COUNT, DroneCharacteristics, Interval } from './drone-characteristics';
import { WeightClass, resolveWeightClass, weightClassConflictMessage } from './weight-class';

/** The characteristics as a validated form sends them (every figure optional). */
export interface CharacteristicsInput {
  droneType?: DroneCharacteristics['droneType'];
  engineType?: DroneCharacteristics['engineType'];
  engineCount?: number | null;
  weightClass?: WeightClass | null;
  maxTakeoffWeight?: number | null;
  maxLiftingCapacity?: number | null;
  maxDistance?: number | null;
  maxDuration?: number | null;
  maxHeight?: number | null;
  maxHorizontalSpeed?: number | null;
  maxVerticalSpeed?: number | null;
  temperature?: Partial<Interval> | null;
  windSpeed?: Partial<Interval> | null;
}

/**
 * Normalises form input into stored characteristics: missing figures become null, the engine count
 * defaults to 1, and the weight class follows the take-off weight. A class that contradicts the weight
 * is a field error, as is a lifting capacity above the take-off weight (the payload is part of it).
 */
export function normaliseCharacteristics(input: CharacteristicsInput): {
  characteristics: DroneCharacteristics;
  weightClass: WeightClass | null;
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const maxTakeoffWeight = input.maxTakeoffWeight ?? null;
  const resolved = resolveWeightClass(maxTakeoffWeight, input.weightClass ?? null);
  if (resolved.conflict && maxTakeoffWeight !== null) {
    errors.push({ field: 'weightClass', error: weightClassConflictMessage(resolved.conflict.expected, maxTakeoffWeight) });
  }
  const maxLiftingCapacity = input.maxLiftingCapacity ?? null;
  if (maxTakeoffWeight !== null && maxLiftingCapacity !== null && maxLiftingCapacity >= maxTakeoffWeight) {
    errors.push({ field: 'maxLiftingCapacity', error: 'maxLiftingCapacity must be less than maxTakeoffWeight' });
  }
  return {
    characteristics: {
      droneType: input.droneType ?? null,
      engineType: input.engineType ?? null,
      engineCount: input.engineCount ?? DEFAULT_ENGINE_COUNT,
      maxTakeoffWeight,
      maxLiftingCapacity,
      maxDistance: input.maxDistance ?? null,
      maxDuration: input.maxDuration ?? null,
      maxHeight: input.maxHeight ?? null,
      maxHorizontalSpeed: input.maxHorizontalSpeed ?? null,
      maxVerticalSpeed: input.maxVerticalSpeed ?? null,
      temperature: { from: input.temperature?.from ?? null, to: input.temperature?.to ?? null },
      windSpeed: { from: input.windSpeed?.from ?? null, to: input.windSpeed?.to ?? null },
    },
    weightClass: resolved.weightClass,
    errors,
  };
}
