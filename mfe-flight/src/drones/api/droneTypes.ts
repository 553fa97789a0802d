import type { DroneCharacteristics, DroneType, ImageInfo, Projection, WeightClass } from '@nebo/shared-ui';

/**
 * The shapes of the pilot's drone calls (spec part 2 §7.1, §7.2) as the backend answers them
 * (backend/src/modules/drones/dtos, backend/src/modules/drone-library/dtos). The characteristics,
 * projections and pictures a drone shares with the library's models come from shared-ui.
 */
export interface DroneFile {
  id: string;
  url?: string | null;
  filename?: string | null;
  accessTypeCode?: string | null;
}

export interface ModelRef {
  id: string;
  name: string;
}

export interface Drone extends DroneCharacteristics {
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
export interface DroneDefaults extends DroneCharacteristics {
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

export interface LibraryModel extends DroneCharacteristics {
  id: string;
  name: string;
  manufacturer: { id: string; name: string; nameEn: string | null; country: string | null; status: 'ACTIVE' | 'ARCHIVED' };
  imageInfos: ImageInfo[];
  status: 'ACTIVE' | 'ARCHIVED';
}

/** The `drone` JSON part of POST /api/user/drones/insertOrUpdate. */
export interface DronePayload extends Partial<DroneCharacteristics> {
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
