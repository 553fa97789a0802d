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
  /** users.id of the authority employee who decided on the platform; null for a centre's reply (or no decision). */
  decidedByUserId: string | null;
  /** «Фамилия И. (Должность), <authority>» as the case file names the decider. */
  decidedByName: string | null;
  /** YYYY-MM-DD: the permit's date of issue (a decision on the platform). */
  permitDate: string | null;
  decisionFileId: string | null;
  /** Whether the route crosses the centre's map area; null until the review module computed it. */
  routeCrosses: boolean | null;
  createdAt: Date;
  updatedAt: Date;
}
