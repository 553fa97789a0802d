import type {
  AviationWorkType,
  FlightOffsetMode,
  FlightPurpose,
  FlightRequestStatus,
  FlySpaceClass,
  LineOfSight,
} from '@nebo/shared-vocabulary';
import type { AgreementStatusView, ShrInfoView } from '../ports/agreement-summary';

/**
 * Flight requests as the services see them (docs/requirements.md#flights). One resource, one id space: a
 * request's id is also its agreement's id (`/api/user/flight-agreements/{id}…`, `/api/flight-agreements/{id}/crossings`).
 */

/** Who owns a request: an individual (USER, id = users.id) or a company (COMPANY, id = the organisation). */
export type FlightOwnerKind = 'USER' | 'COMPANY';
export const FLIGHT_OWNER_KINDS: readonly FlightOwnerKind[] = ['USER', 'COMPANY'];

/** The owner of the requests a call works on, and the person who acts (for individuals, the owner). */
export interface FlightOwner {
  kind: FlightOwnerKind;
  id: string;
  actingUserId: string;
}

/** The owner of an individual pilot's requests: the pilot, acting for themself. */
export function individualOwner(userId: string): FlightOwner {
  return { kind: 'USER', id: userId, actingUserId: userId };
}

/**
 * One flight interval on the wire: `start`/`finish` written `YYYY-MM-DDTHH:mm:ss` in the request's offset
 * mode (no suffix); `id` is stable across updates (the `dateId` of the flight messages).
 */
export interface FlightIntervalView {
  id: string;
  start: string;
  finish: string;
}

export interface LatLngView {
  lat: number;
  lng: number;
}

/** The drone of a request: `dictionaryItem.id` is one of the pilot's own drones (`/api/user/drones`). */
export interface FlightDroneView {
  dictionaryItem: { id: string; name: string };
  registrationNumber: string | null;
  transponderNumber: string | null;
}

/** The purpose: `id`/`code` from the FLIGHT_PURPOSE dictionary; `workType` a code of AVIATION_WORK_TYPE. */
export interface FlightPurposeView {
  /** The FLIGHT_PURPOSE item's id (an integer, as every static dictionary's). */
  id: number;
  name: string;
  code: FlightPurpose;
  workName: string | null;
  workAddress: string | null;
  workType: AviationWorkType | null;
  custom: string | null;
}

/** A person with a phone (digits, `7XXXXXXXXXX`). */
export interface FlightContactView {
  fullName: string | null;
  phone: string | null;
}

/** A stored file as the files module describes it (FileDto). */
export interface FlightFileView {
  id: string;
  url: string;
  filename: string;
  accessTypeCode: 'PUBLIC' | 'PROTECTED' | 'PERSONAL_DATA';
}

/** The full view of a request: what `GET {id}/request` answers (FlightRequestDto). */
export interface FlightRequestView {
  id: string;
  name: string | null;
  status: FlightRequestStatus;
  /** True for the simple (AMATEUR) kind; flightType is derived from it. */
  simple: boolean;
  flightType: 'AMATEUR' | 'PROFESSIONAL';
  drone: FlightDroneView | null;
  flightPurpose: FlightPurposeView | null;
  lineOfSight: LineOfSight;
  externalPilot: FlightContactView | null;
  manager: FlightContactView | null;
  developer: FlightContactView | null;
  flightDateTimeOffsetMode: FlightOffsetMode;
  /** Exactly one interval once set (empty on a draft without dates). */
  generalFlightDateTime: FlightIntervalView[];
  /** 0..30 intervals, sorted by start. */
  reservedFlightDateTime: FlightIntervalView[];
  /** The earliest start of all intervals, in the offset mode; null without dates. */
  firstFlightDateTime: string | null;
  /** The route: one GeoShape as the map module takes it (POST /api/map/crossings). */
  geometry: unknown | null;
  takeOffPoint: LatLngView | null;
  landingPoint: LatLngView | null;
  /** Metres above sea level. */
  flightAltitudeMin: number | null;
  flightAltitudeMax: number | null;
  /** Metres above ground. */
  flightAltitudeGroundMin: number | null;
  flightAltitudeGroundMax: number | null;
  editable: boolean;
  deletable: boolean;
  flySpaceClass: FlySpaceClass | null;
  outsideLocality: boolean;
  restrictedZone: boolean;
  routeSummary: string | null;
  snapshotFile: FlightFileView | null;
  regimeNumber: string | null;
  /** The flight dates with an SHR (the agreements module's summary; empty on a draft). */
  shrInfoList: ShrInfoView[];
  /** One per approving body, the zonal centre first (the agreements module's summary; empty on a draft). */
  agreementStatuses: AgreementStatusView[];
  createdAt: string;
  updatedAt: string;
}

/** A draft may change and be deleted; once converted (CREATED and later) it may not. */
export function isEditable(status: FlightRequestStatus): boolean {
  return status === 'DRAFT';
}

export function isDeletable(status: FlightRequestStatus): boolean {
  return status === 'DRAFT';
}
