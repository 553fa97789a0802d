import { LIGHT_MAX_KG, MEDIUM_MAX_KG, weightClassOf, type WeightClass } from '@nebo/shared-vocabulary';

// The classes, their bounds and weightClassOf are vocabulary the front ends share (docs/requirements.md#vocabulary-weight-classes).
export {
  LIGHT_MAX_KG,
  MEDIUM_MAX_KG,
  UNREGISTERED_BELOW_KG,
  WEIGHT_CLASSES,
  weightClassOf,
  type WeightClass,
} from '@nebo/shared-vocabulary';

/**
 * The weight class a record should have: the class its weight implies when the weight is known, else
 * the class it was given (a manufacturer may publish a payload but no take-off weight while the class is
 * still certain). Returns null when neither is known, or `conflict` when the given class contradicts the
 * weight, so callers can report it as a field error rather than silently overriding the user.
 */
export function resolveWeightClass(
  maxTakeoffWeightKg: number | null,
  given: WeightClass | null,
): { weightClass: WeightClass | null; conflict?: { expected: WeightClass } } {
  if (maxTakeoffWeightKg === null) return { weightClass: given };
  const expected = weightClassOf(maxTakeoffWeightKg);
  if (given !== null && given !== expected) return { weightClass: given, conflict: { expected } };
  return { weightClass: expected };
}

/** The text of the weight-class conflict, shared by the library and the drones so users see one message. */
export function weightClassConflictMessage(expected: WeightClass, maxTakeoffWeightKg: number): string {
  return `weightClass must be ${expected} for a maximum take-off weight of ${maxTakeoffWeightKg} kg (LIGHT up to ${LIGHT_MAX_KG} kg, MEDIUM up to ${MEDIUM_MAX_KG} kg, HEAVY above)`;
}
