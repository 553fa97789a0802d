// The words of the drone form (types, engines, projections, ranges, figure limits and their units) are
// vocabulary the front ends share: docs/requirements.md#vocabulary-drone-characteristics.
import type { DroneType, EngineType } from '@nebo/shared-vocabulary';

export {
  DEFAULT_ENGINE_COUNT,
  DRONE_TYPES,
  ENGINE_TYPES,
  FIGURE_LIMITS,
  MAIN_PROJECTION,
  MAX_ENGINE_COUNT,
  PERFORMANCE_FIGURES,
  PROJECTIONS,
  TEMPERATURE_RANGE,
  WIND_SPEED_RANGE,
  type DroneType,
  type EngineType,
  type PerformanceFigure,
  type Projection,
} from '@nebo/shared-vocabulary';

/** A closed interval as the spec sends intervals (`{ from, to }`, like coverageRubAmountInterval). */
export interface Interval {
  from: number | null;
  to: number | null;
}

/** Everything a model defines and a drone inherits from it. */
export interface DroneCharacteristics {
  droneType: DroneType | null;
  engineType: EngineType | null;
  engineCount: number;
  maxTakeoffWeight: number | null;
  maxLiftingCapacity: number | null;
  maxDistance: number | null;
  maxDuration: number | null;
  maxHeight: number | null;
  maxHorizontalSpeed: number | null;
  maxVerticalSpeed: number | null;
  temperature: Interval;
  windSpeed: Interval;
}
