/**
 * The characteristics a library model defines and a pilot's drone inherits (docs/requirements.md#vocabulary-drone-characteristics).
 * Units are fixed here once: maxTakeoffWeight and maxLiftingCapacity in kilograms, maxDistance in
 * kilometres (range on one battery or tank), maxDuration in minutes, maxHeight in metres above sea level
 * (service ceiling), maxHorizontalSpeed, maxVerticalSpeed and windSpeed in metres per second, temperature
 * in degrees Celsius.
 */
export const DRONE_TYPES = ['MULTICOPTER', 'FIXED_WING', 'HELICOPTER', 'HYBRID_VTOL'] as const;
export type DroneType = (typeof DRONE_TYPES)[number];

export const ENGINE_TYPES = ['ELECTRIC', 'COMBUSTION', 'HYBRID'] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** The six photo projections of a drone or a model; FRONT is the main picture. */
export const PROJECTIONS = ['FRONT', 'TOP', 'BOTTOM', 'LEFT', 'RIGHT', 'BACK'] as const;
export type Projection = (typeof PROJECTIONS)[number];
export const MAIN_PROJECTION: Projection = 'FRONT';

/** Operating ranges a model may state: temperature -50..50 °C, wind speed 0..40 m/s. */
export const TEMPERATURE_RANGE = { min: -50, max: 50 } as const;
export const WIND_SPEED_RANGE = { min: 0, max: 40 } as const;

/** Engine count: 1 by default; 16 covers the largest multicopters (octo-coaxial) with room to spare. */
export const DEFAULT_ENGINE_COUNT = 1;
export const MAX_ENGINE_COUNT = 16;

/**
 * Upper bounds of the performance figures. They only reject typing mistakes (a weight in grams typed into
 * the kilogram field, a speed in km/h into m/s): each is far above any drone the platform registers.
 * The lower bound of every figure is 0; the take-off weight must be above it.
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
