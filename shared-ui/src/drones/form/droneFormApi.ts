import type { Schema } from '@nebo/shared-api';
import { appendJsonPart, type UploadOptions } from '../../api/upload';
import type { DroneCharacteristics, Projection } from '../droneTypes';

/** A drone as the save calls answer it (the individual DroneDto; a company drone adds its own files). */
export type DroneRecord = Schema<'DroneDto'>;
/** A new drone prefilled from a library model (individual library-defaults, company drone/default). */
export type DroneDefaults = Schema<'DroneDefaultsDto'>;
export type LibraryManufacturer = Schema<'ManufacturerDto'>;
/** A model of the library's list: a stored one, so its id is set. */
export type LibraryModel = Schema<'ModelDto'> & { id: string };

/**
 * A further group of scans the form shows under the certificates, e.g. the company's proof of
 * ownership. `name` is the file part and the server's field name; a group of one file (`single`) is
 * kept in the JSON part as `{ id } | null`, otherwise as `{ id }[]`.
 */
export interface DroneFileGroup {
  name: string;
  label: string;
  hint?: string;
  /** At most one file. */
  single?: boolean;
  /** Files allowed (ignored when `single`); defaults to MAX_SCANS_PER_KIND. */
  maxFiles?: number;
}

type CharacteristicKey = keyof DroneCharacteristics;

/** The `drone` JSON part of the save call; stored pictures and scans are kept by id, new ones are file parts. */
export type DronePayload = Partial<
  Pick<DroneRecord, CharacteristicKey | 'modelId' | 'manufacturer' | 'serialNumber' | 'registrationNumber' | 'issueYear'>
> &
  Pick<DroneRecord, 'name'> & {
    id?: string;
    imageInfos: { id: string; projection: Projection }[];
    registrationCertScans: { id: string }[];
    airworthinessCertScans: { id: string }[];
    /** The further groups' stored files, by group name. */
    [group: string]: unknown;
  };

export interface DroneUpload {
  payload: DronePayload;
  /** New photos by projection; a projection sent here replaces the stored one. */
  images: Partial<Record<Projection, File>>;
  registrationCertScans: readonly File[];
  airworthinessCertScans: readonly File[];
  /** New files of the further groups, by group name. */
  extraFiles: Record<string, readonly File[]>;
}

export type SaveOptions = Pick<UploadOptions, 'onProgress' | 'signal'>;

/**
 * Where the drone form talks to: an individual's drones (/api/user/drones) or a company's
 * (/business/api/company-profile/drone). shared-ui knows no endpoint; each remote passes its adapter.
 */
export interface DroneFormApi<TSaved extends { id: string; name: string } = DroneRecord> {
  /** The form prefilled from a library model. */
  modelDefaults(modelId: string): Promise<DroneDefaults>;
  /** Whether a registration number is already on the platform; `droneId` is the drone being edited. Silent. */
  registrationNumberExists(registrationNumber: string, droneId: string | undefined, signal: AbortSignal): Promise<boolean>;
  /** The multipart save (create or update) with its progress. */
  save(upload: DroneUpload, options: SaveOptions): Promise<TSaved>;
}

/**
 * The multipart body every drone save call takes: the drone as JSON in `drone`, photos as
 * `images.FRONT` … `images.BACK`, scans as `registrationCertScans` / `airworthinessCertScans`, and each
 * further group under its own name (`ownershipProofScan`).
 */
export function droneFormData(upload: DroneUpload): FormData {
  const form = new FormData();
  appendJsonPart(form, 'drone', upload.payload);
  for (const [projection, file] of Object.entries(upload.images)) {
    if (file) form.append(`images.${projection}`, file, file.name);
  }
  for (const file of upload.registrationCertScans) form.append('registrationCertScans', file, file.name);
  for (const file of upload.airworthinessCertScans) form.append('airworthinessCertScans', file, file.name);
  for (const [group, files] of Object.entries(upload.extraFiles)) {
    for (const file of files) form.append(group, file, file.name);
  }
  return form;
}
