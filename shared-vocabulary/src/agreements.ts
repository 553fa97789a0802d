/**
 * The words of flight agreements both sides use (docs/requirements.md#agreements): the zonal centre's
 * channels, usage modes, submission types, statuses and stages, the flight messages per date, the local
 * administrations' statuses and the events of the case file.
 */

/** How a submission reaches the zonal centre: a letter over SMTP, the Azimut HTTP API, or the state system SPPI. */
export const SUBMISSION_CHANNELS = ['EMAIL', 'API_AZIMUT', 'SPPI'] as const;
export type SubmissionChannel = (typeof SUBMISSION_CHANNELS)[number];

/** How the flight uses the airspace: a local regime, a temporary regime, or a restricted zone. */
export const FLY_SPACE_USAGE_MODES = ['LOCAL', 'TEMPORARY', 'RESTRICTED'] as const;
export type FlySpaceUsageMode = (typeof FLY_SPACE_USAGE_MODES)[number];

/** What the submission is (the printed form it carries), derived from the usage mode. */
export const SUBMISSION_TYPES = ['TEMPORARY_REGIME_SUBMISSION', 'LOCAL_REGIME_SUBMISSION', 'AFTN_MESSAGE'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** LOCAL → the local-regime submission; TEMPORARY and RESTRICTED → the temporary-regime submission. */
export function submissionTypeOf(mode: FlySpaceUsageMode): SubmissionType {
  return mode === 'LOCAL' ? 'LOCAL_REGIME_SUBMISSION' : 'TEMPORARY_REGIME_SUBMISSION';
}

/** The zonal centre's flight states: of the agreement as a whole (CREATED…EXPIRED) and of each flight date (all nine). */
export const ORVD_STATUSES = [
  'CREATED',
  'SENDING',
  'PENDING',
  'ALLOWED',
  'REJECTED',
  'EXPIRED',
  'INFLIGHT',
  'CANCELED',
  'ARRIVED',
] as const;
export type OrvdStatus = (typeof ORVD_STATUSES)[number];

/** Where the zonal-centre process stands: nothing sent, sending, awaiting the decision, awaiting take-off, in the air. */
export const ORVD_STAGES = ['AWAITING', 'SENDING', 'CONFIRMING', 'TAKEOFF', 'LANDING'] as const;
export type OrvdStage = (typeof ORVD_STAGES)[number];

export const ORVD_DECISIONS = ['ALLOWED', 'REJECTED'] as const;
export type OrvdDecision = (typeof ORVD_DECISIONS)[number];

/** Agreement stages of the dictionary (part 1 §3): planning, the authorities' resolution, the flight done. */
export const AGREEMENT_STAGES = ['PLAN', 'RESOLUTION', 'FINISH'] as const;
export type AgreementStage = (typeof AGREEMENT_STAGES)[number];

/** The flight messages of one flight date: the plan, departure, arrival, cancellation. */
export const FLIGHT_MESSAGE_KINDS = ['SHR', 'DEP', 'ARR', 'CNL'] as const;
export type FlightMessageKind = (typeof FLIGHT_MESSAGE_KINDS)[number];

/** A send's progress, as the page shows it. */
export const DELIVERY_STATES = ['QUEUED', 'SENDING', 'RETRYING', 'DELIVERED', 'FAILED', 'CANCELED'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A local administration's agreement. */
export const LOCAL_AGREEMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;
export type LocalAgreementStatus = (typeof LOCAL_AGREEMENT_STATUSES)[number];

/** Authorities a flight is agreed with. */
export const AUTHORITY_TYPES = ['ZONAL_CENTER', 'LOCAL_GOVERNMENT'] as const;
export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

/** Typed contacts of an authority (part 1 §3); e-mails and phones are semicolon-joined on the wire. */
export const AUTHORITY_CONTACT_TYPES = ['GENERAL', 'SHR', 'SUBMISSION'] as const;
export type AuthorityContactType = (typeof AUTHORITY_CONTACT_TYPES)[number];

/** Documents a local administration asks for (part 1 §3's permission document types, plus the application itself). */
export const LOCAL_DOCUMENT_TYPES = [
  'APPLICATION',
  'OPERATOR_CERTIFICATE',
  'STATE_SECRETS_LICENSE',
  'GEODETIC_ACTIVITIES_LICENSE',
  'CARTOGRAPHIC_ACTIVITIES_LICENSE',
  'ARMED_FORCES_GENERAL_STAFF_PERMISSION',
  'MILITARY_DISTRICT_STAFF_PERMISSION',
  'FSB_PERMISSION',
  'UAV_OWNERSHIP_CONFIRMATION',
] as const;
export type LocalDocumentType = (typeof LOCAL_DOCUMENT_TYPES)[number];

/** How a file of a local application was provided: uploaded now, or reused from the pilot's previous application. */
export const DOCUMENT_DISTRIBUTIONS = ['UPLOADED', 'PREVIOUS'] as const;
export type DocumentDistribution = (typeof DOCUMENT_DISTRIBUTIONS)[number];

/** Who wrote a case-file event. */
export const CASE_EVENT_ACTORS = ['USER', 'SYSTEM', 'AUTHORITY'] as const;
export type CaseEventActor = (typeof CASE_EVENT_ACTORS)[number];

/** The purpose text of a local application, at most this many characters. */
export const LOCAL_PURPOSE_MAX_LENGTH = 2000;
/** The telegram note of a petition, at most this many characters (sent uppercased). */
export const PETITION_NOTE_MAX_LENGTH = 1000;
/** Without a DEP, a planned departure is cancelled (CNL) this long after its planned start. */
export const AUTO_CANCEL_AFTER_MINUTES = 30;
