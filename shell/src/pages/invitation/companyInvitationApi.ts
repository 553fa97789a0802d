import type { Schema } from '@nebo/shared-api';
import { api, errorCodeOf, isApiError } from '@nebo/shared-ui';
import type { InvitationProblem } from './invitationApi';

/** GET /api/company-invitations/{token} (D10; the generated name arrives when the lead regenerates the types). */
export type CompanyInvitation = Schema<'CompanyInvitationViewDto'>;

/** Which organisation's invitation a link carries: `kind=company` for a company's (D10), an authority's otherwise. */
export type InvitationKind = 'authority' | 'company';

export function invitationKindOf(search: string): InvitationKind {
  return new URLSearchParams(search).get('kind') === 'company' ? 'company' : 'authority';
}

/** A company invitation's own state when the server still shows it: anything but SENT cannot be answered. */
export type CompanyLinkState = 'open' | 'expired' | 'cancelled' | 'used';

export function linkStateOf(status: string | null | undefined, expiresAt: string | null | undefined, now = Date.now()): CompanyLinkState {
  if (status === 'EXPIRED') return 'expired';
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'ACCEPTED' || status === 'DECLINED') return 'used';
  if (expiresAt && Date.parse(expiresAt) <= now) return 'expired';
  return 'open';
}

/**
 * The server's refusal as a problem (D10: 404 company-invitations.not-found for unknown, used, expired or cancelled
 * links; 403 other-email; 409 already-employed), by status when an older server sends no code.
 */
export function companyProblemOf(error: unknown): InvitationProblem {
  const code = errorCodeOf(error);
  if (code === 'company-invitations.not-found') return 'not-found';
  if (code === 'company-invitations.other-email') return 'other-email';
  if (code === 'company-invitations.already-employed') return 'already-employed';
  if (!isApiError(error)) return 'failed';
  if (error.statusCode === 404 || error.statusCode === 400 || error.statusCode === 410) return 'not-found';
  if (error.statusCode === 403) return 'other-email';
  if (error.statusCode === 409) return 'already-employed';
  return 'failed';
}

const path = (token: string) => `/api/company-invitations/${encodeURIComponent(token)}`;

/** The page explains every failure itself: no error page for any status. */
export function fetchCompanyInvitation(token: string): Promise<CompanyInvitation> {
  return api.get<CompanyInvitation>(path(token), { ignoreStatuses: 'all' });
}

/** POST …/accept: the caller becomes the company's employee with the invited roles (answers the company summary). */
export function acceptCompanyInvitation(token: string): Promise<unknown> {
  return api.post<unknown>(`${path(token)}/accept`, undefined, { ignoreStatuses: 'all' });
}

/** POST …/decline: the invitation becomes DECLINED (same e-mail rule as accepting). */
export function declineCompanyInvitation(token: string): Promise<unknown> {
  return api.post<unknown>(`${path(token)}/decline`, undefined, { ignoreStatuses: 'all' });
}
