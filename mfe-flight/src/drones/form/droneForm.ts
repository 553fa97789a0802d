import {
  CHARACTERISTICS_FIELDS,
  characteristicsPayload,
  characteristicsValues,
  errorCollector,
  numberText,
  parseInteger,
  PHOTO_FIELDS,
  photoEntriesOf,
  splitPhotoEntries,
  validateCharacteristics,
  type CharacteristicsValues,
  type FileEntry,
  type PhotoEntries,
  type Translate,
} from '@nebo/shared-ui';
import type { Drone, DroneDefaults, DronePayload } from '../api/dronesApi';
import type { DroneUpload } from '../api/dronesApi';
import {
  FIRST_ISSUE_YEAR,
  MANUFACTURER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REGISTRATION_NUMBER_MAX_LENGTH,
  REGISTRATION_NUMBER_PATTERN,
  SERIAL_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
} from './identityRules';

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
}

/** Every field the form shows, for placing server errors (others go to the form-level banner). */
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
export function valuesFromDefaults(defaults: DroneDefaults): DroneFormValues {
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
  };
}

/** An existing drone to edit. */
export function valuesFromDrone(drone: Drone): DroneFormValues {
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
  };
}

/**
 * Checks the whole form the way the server will, so the user learns it before sending: required name,
 * lengths and patterns, the issue year up to `currentYear`, and the characteristics' ranges. Photos
 * are optional, as on the server.
 */
export function validateDroneValues(values: DroneFormValues, t: Translate, currentYear: number): Record<string, unknown> {
  const { put, errors } = errorCollector();
  const name = (values.name ?? '').trim();
  if (!name) put('name', t('drones:form.errors.required'));
  else if (name.length > NAME_MAX_LENGTH) put('name', t('drones:form.errors.maxLength', { max: NAME_MAX_LENGTH }));
  if ((values.manufacturer ?? '').trim().length > MANUFACTURER_MAX_LENGTH)
    put('manufacturer', t('drones:form.errors.maxLength', { max: MANUFACTURER_MAX_LENGTH }));

  const serial = (values.serialNumber ?? '').trim();
  if (serial.length > SERIAL_MAX_LENGTH) put('serialNumber', t('drones:form.errors.maxLength', { max: SERIAL_MAX_LENGTH }));
  else if (serial && !SERIAL_NUMBER_PATTERN.test(serial)) put('serialNumber', t('drones.form.errors.serialNumber'));

  const registration = (values.registrationNumber ?? '').trim().replace(/\s+/g, ' ');
  if (registration.length > REGISTRATION_NUMBER_MAX_LENGTH)
    put('registrationNumber', t('drones:form.errors.maxLength', { max: REGISTRATION_NUMBER_MAX_LENGTH }));
  else if (registration && !REGISTRATION_NUMBER_PATTERN.test(registration))
    put('registrationNumber', t('drones.form.errors.registrationNumber'));

  const year = parseInteger(values.issueYear);
  if (year !== null && (Number.isNaN(year) || year < FIRST_ISSUE_YEAR || year > currentYear)) {
    put('issueYear', t('drones:form.errors.between', { min: FIRST_ISSUE_YEAR, max: currentYear }));
  }
  validateCharacteristics(values, t, put);
  return errors();
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The multipart call of a valid form: the JSON part, the new photos and scans, stored ones kept by id. */
export function toDroneUpload(values: DroneFormValues): DroneUpload {
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
  return {
    payload,
    images: newImages,
    registrationCertScans: newFiles(values.registrationCertScans),
    airworthinessCertScans: newFiles(values.airworthinessCertScans),
  };
}

/** Whether the call carries files (then its progress is worth showing). */
export function hasFiles(upload: DroneUpload): boolean {
  return Object.keys(upload.images).length > 0 || upload.registrationCertScans.length > 0 || upload.airworthinessCertScans.length > 0;
}
