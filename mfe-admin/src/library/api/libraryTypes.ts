import type { DroneCharacteristics, ImageInfo, Projection } from '@nebo/shared-ui';

/**
 * The shapes of the drone library calls (spec part 2 §7.1) as the backend answers them
 * (backend/src/modules/drone-library/dtos). The characteristics, projections and pictures a model
 * shares with the pilots' drones come from shared-ui.
 */
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
export interface Model extends DroneCharacteristics {
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
export interface ModelPayload extends Partial<DroneCharacteristics> {
  id?: string;
  manufacturerId: string;
  name: string;
  /** Pictures to keep, by file id; new ones go as `images.<PROJECTION>` parts. */
  imageInfos: { id: string; projection: Projection }[];
}
