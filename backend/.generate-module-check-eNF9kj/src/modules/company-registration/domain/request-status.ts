// The status machine of a registration or change request (D3), as pure functions the services and tests share.

export const REQUEST_STATUSES = ['CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED', 'APPROVED', 'CONFIRMED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KINDS = ['REGISTRATION', 'CHANGE'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const HISTORY_ACTORS = ['APPLICANT', 'REVIEWER'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

/** Statuses in which a request still waits for someone: one such request per applicant (or per company for CHANGE). */
export const OPEN_STATUSES: readonly RequestStatus[] = ['CREATED', 'FIX_REQUIRED', 'FIXED'];

export type Decision = 'DECLINE' | 'FIX_REQUIRED' | 'APPROVE';

export function isOpen(status: RequestStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

/** The status after the applicant edits the request, or null when an edit is not allowed in `status`. */
export function statusAfterUpdate(status: RequestStatus): RequestStatus | null {
  if (status === 'CREATED' || status === 'FIXED') return status;
  if (status === 'FIX_REQUIRED') return 'FIXED';
  return null;
}

/**
 * The status a reviewer's decision leads to, or null when the request is not waiting for a reviewer (only CREATED
 * and FIXED are: a FIX_REQUIRED one waits for the applicant). Approval of a change request confirms the change.
 */
export function statusAfterDecision(status: RequestStatus, decision: Decision, kind: RequestKind): RequestStatus | null {
  if (status !== 'CREATED' && status !== 'FIXED') return null;
  if (decision === 'DECLINE') return 'DECLINED';
  if (decision === 'FIX_REQUIRED') return 'FIX_REQUIRED';
  return kind === 'REGISTRATION' ? 'APPROVED' : 'CONFIRMED';
}

/** Whether the applicant may delete the request: anything but an approved registration or a confirmed change. */
export function mayDelete(status: RequestStatus): boolean {
  return status !== 'APPROVED' && status !== 'CONFIRMED';
}
