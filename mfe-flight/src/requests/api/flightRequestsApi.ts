import type { Schema } from '@nebo/shared-api';
import { api, appendJsonPart, listQuery, uploadMultipart, type ListResponse, type UploadOptions } from '@nebo/shared-ui';

/*
 * The flight request calls (flights design, decisions 2–7), typed with the backend's OpenAPI document
 * (@nebo/shared-api): a DTO changed on the backend is a type error here.
 */
export type FlightRequest = Schema<'FlightRequestDto'>;
/** The form as the `flightAgreementDto` part and the pre-check body carry it. */
export type FlightRequestInput = Schema<'FlightRequestInputDto'>;
export type FlightInterval = Schema<'FlightIntervalDto'>;
export type FlightContact = Schema<'FlightContactDto'>;
export type FlightPurpose = Schema<'FlightPurposeDto'>;
export type PurposeCode = NonNullable<FlightPurpose['code']>;
export type WorkTypeCode = NonNullable<FlightPurpose['workType']>;
export type LineOfSight = FlightRequestInput['lineOfSight'];
export type FlightStatus = FlightRequest['status'];
export type WireGeoShape = Schema<'GeoShapeDto'>;
/** The explainable pre-check (POST pre-check). */
export type PreCheck = Schema<'PreCheckDto'>;
export type PreCheckFinding = Schema<'PreCheckFindingDto'>;
/** A suggested change: `field` is a wire name of the form (`flightAltitudeMax`, `takeOffPoint`, `geometry.radius` …). */
export type PreCheckFix = Schema<'PreCheckFixDto'>;
export type PreCheckCrossing = Schema<'PreCheckCrossingDto'>;
export type PreCheckDaylight = Schema<'PreCheckDaylightDto'>;

export interface DictionaryItem {
  id: number | string;
  code: string;
  name: string;
}

/** What the drone picker reads of the pilot's drones. */
export type PilotDrone = Pick<Schema<'DroneListItemDto'>, 'id' | 'name' | 'registrationNumber' | 'serialNumber'>;

const BASE = '/api/user/flight-agreements';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Everything under ['flight-requests'] is the pilot's own requests and refreshes together (the list's keys too). */
export const flightRequestKeys = {
  all: ['flight-requests'] as const,
  one: (id: string) => ['flight-requests', 'one', id] as const,
  defaults: ['flight-requests', 'default'] as const,
  copy: (id: string) => ['flight-requests', 'copy', id] as const,
  drones: ['flight-requests', 'pilot-drones'] as const,
  dictionary: (name: string, language: string) => ['flight-requests', 'dictionary', name, language] as const,
};

/** GET {id}/request; another pilot's request is a 404 the page shows itself. */
export function fetchFlightRequest(id: string): Promise<FlightRequest> {
  return api.get<FlightRequest>(`${one(id)}/request`, { ignoreStatuses: [404, 400] });
}

/** GET request/default: a new form with the defaults and the pilot's phone. */
export function fetchDefaultRequest(): Promise<FlightRequestInput> {
  return api.get<FlightRequestInput>(`${BASE}/request/default`, { ignoreStatuses: 'all' });
}

/** GET {id}/copy-flight-request: a new unsaved form copied from id, dates cleared. */
export function fetchCopy(id: string): Promise<FlightRequestInput> {
  return api.get<FlightRequestInput>(`${one(id)}/copy-flight-request`, { ignoreStatuses: [404, 400] });
}

export interface FlightRequestUpload {
  input: FlightRequestInput;
  routeImage?: File | null;
}

/**
 * POST '' (a new request) or PUT {id}/flight-request (a saved one): multipart, the form as the JSON part
 * `flightAgreementDto` and the route picture as `flightRouteImageFile` (no file part keeps the current one).
 */
export function saveFlightRequest(
  { input, routeImage }: FlightRequestUpload,
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<FlightRequest> {
  const form = new FormData();
  appendJsonPart(form, 'flightAgreementDto', input);
  if (routeImage) form.append('flightRouteImageFile', routeImage, routeImage.name);
  if (input.id) return uploadMultipart<FlightRequest>(`${one(input.id)}/flight-request`, form, { ...options, method: 'PUT' });
  return uploadMultipart<FlightRequest>(BASE, form, options);
}

export function deleteFlightRequest(id: string): Promise<void> {
  return api.delete(one(id), { ignoreStatuses: [404, 409, 400] });
}

/** POST pre-check: the explainable pre-check of the form as it is now (saved or not). */
export function preCheck(input: FlightRequestInput): Promise<PreCheck> {
  return api.post<PreCheck>(`${BASE}/pre-check`, input, { ignoreStatuses: 'all' });
}

/** PATCH {id}/to-agreement: 200 with status CREATED, or 400 with field errors / the blocking findings. */
export function convertToAgreement(id: string): Promise<FlightRequest> {
  return api.patch<FlightRequest>(`${one(id)}/to-agreement`, undefined, { ignoreStatuses: [400, 409, 422] });
}

/** The pilot's own drones to pick from (GET user/drones/find, one page of up to 100). */
export async function fetchPilotDrones(): Promise<PilotDrone[]> {
  const page = await api.get<ListResponse<PilotDrone>>('/api/user/drones/find', {
    query: listQuery({ page: 0, size: 100, sort: 'NAME' }),
    ignoreStatuses: 'all',
  });
  return page.data;
}

/** GET /api/dictionaries/{NAME}: names in the request's language. */
export async function fetchDictionary(name: 'FLIGHT_PURPOSE' | 'AVIATION_WORK_TYPE'): Promise<DictionaryItem[]> {
  const page = await api.get<ListResponse<DictionaryItem>>(`/api/dictionaries/${name}`, {
    query: listQuery({ page: 0, size: 100, sort: 'NAME' }),
    ignoreStatuses: 'all',
  });
  return page.data;
}

/** The printed forms of part 2 §7.19 (individual) and the municipal blank, each as text, PDF or DOCX. */
export const PRINTED_FORMS = [
  'shr-message',
  'temporary-regime-submission',
  'local-regime-submission',
  'local-gov-report',
  'municipal-blank',
] as const;
export const PRINT_FORMATS = ['text', 'pdf', 'docx'] as const;

export type PrintedForm = (typeof PRINTED_FORMS)[number];
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** GET …/{id}/print/{form}?format=…, or the municipal blank (its id is the flight request's id). */
export function printPath(id: string, form: PrintedForm, format: PrintFormat): string {
  if (form === 'municipal-blank') return `/api/local-government-agreement-documents/${encodeURIComponent(id)}/blank?format=${format}`;
  return `${one(id)}/print/${form}?format=${format}`;
}
