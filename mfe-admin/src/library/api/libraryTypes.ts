/**
 * The shapes of the drone calls (spec part 2 §7.1) as the backend answers them
 * (backend/src/modules/drone-library/dtos). Units: kg, km, minutes,
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

export interface ImageInfo {
  /** File id. */
  id: string;
  main: boolean;
  url: string;
  filename?: string | null;
  projection: Projection;
}

export interface Characteristics {
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

export type LibraryStatus = 'ACTIVE' | 'ARCHIVED';

/** A manufacturer as the library answers it (GET drone/manufacturers…). */
export interface Manufacturer {
  id: string;
  name: string;
  nameEn: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  website: string | null;
  status: LibraryStatus;
  /** Live (not deleted) models. */
  modelsCount: number;
  source: string | null;
  createDate: string;
  updateDate: string;
}

/** POST drone/manufacturers/save. */
export interface ManufacturerPayload {
  id?: string;
  name: string;
  nameEn: string | null;
  country: string | null;
  website: string | null;
}

/** A library model; a copy (GET drone/models/copy/{id}) has `id: null` until it is saved. */
export interface Model extends Characteristics {
  id: string | null;
  name: string;
  manufacturer: { id: string; name: string; nameEn: string | null; country: string | null; status: LibraryStatus };
  imageInfos: ImageInfo[];
  status: LibraryStatus;
  source: string | null;
  createDate: string | null;
  updateDate: string | null;
}

/** The `model` JSON part of POST drone/models/save. */
export interface ModelPayload extends Partial<Characteristics> {
  id?: string;
  manufacturerId: string;
  name: string;
  /** Pictures to keep, by file id; new ones go as `images.<PROJECTION>` parts. */
  imageInfos: { id: string; projection: Projection }[];
}
