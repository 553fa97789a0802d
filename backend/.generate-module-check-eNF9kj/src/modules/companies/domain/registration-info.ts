import type { FieldError } from '../../../common/errors/error-body';
import { isValidKpp, isValidLegalInn, isValidOgrn, isValidOgrnip, isValidPersonInn } from './company-identifiers';

/** Legal forms a company registers under (D4); IP is an individual entrepreneur, the rest are legal entities. */
export const COMPANY_TYPES = ['OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Codes of the appointment-basis dictionary: on what ground the manager holds the post. */
export const APPOINTMENT_BASES = ['CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION'] as const;
export type AppointmentBasis = (typeof APPOINTMENT_BASES)[number];

/** A field-level problem, in the house's `detailedError` shape. */
export type FieldProblem = FieldError;

/**
 * A company's registration information (D4) as the modules keep it: the registration form's `webSiteUrl` and the
 * profile form's `website` are both `website` here; empty optional strings are null.
 */
export interface CompanyRegistrationInfo {
  companyType: CompanyType;
  name: string;
  shortName: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  registrationAddress: string;
  actualAddress: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  managerLastName: string;
  managerFirstName: string;
  managerPatronymic: string | null;
  managerPost: string;
  managerPostAppointmentBasis: AppointmentBasis;
  website: string | null;
}

/** Fields a company may change at once: contact data, not legal facts (D6). */
export const CONTACT_FIELDS = ['actualAddress', 'email', 'phoneCode', 'phoneNumber', 'website'] as const satisfies ReadonlyArray<
  keyof CompanyRegistrationInfo
>;

/** Fields whose change goes to review (D6). */
export const LEGAL_FIELDS = [
  'companyType',
  'name',
  'shortName',
  'inn',
  'kpp',
  'ogrn',
  'registrationAddress',
  'managerLastName',
  'managerFirstName',
  'managerPatronymic',
  'managerPost',
  'managerPostAppointmentBasis',
] as const satisfies ReadonlyArray<keyof CompanyRegistrationInfo>;

export function isIndividualEntrepreneur(type: CompanyType): boolean {
  return type === 'IP';
}

/**
 * The rules a DTO cannot express, since they depend on the company type: an entrepreneur has a 12-digit INN,
 * a 15-digit OGRNIP and no KPP; a legal entity a 10-digit INN, a 13-digit OGRN and a KPP. One problem per field.
 */
export function validateRegistrationInfo(info: Pick<CompanyRegistrationInfo, 'companyType' | 'inn' | 'kpp' | 'ogrn'>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const kpp = info.kpp ?? '';
  if (isIndividualEntrepreneur(info.companyType)) {
    if (!/^\d{12}$/.test(info.inn)) problems.push({ field: 'inn', error: 'inn of an individual entrepreneur must be 12 digits' });
    else if (!isValidPersonInn(info.inn)) problems.push({ field: 'inn', error: 'inn has a wrong check digit' });
    if (kpp !== '') problems.push({ field: 'kpp', error: 'kpp must be empty for an individual entrepreneur' });
    if (!/^\d{15}$/.test(info.ogrn)) problems.push({ field: 'ogrn', error: 'ogrn of an individual entrepreneur must be 15 digits' });
    else if (!isValidOgrnip(info.ogrn)) problems.push({ field: 'ogrn', error: 'ogrn has a wrong check digit' });
  } else {
    if (!/^\d{10}$/.test(info.inn)) problems.push({ field: 'inn', error: 'inn of a legal entity must be 10 digits' });
    else if (!isValidLegalInn(info.inn)) problems.push({ field: 'inn', error: 'inn has a wrong check digit' });
    if (kpp === '') problems.push({ field: 'kpp', error: 'kpp is required for a legal entity' });
    else if (!isValidKpp(kpp)) problems.push({ field: 'kpp', error: 'kpp must be 9 characters: 4 digits, 2 digits or letters, 3 digits' });
    if (!/^\d{13}$/.test(info.ogrn)) problems.push({ field: 'ogrn', error: 'ogrn of a legal entity must be 13 digits' });
    else if (!isValidOgrn(info.ogrn)) problems.push({ field: 'ogrn', error: 'ogrn has a wrong check digit' });
  }
  return problems;
}
