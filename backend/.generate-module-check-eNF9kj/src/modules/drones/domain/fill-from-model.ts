import type { CharacteristicsInput } from '../../drone-library/domain/characteristics';
import type { ModelRow } from '../../drone-library/entities/model.row';

/**
 * The drone form's characteristics with every figure the form left out (undefined, not an explicit
 * null) taken from the library model: a drone built from a model starts with the model's figures
 * (spec: "library defaults"), and a pilot who clears a figure on purpose keeps it cleared.
 */
export function fillFromModel(input: CharacteristicsInput, model: ModelRow | null): CharacteristicsInput {
  if (!model) return input;
  const pick = <T>(own: T | undefined, fromModel: T): T => (own === undefined ? fromModel : own);
  return {
    droneType: pick(input.droneType, model.drone_type),
    engineType: pick(input.engineType, model.engine_type),
    engineCount: pick(input.engineCount, model.engine_count),
    weightClass: pick(input.weightClass, input.maxTakeoffWeight === undefined ? model.weight_class : undefined),
    maxTakeoffWeight: pick(input.maxTakeoffWeight, model.max_takeoff_weight),
    maxLiftingCapacity: pick(input.maxLiftingCapacity, model.max_lifting_capacity),
    maxDistance: pick(input.maxDistance, model.max_distance),
    maxDuration: pick(input.maxDuration, model.max_duration),
    maxHeight: pick(input.maxHeight, model.max_height),
    maxHorizontalSpeed: pick(input.maxHorizontalSpeed, model.max_horizontal_speed),
    maxVerticalSpeed: pick(input.maxVerticalSpeed, model.max_vertical_speed),
    temperature: pick(input.temperature, { from: model.temperature_from, to: model.temperature_to }),
    windSpeed: pick(input.windSpeed, { from: model.wind_speed_from, to: model.wind_speed_to }),
  };
}
