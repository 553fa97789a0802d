/**
 * The drone shapes both the pilot's drones and the library's models share (spec part 2 §7.1, §7.2;
 * backend/src/modules/drones/dtos, backend/src/modules/drone-library/dtos). Units: kg, km, minutes,
 * metres, m/s, °C.
 */
export const PROJECTIONS = ['FRONT', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT', 'BACK'] as const;
export type Projection = (typeof PROJECTIONS)[number];
/** FRONT is the drone's main picture (spec part 1 §3). */
export const MAIN_PROJECTION: Projection = 'FRONT';

export const DRONE_TYPES = ['MULTICOPTER', 'FIXED_WING', 'HELICOPTER', 'HYBRID_VTOL'] as const;
export type DroneType = (typeof DRONE_TYPES)[number];

export const ENGINE_TYPES = ['ELECTRIC', 'COMBUSTION', 'HYBRID'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

export const WEIGHT_CLASSES = ['LIGHT', 'MEDIUM', 'HEAVY'] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

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
