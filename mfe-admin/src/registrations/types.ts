import type { Schema } from '@nebo/shared-api';

/**
 * The review's documents as the server names them (brief of issue 14, H2). Until the lead regenerates the OpenAPI
 * types these names are missing from @nebo/shared-api; every use goes through the aliases below.
 */
export type RegistrationRequestDto = Schema<'CompanyRegistrationRequestDto'>;
export type RegistrationRequestPageDto = Schema<'CompanyRegistrationRequestPageDto'>;
export type RegistrationRequestItemDto = Schema<'CompanyRegistrationRequestItemDto'>;
export type RegistrationInfoDto = Schema<'CompanyRegistrationInfoDto'>;
export type RegistrationStatusEntryDto = Schema<'CompanyRegistrationStatusEntryDto'>;

/** D3. */
export const REGISTRATION_STATUSES = ['CREATED', 'FIXED', 'FIX_REQUIRED', 'APPROVED', 'CONFIRMED', 'DECLINED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A new company's registration, or a change of an existing company's legal data (D6). */
export const REQUEST_KINDS = ['REGISTRATION', 'CHANGE'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Decisions a reviewer may take while the request is open to review (CREATED or FIXED). */
export type DecisionKind = 'approve' | 'decline' | 'fix-required';

export const REVIEWABLE: readonly RegistrationStatus[] = ['CREATED', 'FIXED'];

export const REQUEST_SORTS = ['UPDATE_DATE', 'CREATE_DATE'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

/** D4 fields in the order the comparison shows them. */
export const INFO_FIELDS = [
  'companyType',
  'name',
  'shortName',
  'inn',
  'kpp',
  'ogrn',
  'registrationAddress',
  'actualAddress',
  'email',
  'phone',
  'managerLastName',
  'managerFirstName',
  'managerPatronymic',
  'managerPost',
  'managerPostAppointmentBasis',
  'webSiteUrl',
] as const;
export type InfoField = (typeof INFO_FIELDS)[number];

export const COMPANY_TYPES = ['OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK'] as const;
export const APPOINTMENT_BASES = ['CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION'] as const;
