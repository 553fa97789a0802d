import type { FlySpaceUsageMode, OrvdDecision, OrvdStage, OrvdStatus, SubmissionChannel, SubmissionType } from '@nebo/shared-vocabulary';

/** An airport chosen for the submission, kept as the map described it then. */
export interface StoredAirport {
  id: string;
  icao: string | null;
  name: string;
  landingSiteType: string;
  distanceKm: number;
}

/** A row of orvd_agreements: the zonal-centre agreement of one flight request (same id). */
export interface OrvdAgreementRow {
  flightRequestId: string;
  ownerUserId: string;
  authorityId: string;
  status: OrvdStatus;
  stage: OrvdStage;
  decision: OrvdDecision | null;
  channel: SubmissionChannel | null;
  submissionType: SubmissionType | null;
  usageMode: FlySpaceUsageMode | null;
  regimeNumber: string | null;
  /** YYYY-MM-DD */
  regimeDate: string | null;
  petition: { submissionReviewers: string[]; note: string } | null;
  takeoffAirport: StoredAirport | null;
  landingAirport: StoredAirport | null;
  recipientEmail: string | null;
  restrictedZone: boolean;
  restrictionZoneInstead: string | null;
  comment: string | null;
  permitNumber: string | null;
  externalId: string | null;
  dedupKey: string | null;
  sendAt: Date | null;
  decisionAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
