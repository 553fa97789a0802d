/**
 * The authority area's types: the DTOs are the backend's generated contract (@nebo/shared-api); what stays written
 * here is the front end's own (the order the profile shows the contact types in).
 */
import type { Schema } from '@nebo/shared-api';

export type AuthorityProfileDto = Schema<'AuthorityProfileDto'>;
export type AuthorityProfileInputDto = Schema<'AuthorityProfileInputDto'>;
export type AuthorityContactDto = Schema<'AuthorityContactDto'>;
export type AuthorityContactInputDto = Schema<'AuthorityContactInputDto'>;
export type AuthorityEmployeeDto = Schema<'AuthorityEmployeeDto'>;
export type AuthorityStaffCurrentDto = Schema<'AuthorityStaffCurrentDto'>;
export type AuthorityDepartmentDto = Schema<'AuthorityDepartmentDto'>;
export type AuthorityDepartmentPageDto = Schema<'AuthorityDepartmentPageDto'>;
export type AuthorityEmployeePageDto = Schema<'AuthorityEmployeePageDto'>;
export type AuthorityEmployeeCreateDto = Schema<'AuthorityEmployeeCreateDto'>;
export type AuthorityEmployeeUpdateDto = Schema<'AuthorityEmployeeUpdateDto'>;
export type AuthorityDashboardDto = Schema<'AuthorityDashboardDto'>;
export type ReviewStatus = Schema<'ReviewStatus'>;

export type ContactType = AuthorityContactDto['type'];
/** The order the profile shows and edits the typed contacts in. */
export const CONTACT_TYPES: readonly ContactType[] = ['GENERAL', 'SUBMISSION', 'SHR'];
