import type { Schema } from '@nebo/shared-api';
import { api, errorCodeOf, isApiError } from '@nebo/shared-ui';

/** GET /api/authority-invitations/{token}. */
export type AuthorityInvitation = Schema<'AuthorityInvitationDto'>;

/** Why an invitation cannot be shown or accepted; the page has words for each. */
export type InvitationProblem = 'not-found' | 'other-email' | 'already-employed' | 'failed';

/**
 * The server's refusal as a problem: by its stable code first (D10: 404 invitation-not-found, 403
 * invitation-other-email, 409 already-employed), by status when an older server sends no code.
 */
export function problemOf(error: unknown): InvitationProblem {
  const code = errorCodeOf(error);
  if (code === 'authority-staff.invitation-not-found') return 'not-found';
  if (code === 'authority-staff.invitation-other-email') return 'other-email';
  if (code === 'authority-staff.already-employed') return 'already-employed';
  if (!isApiError(error)) return 'failed';
  if (error.statusCode === 404 || error.statusCode === 400 || error.statusCode === 410) return 'not-found';
  if (error.statusCode === 403) return 'other-email';
  if (error.statusCode === 409) return 'already-employed';
  return 'failed';
}

const path = (token: string) => `/api/authority-invitations/${encodeURIComponent(token)}`;

/** The page explains every failure itself: no error page for any status. */
export function fetchInvitation(token: string): Promise<AuthorityInvitation> {
  return api.get<AuthorityInvitation>(path(token), { ignoreStatuses: 'all' });
}

/** POST …/accept: the caller becomes the authority's employee (the answer is the area's starting point, unused here). */
export function acceptInvitation(token: string): Promise<unknown> {
  return api.post<unknown>(`${path(token)}/accept`, undefined, { ignoreStatuses: 'all' });
}
