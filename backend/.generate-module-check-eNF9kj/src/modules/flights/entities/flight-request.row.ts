import type { FlightOffsetMode, FlightRequestStatus, FlySpaceClass, LineOfSight } from '@nebo/shared-vocabulary';
import type { FlightOwnerKind } from '../domain/flight-request';

/** The values a request stores (everything but its identity, owner, status and timestamps). */
export interface FlightRequestValues {
  simple: boolean;
  name: string | null;
  droneId: string | null;
  droneName: string | null;
  droneRegistrationNumber: string | null;
  droneTransponderNumber: string | null;
  purposeCode: string | null;
  workName: string | null;
  workAddress: string | null;
  workType: string | null;
  purposeCustom: string | null;
  lineOfSight: LineOfSight;
  externalPilotName: string | null;
  externalPilotPhone: string | null;
  managerName: string | null;
  managerPhone: string | null;
  developerName: string | null;
  developerPhone: string | null;
  offsetMode: FlightOffsetMode;
  geometry: unknown | null;
  takeOffPoint: { lat: number; lng: number } | null;
  landingPoint: { lat: number; lng: number } | null;
  altitudeMin: number | null;
  altitudeMax: number | null;
  altitudeGroundMin: number | null;
  altitudeGroundMax: number | null;
  flySpaceClass: FlySpaceClass | null;
  outsideLocality: boolean;
  restrictedZone: boolean;
  routeSummary: string | null;
  firstFlightAt: Date | null;
}

/** A row of `flight_requests` as the repository returns it. */
export interface FlightRequestRow extends FlightRequestValues {
  id: string;
  ownerKind: FlightOwnerKind;
  ownerId: string;
  actingUserId: string | null;
  status: FlightRequestStatus;
  snapshotFileId: string | null;
  regimeNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row of `flight_request_intervals`. */
export interface FlightIntervalRow {
  id: string;
  flightRequestId: string;
  kind: 'GENERAL' | 'RESERVED';
  startAt: Date;
  finishAt: Date;
}

/** An interval to store: its stable id, its kind and its instants. */
export interface FlightIntervalValues {
  id: string;
  kind: 'GENERAL' | 'RESERVED';
  startAt: Date;
  finishAt: Date;
}
