/**
 * Weight classes (LIGHT, MEDIUM, HEAVY), derived from the maximum take-off weight
 * (docs/requirements.md#vocabulary-weight-classes).
 *
 * The classes are named by the platform but their bounds are not, so they are fixed here from what
 * Russian rules actually distinguish:
 * - Air Code of the Russian Federation, art. 33: civil unmanned aircraft of 0.15–30 kg are put on record
 *   (учёт), those above 30 kg need state registration and an airworthiness certificate; below 0.15 kg
 *   nothing is required. Hence LIGHT = up to and including 30 kg (everything a private pilot only
 *   records, the sub-0.15 kg toys included).
 * - Russian law has no second boundary. 150 kg is the one international rules drew for decades (the
 *   EU's former Basic Regulation 216/2008 left unmanned aircraft below 150 kg to national authorities)
 *   and the one Russian industry classifications use between "medium" and "heavy" drones; it is a
 *   convention, not a legal threshold, and is kept in one place so it can change.
 * So: LIGHT ≤ 30 kg < MEDIUM ≤ 150 kg < HEAVY.
 */
export const WEIGHT_CLASSES = ['LIGHT', 'MEDIUM', 'HEAVY'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

/** Below this weight (kg) no registration is required at all (Air Code art. 33). */
export const UNREGISTERED_BELOW_KG = 0.15;
export const LIGHT_MAX_KG = 30;
export const MEDIUM_MAX_KG = 150;

export function weightClassOf(maxTakeoffWeightKg: number): WeightClass {
  if (maxTakeoffWeightKg <= LIGHT_MAX_KG) return 'LIGHT';
  if (maxTakeoffWeightKg <= MEDIUM_MAX_KG) return 'MEDIUM';
  return 'HEAVY';
}
