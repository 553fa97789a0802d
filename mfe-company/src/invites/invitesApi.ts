import type { Schema } from '@nebo/shared-api';
import { api, listQuery, type ListResponse } from '@nebo/shared-ui';

/** The invitation calls of §7.17 (D10), under /business/api; company admins only. */
export type CompanyInvitationDto = Schema<'CompanyInvitationDto'>;
export type CompanyInvitationPageDto = Schema<'CompanyInvitationPageDto'>;
export type NewEmployeeDto = Schema<'NewEmployeeDto'>;
export type DictionaryItemDto = Schema<'DictionaryItemDto'>;

const INVITATIONS = '/business/api/employee-invitation';

export const INVITES_PAGE_SIZE = 20;
export const INVITATION_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;

export interface InviteFilter {
  status: string;
  query: string;
}

export const inviteKeys = {
  all: ['company', 'invitations'] as const,
  list: (filter: InviteFilter, page: number) => ['company', 'invitations', 'list', filter, page] as const,
  statuses: ['company', 'dictionary', 'invitation-status'] as const,
  lookup: (email: string) => ['company', 'invitations', 'find-new-employee', email] as const,
};

/** GET employee-invitation: filters `status` and `query` (e-mail), paged, newest first. */
export function fetchInvitations(filter: InviteFilter, page: number): Promise<ListResponse<CompanyInvitationDto>> {
  return api.get<ListResponse<CompanyInvitationDto>>(INVITATIONS, {
    query: listQuery({
      query: filter.query.trim() || undefined,
      filter: { status: filter.status || undefined },
      page,
      size: INVITES_PAGE_SIZE,
      sort: 'CREATE_DATE-',
    }),
    ignoreStatuses: 'all',
  });
}

export function fetchInvitationStatuses(): Promise<DictionaryItemDto[]> {
  return api
    .get<{ data: DictionaryItemDto[] }>(`${INVITATIONS}/invitation-status`, { ignoreStatuses: 'all' })
    .then((answer) => answer?.data ?? []);
}

/**
 * GET employee-invitation/find-new-employee/?email=: the platform user with that e-mail, or null when there is
 * none (404): the invitation then asks them to register first.
 */
export async function findNewEmployee(email: string, signal?: AbortSignal): Promise<NewEmployeeDto | null> {
  try {
    return await api.get<NewEmployeeDto>(`${INVITATIONS}/find-new-employee/`, {
      query: { email },
      ignoreStatuses: 'all',
      silent: true,
      signal,
    });
  } catch (error) {
    if ((error as { statusCode?: number })?.statusCode === 404) return null;
    throw error;
  }
}

export function createInvitation(body: { email: string; roles: string[]; position?: string | null }): Promise<CompanyInvitationDto> {
  return api.post<CompanyInvitationDto>(INVITATIONS, body, { ignoreStatuses: [400, 409] });
}

/** PUT employee-invitation/retry-send-notification/{id}: a new link and a new expiry. */
export function resendInvitation(id: string): Promise<CompanyInvitationDto> {
  return api.put<CompanyInvitationDto>(`${INVITATIONS}/retry-send-notification/${encodeURIComponent(id)}`, undefined, {
    ignoreStatuses: [404, 409],
  });
}

/** PUT employee-invitation/cancel/{id}: only a SENT invitation. */
export function cancelInvitation(id: string): Promise<CompanyInvitationDto> {
  return api.put<CompanyInvitationDto>(`${INVITATIONS}/cancel/${encodeURIComponent(id)}`, undefined, { ignoreStatuses: [404, 409] });
}
