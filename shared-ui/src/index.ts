import './theme/styledTheme';
/**
 * @nebo/shared-ui — the design system, API client, session store and i18n helpers every part of
 * the front end imports. It is a Module Federation singleton: one copy (and one store, one i18next
 * instance) per page.
 */

// theme
export { theme, breakpoints, type NeboTheme, type Breakpoint } from './theme/theme';
export { media } from './theme/media';
export { GlobalStyle } from './theme/GlobalStyle';
export { VisuallyHidden } from './theme/VisuallyHidden';
export { NeboUiProvider } from './providers/NeboUiProvider';

// components
export { Button, ButtonLink, ButtonAnchor, buttonStyles, type ButtonVariant, type ButtonSize } from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { FieldError, FieldHint, describedBy } from './components/FieldError';
export { Modal, type ModalProps } from './components/Modal';
export { Tabs, TabNav, type TabItem, type TabLinkItem } from './components/Tabs';
export { Breadcrumbs, type Crumb } from './components/Breadcrumbs';
export { LoadingBar, useLoadingBarPhase, LOADING_BAR_THROTTLE_MS, LOADING_BAR_HIDE_DELAY_MS } from './components/LoadingBar';
export { Spinner, PageSpinner } from './components/Spinner';
export { EmptyState } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { Pagination, pageWindow, type PaginationProps } from './components/Pagination';
export { PageHeading } from './components/PageHeading';
export { SectionLanding, type SectionLink } from './components/SectionLanding';
export { Steps } from './components/Steps';
export { SectionNotFound } from './components/SectionNotFound';
export { Card, type CardProps } from './components/Card';
export { BareFieldset, Container, Stack, Grid, FieldGrid, FormSection, FormActions } from './components/layout';
export { ProgressBar } from './components/ProgressBar';
export { FileField, type FileFieldProps } from './components/FileField';
export { type BadgeTone, ToneBadge } from './components/ToneBadge';
export { FiltersDisclosure } from './async/FiltersDisclosure';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { ConfirmDialog } from './components/ConfirmDialog';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { AvatarUploader, type AvatarUploaderProps, type AvatarUploaderTexts, type AvatarShape } from './avatar/AvatarUploader';

// pending / error / empty, and the list-page kit built on it
export { QueryBoundary, QueriesBoundary, type QueryBoundaryProps, type QueriesBoundaryProps } from './async/QueryBoundary';
export { ListResults, type ListResultsProps, type ListPaging } from './async/ListResults';
export { ListPage, type ListPageProps } from './async/ListPage';
export { ViewSwitch, type ViewSwitchProps } from './async/ViewSwitch';
export { useListSearchParams, useSearchTextInAddress, type ListSearchParams } from './async/useListSearchParams';
export { errorMessageOf, errorCodeOf } from './async/errorMessage';
export { isEmptyData, type QueryLike } from './async/queryLike';

// alerts
export { Alert, type AlertProps } from './alerts/Alert';
export { AlertContainer } from './alerts/AlertContainer';
export { alertStore, notify, useAlerts, type AlertItem, type AlertStatus } from './alerts/alertStore';
export { ALERT_LIFETIME_START, ALERT_TICK_MS, useAlertLifetime } from './alerts/lifetime';

// masks
export { applyMask, unmask, caretAfterMask, MASKS, DEFAULT_TOKENS, type MaskResult, type MaskToken } from './mask/mask';

// API
export {
  api,
  apiRequest,
  apiBaseUrl,
  configureApiClient,
  dataOf,
  totalCountOf,
  protectedFileUrl,
  type ApiClientConfig,
  type RequestOptions,
  type ListResponse,
  type DataResponse,
  type Method,
} from './api/client';
// The typed client over @nebo/shared-api's generated types, on the same transport.
export { callApi, platformFetch, type TypedCallOptions } from './api/typedClient';
export {
  ApiRequestError,
  isApiError,
  normalizeApiError,
  splitFieldErrors,
  type ApiError,
  type FieldError as ApiFieldError,
} from './api/errors';
export {
  serializeQuery,
  flattenQuery,
  listQuery,
  formatSort,
  parseSort,
  DEFAULT_SORT,
  type QueryObject,
  type ListParams,
  type Sort,
} from './api/query';
export { loadingStore, usePendingRequests, trackLoading } from './loading/loadingStore';
export { uploadMultipart, appendJsonPart, type UploadOptions, type UploadProgress, type UploadMethod } from './api/upload';

// files
export {
  FILE_FORMATS,
  FILE_SIZE_LIMITS,
  SCAN_FORMATS,
  IMAGE_FORMATS,
  acceptAttribute,
  formatLabels,
  hasAcceptedExtension,
  megabytes,
  type FileFormat,
} from './files/fileFormats';
export {
  storedEntries,
  newFilesOf,
  storedIdsOf,
  entryName,
  fileHref,
  openStoredFile,
  type StoredFile,
  type FileEntry,
} from './files/storedFile';
export { useImageSrc, type ImageSource } from './files/useImageSrc';

// session
export {
  sessionStore,
  useSession,
  currentScope,
  SUMMARY_REFRESH_THRESHOLD_MS,
  SUMMARY_PATH,
  type SessionState,
  type SessionStatus,
} from './session/sessionStore';
export type { UserSummary, TokenClaims, AuthActions, ProfilePerson, Employment } from './session/types';

// platform: what the shell tells the remotes about the running deployment
export {
  deployedRemotesStore,
  useDeployedRemotes,
  readRemoteBuildInfo,
  type DeployedRemoteInfo,
  type DeployedRemotesState,
  type RemoteBuildInfo,
} from './platform/deployedRemotes';

// i18n
export { i18n, setLanguage, UI_NAMESPACE } from './i18n/instance';
export { registerTranslations, type TranslationTree } from './i18n/registerTranslations';
export { LOCALES, DEFAULT_LOCALE, isLocale, localeFromPath, stripLocale, localizePath, switchLocalePath, type Locale } from './i18n/locale';
export { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, rememberLocale, rememberedLocale } from './i18n/localeCookie';
export { readCookie, writeCookie, type CookieOptions } from './i18n/cookies';
export { useLocale, type LocaleApi } from './i18n/useLocale';

// dates
export { formatDateTime, formatDate, displayDateToApi, apiDateToDisplay, ageInYears, MOSCOW_ZONE } from './date/dates';

// forms
export { submissionErrorsFrom, withServerErrors, type SubmissionErrorOptions } from './forms/serverErrors';
export {
  required,
  personName,
  maxLength,
  birthDate,
  composeValidators,
  NAME_PATTERN,
  MIN_AGE,
  MAX_AGE,
  type Validator,
} from './forms/validators';
export { FormTextField, FormRadioGroup, FormSelect, FormErrorBanner, fieldMessage } from './forms/fields';
export { FormFileField, requiredFiles } from './forms/fileFields';
export { errorCollector, type ErrorSink } from './forms/errorCollector';
export { parseDecimal, parseInteger, numberText } from './forms/numbers';
export { isValidInn, isValidSnils, isValidBik, isValidAccountForBik, isValidCorrespondentAccountForBik } from './forms/identifiers';
export {
  exactDigits,
  cyrillicPair,
  snils,
  innIndividual,
  innOrganization,
  bik,
  email,
  russianPhone,
  phoneDigits,
  pastDate,
  addressText,
  ADDRESS_PATTERN,
} from './forms/ruleValidators';

// map: drawing over mfe_map's MapView in plain coordinates (no OpenLayers here; the map instance is taken structurally)
export {
  toMercator,
  metresToMapUnits,
  metresToPixels,
  extentOf,
  extentCentre,
  isFiniteExtent,
  unionExtent,
  svgPath,
  type Coordinate,
  type Extent,
  type LatLngLike,
} from './map/geometry';
export { pixelOf, fitMapTo, type MapLike, type MapViewLike, type FitOptions } from './map/mapInstance';
export { useMapFrame } from './map/useMapFrame';
export { useMapKeyboard, MAP_PAN_PIXELS } from './map/useMapKeyboard';
export { MapLayout, MapOverlay, MapLegendPanel, mapLegendStyles } from './map/MapOverlay';

// hooks
export { useDebounced } from './hooks/useDebounced';

// drones: what the pilot's drone form (mfe-flight) and the library's model form (mfe-admin) share
export {
  PROJECTIONS,
  MAIN_PROJECTION,
  DRONE_TYPES,
  ENGINE_TYPES,
  WEIGHT_CLASSES,
  type Projection,
  type DroneType,
  type EngineType,
  type WeightClass,
  type Interval,
  type ImageInfo,
  type DroneCharacteristics,
} from './drones/droneTypes';
export {
  TEMPERATURE_RANGE,
  WIND_SPEED_RANGE,
  ENGINE_COUNT_RANGE,
  FIGURES,
  FIGURE_RANGES,
  LIGHT_MAX_KG,
  MEDIUM_MAX_KG,
  weightClassOf,
  type Figure,
} from './drones/droneRules';
export {
  CHARACTERISTICS_FIELDS,
  characteristicsValues,
  validateCharacteristics,
  characteristicsPayload,
  type CharacteristicsValues,
  type Translate,
} from './drones/characteristicsForm';
export { PHOTO_FIELDS, photoEntriesOf, splitPhotoEntries, type PhotoEntry, type PhotoEntries } from './drones/photoEntries';
export { DronePicture, type DronePictureProps } from './drones/DronePicture';
export { ProjectionPhotos, PHOTO_FORMATS, PHOTO_MAX_BYTES } from './drones/ProjectionPhotos';
export { CharacteristicsFields } from './drones/CharacteristicsFields';
export { DRONES_NAMESPACE } from './drones/translations';
export * from './drones/index';
export { companyInitial } from './company/companyInitial';

// federation: a component another remote exposes, loaded at run time (docs/contracts.md, "Embedding another remote's component")
export { RemoteComponent, forgetExposedComponentsForTests, type RemoteComponentProps } from './federation/RemoteComponent';
export {
  loadExposedComponent,
  DEFAULT_EXPOSED_RETRY,
  type ExposedComponentSpec,
  type LoadExposedOptions,
  type RetryPolicy,
} from './federation/loadExposed';
export { checkExposedModule, type ExposedComponentModule } from './federation/checkExposedModule';
export { ExposedModuleError, isExposedModuleError, type ExposedFailureKind } from './federation/exposedErrors';
export { EMBED_NAMESPACE } from './federation/translations';
