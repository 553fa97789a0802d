// The shared drone form (an individual's drones in mfe-flight, a company's in mfe-company), parameterised by
// the caller's API adapter; the lead re-exports this list from shared-ui/src/index.ts.
export { DroneForm, type DroneFormProps } from './form/DroneForm';
export { ModelPicker, MODELS_PAGE_SIZE } from './form/ModelPicker';
export { RegistrationNumberField } from './form/RegistrationNumberField';
export { useRegistrationCheck, REGISTRATION_CHECK_DELAY_MS, type RegistrationCheck } from './form/useRegistrationCheck';
export {
  DRONE_FORM_FIELDS,
  droneFormFields,
  hasFiles,
  placeGroupErrors,
  toDroneUpload,
  validateDroneValues,
  valuesFromDefaults,
  valuesFromDrone,
  type DroneFormValues,
} from './form/droneForm';
export {
  droneFormData,
  type DroneDefaults,
  type DroneFileGroup,
  type DroneFormApi,
  type DronePayload,
  type DroneRecord,
  type DroneUpload,
  type LibraryManufacturer,
  type LibraryModel,
  type SaveOptions as DroneSaveOptions,
} from './form/droneFormApi';
export {
  FIRST_ISSUE_YEAR,
  MANUFACTURER_MAX_LENGTH,
  MAX_SCANS_PER_KIND,
  NAME_MAX_LENGTH,
  normaliseRegistrationNumber,
  REGISTRATION_NUMBER_MAX_LENGTH,
  REGISTRATION_NUMBER_PATTERN,
  SERIAL_MAX_LENGTH,
  SERIAL_NUMBER_PATTERN,
} from './form/identityRules';
export { findLibraryManufacturers, findLibraryModels } from './form/libraryApi';
export { DRONE_FORM_NAMESPACE, registerDroneFormTranslations } from './form/translations';
