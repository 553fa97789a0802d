/**
 * The drone shapes both the pilot's drones and the library's models share. The words (types, engines,
 * projections, weight classes) are @nebo/shared-vocabulary's, the same the backend validates against
 * (docs/requirements.md#vocabulary-drone-characteristics). Units: kg, km, minutes, metres, m/s, °C.
 */
import type { DroneType, EngineType, Projection, WeightClass } from '@nebo/shared-vocabulary';

export {
  DRONE_TYPES,
  ENGINE_TYPES,
  MAIN_PROJECTION,
  PROJECTIONS,
  WEIGHT_CLASSES,
  type DroneType,
  type EngineType,
  type Projection,
  type WeightClass,
} from '@nebo/shared-vocabulary';

export interface Interval {
  from: number | null;
  to: number | null;
}

/** A drone's or a model's picture of one projection. */
export interface ImageInfo {
  /** File id. */
  id: string;
  main: boolean;
  url: string;
  filename?: string | null;
  projection: Projection;
}

/** The figures a library model gives and a pilot's drone inherits. */
export interface DroneCharacteristics {
  droneType: DroneType | null;
  engineType: EngineType | null;
  engineCount: number;
  weightClass: WeightClass | null;
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
