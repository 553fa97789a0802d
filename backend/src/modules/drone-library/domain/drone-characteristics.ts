/**
 * The vocabulary a drone model and an individual drone share (spec part 1 §3 "Drone form"). Units are
 * fixed here once, because the spec names the fields but not their units:
 * - maxTakeoffWeight, maxLiftingCapacity: kilograms
 * - maxDistance: kilometres (the manufacturer's "max flight distance" / range on one battery or tank)
 * - maxDuration: minutes
 * - maxHeight: metres above sea level (the manufacturer's service ceiling / max take-off altitude)
 * - maxHorizontalSpeed, maxVerticalSpeed, windSpeed: metres per second
 * - temperature: degrees Celsius
 */
export const DRONE_TYPES = ['MULTICOPTER', 'FIXED_WING', 'HELICOPTER', 'HYBRID_VTOL'] as const;
export type DroneType = (typeof DRONE_TYPES)[number];

export const ENGINE_TYPES = ['ELECTRIC', 'COMBUSTION', 'HYBRID'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** The six photo projections of a drone or a model; FRONT is the main picture (spec part 1 §3). */
export const PROJECTIONS = ['FRONT', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT', 'BACK'] as const;
export type Projection = (typeof PROJECTIONS)[number];
export const MAIN_PROJECTION: Projection = 'FRONT';

/** Ranges of the spec (part 1 §5): temperature -50..50 °C, wind speed 0..40 m/s. */
export const TEMPERATURE_RANGE = { min: -50, max: 50 } as const;
export const WIND_SPEED_RANGE = { min: 0, max: 40 } as const;

/** Engine count: 1 by default (spec); 16 covers the largest multicopters (octo-coaxial) with room to spare. */
export const DEFAULT_ENGINE_COUNT = 1;
export const MAX_ENGINE_COUNT = 16;

/**
 * Upper bounds of the performance figures. They only reject typing mistakes (a weight in grams typed into
 * the kilogram field, a speed in km/h into m/s): each is far above any drone the platform registers.
 */
export const FIGURE_LIMITS = {
  maxTakeoffWeight: 5000,
  maxLiftingCapacity: 2000,
  maxDistance: 20000,
  maxDuration: 10000,
  maxHeight: 20000,
  maxHorizontalSpeed: 300,
  maxVerticalSpeed: 100,
} as const;
export type PerformanceFigure = keyof typeof FIGURE_LIMITS;
export const PERFORMANCE_FIGURES = Object.keys(FIGURE_LIMITS) as PerformanceFigure[];

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
