import type { DroneType, Projection } from '../../drone-library/domain/drone-characteristics';
import type { WeightClass } from '../../drone-library/domain/weight-class';
import type { FileAccessType } from '../../files/files.constants';
import type { CharacteristicsColumns } from '../../drone-library/entities/model.row';
import type { DroneOwnerKind } from '../domain/drone-owner';

/** A `drones` row with its model's name, as the repository reads it. */
export interface DroneRow extends CharacteristicsColumns {
  id: string;
  owner_kind: DroneOwnerKind;
  owner_id: string;
  model_id: string | null;
  model_name: string | null;
  name: string;
  manufacturer: string | null;
  serial_number: string | null;
  registration_number: string | null;
  issue_year: number | null;
  created_at: Date;
  updated_at: Date;
}

/** The short row of the list, with the main (FRONT) picture's file when it has one. */
export interface DroneListRow {
  id: string;
  model_id: string | null;
  model_name: string | null;
  name: string;
  manufacturer: string | null;
  serial_number: string | null;
  registration_number: string | null;
  issue_year: number | null;
  drone_type: DroneType | null;
  weight_class: WeightClass | null;
  max_takeoff_weight: number | null;
  created_at: Date;
  main_image_id: string | null;
  main_image_filename: string | null;
  main_image_access_type: FileAccessType | null;
}

export const DRONE_FILE_KINDS = ['IMAGE', 'REGISTRATION_CERT', 'AIRWORTHINESS_CERT', 'OWNERSHIP_PROOF'] as const;
export type DroneFileKind = (typeof DRONE_FILE_KINDS)[number];

/** One file of a drone (`drone_files`): a projection photo, a certificate scan or (company drones) the ownership proof. */
export interface DroneFileRow {
  drone_id: string;
  file_id: string;
  kind: DroneFileKind;
  projection: Projection | null;
  position: number;
}
