import { setIn } from 'final-form';
import { errorCollector } from '../../forms/errorCollector';
import { numberText, parseInteger } from '../../forms/numbers';
import type { FileEntry, StoredFile } from '../../files/storedFile';
import {
  CHARACTERISTICS_FIELDS,
  characteristicsPayload,
  characteristicsValues,
  validateCharacteristics,
  type CharacteristicsValues,
  type Translate,
} from '../characteristicsForm';
import { PHOTO_FIELDS, photoEntriesOf, splitPhotoEntries, type PhotoEntries } from '../photoEntries';
import type { DroneDefaults, DroneFileGroup, DronePayload, DroneRecord, DroneUpload } from './droneFormApi';
import { registerDroneFormTranslations } from './translations';
import {
  FIRST_ISSUE_YEAR,
  MANUFACTURER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REGISTRATION_NUMBER_MAX_LENGTH,
  REGISTRATION_NUMBER_PATTERN,
  SERIAL_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
} from './identityRules';

/** Texts of the drone form's own keys live in this namespace (registered by the form). */
const ns = (key: string) => `droneForm:${key}`;

/** The drone form's values; names follow the server's (`images.FRONT`) so its field errors land. */
export interface DroneFormValues extends CharacteristicsValues {
  id?: string;
  modelId: string | null;
  modelName: string;
  name: string;
  manufacturer: string;
  serialNumber: string;
  registrationNumber: string;
  issueYear: string;
  images: PhotoEntries;
  registrationCertScans: FileEntry[];
  airworthinessCertScans: FileEntry[];
  /** The further file groups (DroneFileGroup), by name; fields `extraFiles.<name>`. */
  extraFiles: Record<string, FileEntry[]>;
}

/** Every field the form shows, for placing server errors (others go to the form-level banner). */
export function droneFormFields(groups: readonly DroneFileGroup[] = []): readonly string[] {
  return [...DRONE_FORM_FIELDS, ...groups.map((group) => group.name)];
}

export const DRONE_FORM_FIELDS: readonly string[] = [
  'name',
  'manufacturer',
  'serialNumber',
  'registrationNumber',
  'issueYear',
  ...CHARACTERISTICS_FIELDS,
  ...PHOTO_FIELDS,
  'registrationCertScans',
  'airworthinessCertScans',
];

/** A new drone from a library model (GET library-defaults/{id}): the model's figures, no photos yet. */
export function valuesFromDefaults(defaults: DroneDefaults, groups: readonly DroneFileGroup[] = []): DroneFormValues {
  return {
    modelId: defaults.modelId,
    modelName: defaults.model.name,
    name: defaults.name,
    manufacturer: defaults.manufacturer ?? '',
    serialNumber: '',
    registrationNumber: '',
    issueYear: '',
    ...characteristicsValues(defaults),
    images: {},
    registrationCertScans: [],
    airworthinessCertScans: [],
    extraFiles: Object.fromEntries(groups.map((group) => [group.name, []])),
  };
}

/** A further group's stored files on the drone: one file, null, or a list. */
function storedOf(value: unknown): FileEntry[] {
  const files = Array.isArray(value) ? value : value ? [value] : [];
  return (files as StoredFile[]).map((file) => ({ kind: 'stored', file }));
}

/** An existing drone to edit (a company drone carries its further groups under their names). */
export function valuesFromDrone(drone: DroneRecord, groups: readonly DroneFileGroup[] = []): DroneFormValues {
  const record = drone as DroneRecord & Record<string, unknown>;
  return {
    id: drone.id,
    modelId: drone.modelId,
    modelName: drone.model?.name ?? '',
    name: drone.name,
    manufacturer: drone.manufacturer ?? '',
    serialNumber: drone.serialNumber ?? '',
    registrationNumber: drone.registrationNumber ?? '',
    issueYear: numberText(drone.issueYear),
    ...characteristicsValues(drone),
    images: photoEntriesOf(drone.imageInfos),
    registrationCertScans: drone.registrationCertScans.map((file) => ({ kind: 'stored', file })),
    airworthinessCertScans: drone.airworthinessCertScans.map((file) => ({ kind: 'stored', file })),
    extraFiles: Object.fromEntries(groups.map((group) => [group.name, storedOf(record[group.name])])),
  };
}

/**
 * Checks the whole form the way the server will, so the user learns it before sending: required name,
 * lengths and patterns, the issue year up to `currentYear`, and the characteristics' ranges. Photos
 * are optional, as on the server.
 */
export function validateDroneValues(values: DroneFormValues, t: Translate, currentYear: number): Record<string, unknown> {
  registerDroneFormTranslations();
  const { put, errors } = errorCollector();
  const name = (values.name ?? '').trim();
  if (!name) put('name', t('drones:form.errors.required'));
  else if (name.length > NAME_MAX_LENGTH) put('name', t('drones:form.errors.maxLength', { max: NAME_MAX_LENGTH }));
  if ((values.manufacturer ?? '').trim().length > MANUFACTURER_MAX_LENGTH)
    put('manufacturer', t('drones:form.errors.maxLength', { max: MANUFACTURER_MAX_LENGTH }));

  const serial = (values.serialNumber ?? '').trim();
  if (serial.length > SERIAL_MAX_LENGTH) put('serialNumber', t('drones:form.errors.maxLength', { max: SERIAL_MAX_LENGTH }));
  else if (serial && !SERIAL_NUMBER_PATTERN.test(serial)) put('serialNumber', t(ns('errors.serialNumber')));

  const registration = (values.registrationNumber ?? '').trim().replace(/\s+/g, ' ');
  if (registration.length > REGISTRATION_NUMBER_MAX_LENGTH)
    put('registrationNumber', t('drones:form.errors.maxLength', { max: REGISTRATION_NUMBER_MAX_LENGTH }));
  else if (registration && !REGISTRATION_NUMBER_PATTERN.test(registration)) put('registrationNumber', t(ns('errors.registrationNumber')));

  const year = parseInteger(values.issueYear);
  if (year !== null && (Number.isNaN(year) || year < FIRST_ISSUE_YEAR || year > currentYear)) {
    put('issueYear', t('drones:form.errors.between', { min: FIRST_ISSUE_YEAR, max: currentYear }));
  }
  validateCharacteristics(values, t, put);
  return errors();
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The multipart call of a valid form: the JSON part, the new photos and scans, stored ones kept by id. */
export function toDroneUpload(values: DroneFormValues, groups: readonly DroneFileGroup[] = []): DroneUpload {
  const { kept, files: newImages } = splitPhotoEntries(values.images);
  const storedIds = (entries: FileEntry[]) => entries.flatMap((entry) => (entry.kind === 'stored' ? [{ id: entry.file.id }] : []));
  const newFiles = (entries: FileEntry[]) => entries.flatMap((entry) => (entry.kind === 'new' ? [entry.file] : []));
  const payload: DronePayload = {
    ...(values.id ? { id: values.id } : {}),
    name: values.name.trim(),
    modelId: values.modelId,
    manufacturer: orNull(values.manufacturer),
    serialNumber: orNull(values.serialNumber),
    registrationNumber: orNull(values.registrationNumber),
    issueYear: parseInteger(values.issueYear),
    ...characteristicsPayload(values),
    imageInfos: kept,
    registrationCertScans: storedIds(values.registrationCertScans),
    airworthinessCertScans: storedIds(values.airworthinessCertScans),
  };
  const extraFiles: Record<string, File[]> = {};
  for (const group of groups) {
    const entries = values.extraFiles?.[group.name] ?? [];
    const kept = storedIds(entries);
    payload[group.name] = group.single ? (kept[0] ?? null) : kept;
    extraFiles[group.name] = newFiles(entries);
  }
  return {
    payload,
    images: newImages,
    registrationCertScans: newFiles(values.registrationCertScans),
    airworthinessCertScans: newFiles(values.airworthinessCertScans),
    extraFiles,
  };
}

/** Whether the call carries files (then its progress is worth showing). */
export function hasFiles(upload: DroneUpload): boolean {
  return (
    Object.keys(upload.images).length > 0 ||
    upload.registrationCertScans.length > 0 ||
    upload.airworthinessCertScans.length > 0 ||
    Object.values(upload.extraFiles).some((files) => files.length > 0)
  );
}

/** Server errors about a further group (`ownershipProofScan`) move to the group's field (`extraFiles.ownershipProofScan`). */
export function placeGroupErrors<E extends object | undefined>(errors: E, groups: readonly DroneFileGroup[]): E {
  if (!errors) return errors;
  let placed = { ...errors } as Record<string, unknown>;
  for (const group of groups) {
    if (group.name in placed) {
      const message = placed[group.name];
      delete placed[group.name];
      placed = setIn(placed, `extraFiles.${group.name}`, message) as Record<string, unknown>;
    }
  }
  return placed as E;
}
