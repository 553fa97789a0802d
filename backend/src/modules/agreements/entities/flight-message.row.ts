import type { FlightMessageKind } from '@nebo/shared-vocabulary';

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
