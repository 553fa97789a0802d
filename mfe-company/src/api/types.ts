/**
 * The company area's types: the DTOs are the backend's generated contract (@nebo/shared-api); what stays written here
 * is the front end's own (the code lists the forms offer before a dictionary loads).
 */
import type { Schema } from '@nebo/shared-api';

export type DictionaryItemDto = Schema<'DictionaryItemDto'>;
export type FileDto = Schema<'FileDto'>;
export type CompanySummaryDto = Schema<'CompanySummaryDto'>;
export type CompanyRegistrationInfoDto = Schema<'CompanyRegistrationInfoDto'>;
export type CompanyProfileFormDto = Schema<'CompanyProfileFormDto'>;
export type CompanyRegistrationStatusEntryDto = Schema<'CompanyRegistrationStatusEntryDto'>;
export type CompanyRegistrationRequestDto = Schema<'CompanyRegistrationRequestDto'>;
export type CompanyGeneralInfoDiffDto = Schema<'CompanyGeneralInfoDiffDto'>;
export type CompanyChangeRequestResultDto = Schema<'CompanyChangeRequestResultDto'>;
export type CompanyPaymentInfoDto = Schema<'CompanyPaymentInfoDto'>;
export type CompanyDocumentDto = Schema<'CompanyDocumentDto'>;
export type CompanyDocumentPageDto = Schema<'CompanyDocumentPageDto'>;

/** D4: the legal forms, in the order the form offers them. */
export const COMPANY_TYPES = ['OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** D4: the appointment-basis dictionary's codes (the names come from the server, these are the fallback). */
export const APPOINTMENT_BASES = ['CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION'] as const;

/** D3: every status a registration or change request can have. */
export const REQUEST_STATUSES = ['CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED', 'APPROVED', 'CONFIRMED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** D9: company document types. */
export const COMPANY_DOCUMENT_TYPES = ['EGRUL_EXTRACT', 'LETTER_OF_ATTORNEY', 'PILOTS_CERTIFICATE'] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

/** D7: staff roles; "company admin" is ADMIN or MANAGER. */
export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'PILOT', 'SIGNER'] as const;
export const ADMIN_ROLES: readonly string[] = ['ADMIN', 'MANAGER'];
