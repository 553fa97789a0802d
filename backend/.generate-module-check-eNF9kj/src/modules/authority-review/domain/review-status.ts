/**
 * One vocabulary for both kinds of authority (D4): a zonal centre's ALLOWED / REJECTED and an administration's
 * CONFIRMED / REFUSED read as APPROVED / REJECTED; what still waits for a decision is AWAITING.
 */
export const REVIEW_STATUSES = ['AWAITING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORT_PATTERN = /^(sendDateTime|firstFlightDateTime|name)(,(asc|desc))?$/;
export type ReviewSortField = 'sendDateTime' | 'firstFlightDateTime' | 'name';

export const CROSSING_FILTERS = ['CROSSES', 'NOT_CROSSES'] as const;
export type CrossingFilter = (typeof CROSSING_FILTERS)[number];

/** Which approving body the request is reviewed as: the zonal centre's agreement or a local application. */
export type ReviewBody = 'ORVD' | 'LOCAL';
