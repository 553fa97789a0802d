/**
 * The review calls' types: the DTOs are the backend's generated contract (@nebo/shared-api); what stays written here
 * is the front end's own (the lists of values the filters and sorting offer, the decision form's JSON part).
 */
import type { Schema } from '@nebo/shared-api';

export type ReviewStatus = Schema<'ReviewStatus'>;
export const REVIEW_STATUSES = ['AWAITING', 'APPROVED', 'REJECTED'] as const satisfies readonly ReviewStatus[];

export type AuthorityFlightRequestItemDto = Schema<'AuthorityFlightRequestItemDto'>;
/**
 * The contract documents this page's `meta` only by an example, so it comes out as an empty object whose
 * `totalCount` would read as `never`; the server sends `{ totalCount }` as every page does (the backend's DTO
 * declares it), so the shared page meta stands in for it until the document describes it.
 */
export type AuthorityFlightRequestPageDto = Omit<Schema<'AuthorityFlightRequestPageDto'>, 'meta'> & { meta: Schema<'PageMetaDto'> };
export type AuthorityFlightRequestDto = Schema<'AuthorityFlightRequestDto'>;
export type LatLngDto = Schema<'ReviewLatLngDto'>;
export type FlightDateDto = Schema<'ReviewFlightDateDto'>;
export type ReviewDecisionDto = Schema<'ReviewDecisionDto'>;
export type CaseEventDto = Schema<'CaseEventDto'>;
/** An item of the FLIGHT_PURPOSE dictionary (the purpose filter's options). */
export type PurposeItem = Schema<'DictionaryItemDto'>;

export type ReviewBody = AuthorityFlightRequestItemDto['body'];

export const CROSSINGS = ['CROSSES', 'NOT_CROSSES'] as const;
export type Crossing = (typeof CROSSINGS)[number];

/** API sort values; the first is the server's default. */
export const REVIEW_SORTS = [
  'sendDateTime,desc',
  'sendDateTime,asc',
  'firstFlightDateTime,asc',
  'firstFlightDateTime,desc',
  'name,asc',
  'name,desc',
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The JSON part `decision` of PATCH …/approve and …/reject: the contract carries it as a string part, so its
 * fields are described only in words there (approve needs number and dateOfIssue, reject needs comment).
 */
export interface DecisionInput {
  number?: string;
  /** YYYY-MM-DD */
  dateOfIssue?: string;
  comment?: string;
}

export type DecisionKind = 'approve' | 'reject';
