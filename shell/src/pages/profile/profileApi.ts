import { api, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';

/** The bank requisites of the profile (`bankAccount`, docs/requirements.md#ui-profile); a field not filled yet is null. */
export interface BankAccount {
  accountNumber: string | null;
  correspondentAccount: string | null;
  bankName: string | null;
  kpp: string | null;
  bik: string | null;
}

/** GET /api/user/current/profile (docs/requirements.md#ui-profile); only what the shell reads is typed. */
export interface Profile {
  sex?: 'M' | 'F' | null;
  birthDate?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  patronymic?: string | null;
  birthPlace?: string | null;
  residenceAddress?: string | null;
  /** The id of a LOCALITIES item; `name` when the server sends it along. */
  locality?: { id: string | number; name?: string | null } | null;
  bankAccount?: BankAccount | null;
  /** MISSION_CATEGORY dictionary ids. */
  missions?: number[];
  complete?: boolean;
  userSocialIdentities?: { socialName: string }[];
  avatar?: { url: string } | null;
  name?: string | null;
  /** Where the individual works (/profile/organization/). */
  organization?: { name: string; inn: string; position: string } | null;
}

/** GET /api/user/current: the account, with its e-mail and phone. */
export interface CurrentUser {
  id: string;
  login: string;
  email: string | null;
  /** A new address waiting for its confirmation link; `email` and `login` stay as they are until then. */
  pendingEmail?: string | null;
  phone: string | null;
}

/** PATCH /api/user/current/profile/person-identity body (birthDate as YYYY-MM-DD). */
export interface PersonIdentity {
  sex: 'M' | 'F';
  lastName: string;
  firstName: string;
  patronymic: string | null;
  birthDate: string;
}

export const PROFILE_QUERY_KEY = ['user', 'current', 'profile'] as const;
export const CURRENT_USER_QUERY_KEY = ['user', 'current'] as const;

export function fetchProfile(): Promise<Profile> {
  return api.get<Profile>('/api/user/current/profile');
}

/** `quiet`: a section of a page shows its own failure instead of the error page. */
export function fetchCurrentUser({ quiet = false } = {}): Promise<CurrentUser> {
  return api.get<CurrentUser>('/api/user/current', quiet ? { ignoreStatuses: 'all' } : undefined);
}

export function savePersonIdentity(identity: PersonIdentity): Promise<{ complete?: boolean } | undefined> {
  return api.patch<{ complete?: boolean } | undefined>('/api/user/current/profile/person-identity', identity);
}

/** Answers the password forms show next to their fields: field errors, and 429 after too many wrong passwords. */
const PASSWORD_FORM_STATUSES = [400, 409, 422, 429];

/**
 * PUT /api/user/email?email= (docs/requirements.md#ui-profile) with the current password: the server e-mails a confirmation
 * link to the new address and answers the account with `pendingEmail` set.
 */
export function changeEmail(email: string, currentPassword: string): Promise<CurrentUser> {
  return api.put<CurrentUser>('/api/user/email', { currentPassword }, { query: { email }, ignoreStatuses: PASSWORD_FORM_STATUSES });
}

/** POST /api/user/email/pending/resend: the confirmation link again (429 within a minute of the last one). */
export function resendEmailConfirmation(): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/user/email/pending/resend', undefined, { ignoreStatuses: [404, 429] });
}

/** DELETE /api/user/email/pending: the pending change is dropped, the address stays. */
export function cancelEmailChange(): Promise<CurrentUser> {
  return api.delete<CurrentUser>('/api/user/email/pending');
}

/** PUT /api/user/phone?phone= with the phone as digits only. */
export function changePhone(phone: string): Promise<unknown> {
  return api.put('/api/user/phone', undefined, { query: { phone } });
}

export function saveLocality(id: string): Promise<unknown> {
  return api.patch('/api/user/current/profile/locality', { id });
}

export function saveRequisites(bankAccount: BankAccount): Promise<{ complete?: boolean } | undefined> {
  return api.patch<{ complete?: boolean } | undefined>('/api/user/current/profile/requisites', { bankAccount });
}

/** PATCH …/profile/mission-categories: the whole list replaces the saved one (an empty list clears it). */
export function saveMissionCategories(missionCategoryIds: readonly number[]): Promise<{ missionCategoryIds: number[] } | undefined> {
  return api.patch<{ missionCategoryIds: number[] } | undefined>('/api/user/current/profile/mission-categories', { missionCategoryIds });
}

/**
 * PATCH /api/user/password with the current password: the identity provider sends the password-change
 * e-mail; the answer names the address.
 */
export function requestPasswordChange(currentPassword: string): Promise<{ email?: string } | undefined> {
  return api.patch<{ email?: string } | undefined>('/api/user/password', { currentPassword }, { ignoreStatuses: PASSWORD_FORM_STATUSES });
}

/** POST /api/user/current/profile/avatar, multipart field `avatar`. */
export function uploadAvatar(file: File, options: Pick<UploadOptions, 'onProgress'> = {}): Promise<{ url?: string } | undefined> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return uploadMultipart<{ url?: string } | undefined>('/api/user/current/profile/avatar', form, options);
}

export function deleteAvatar(): Promise<void> {
  return api.delete('/api/user/current/profile/avatar');
}
