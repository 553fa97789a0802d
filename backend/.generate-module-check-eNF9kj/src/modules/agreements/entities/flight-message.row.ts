import type { FlightMessageKind, OrvdStatus } from '@nebo/shared-vocabulary';

export interface FlightMessageRow {
  id: string;
  flightRequestId: string;
  dateId: string;
  kind: FlightMessageKind;
  text: string;
  dedupKey: string;
  externalId: string | null;
  sentAt: Date | null;
  reply: string | null;
  replyAt: Date | null;
  createdAt: Date;
}

/** A flight date with its latest SHR (the requests' agreement summary). */
export interface ShrInfoRow {
  flightRequestId: string;
  dateId: string;
  status: OrvdStatus;
  sid: string | null;
  sentAt: Date | null;
  text: string;
}
