/**
 * The shapes of the drone calls (spec part 2 §7.1, §7.2) as the backend answers them
 * (backend/src/modules/drones/dtos, backend/src/modules/drone-library/dtos). Units: kg, km, minutes,
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

export interface DroneFile {
  id: string;
  url?: string | null;
  filename?: string | null;
  accessTypeCode?: string | null;
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

export interface ModelRef {
  id: string;
  name: string;
}

export interface Drone extends Characteristics {
  id: string;
  name: string;
  modelId: string | null;
  model: ModelRef | null;
  manufacturer: string | null;
  serialNumber: string | null;
  registrationNumber: string | null;
  issueYear: number | null;
  imageInfos: ImageInfo[];
  registrationCertScans: DroneFile[];
  airworthinessCertScans: DroneFile[];
  createDate: string;
  updateDate: string;
}

export interface DroneListItem {
  id: string;
  name: string;
  model: ModelRef | null;
  manufacturer: string | null;
  serialNumber: string | null;
  registrationNumber: string | null;
  issueYear: number | null;
  droneType: DroneType | null;
  weightClass: WeightClass | null;
  maxTakeoffWeight: number | null;
  mainImage: ImageInfo | null;
  createDate: string;
}

/** GET library-defaults/{id}: the form prefilled from a library model. */
export interface DroneDefaults extends Characteristics {
  modelId: string;
  model: ModelRef;
  name: string;
  manufacturer: string | null;
}

export interface LibraryManufacturer {
  id: string;
  name: string;
  nameEn: string | null;
  country: string | null;
  status: 'ACTIVE' | 'ARCHIVED';
  modelsCount: number;
}

export interface LibraryModel extends Characteristics {
  id: string;
  name: string;
  manufacturer: { id: string; name: string; nameEn: string | null; country: string | null; status: 'ACTIVE' | 'ARCHIVED' };
  imageInfos: ImageInfo[];
  status: 'ACTIVE' | 'ARCHIVED';
}

/** The `drone` JSON part of POST /api/user/drones/insertOrUpdate. */
export interface DronePayload extends Partial<Characteristics> {
  id?: string;
  name: string;
  modelId?: string | null;
  manufacturer?: string | null;
  serialNumber?: string | null;
  registrationNumber?: string | null;
  issueYear?: number | null;
  /** Pictures to keep, by file id; new ones go as `images.<PROJECTION>` parts. */
  imageInfos: { id: string; projection: Projection }[];
  registrationCertScans: { id: string }[];
  airworthinessCertScans: { id: string }[];
}
