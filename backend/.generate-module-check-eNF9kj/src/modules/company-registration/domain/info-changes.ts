import { CONTACT_FIELDS, LEGAL_FIELDS, type CompanyRegistrationInfo } from '../../companies/domain/registration-info';

export type InfoField = keyof CompanyRegistrationInfo;

/** Every field of the registration info, in the form's order (D4). */
export const INFO_FIELDS: readonly InfoField[] = [
  'companyType',
  'name',
  'shortName',
  'inn',
  'kpp',
  'ogrn',
  'registrationAddress',
  'actualAddress',
  'email',
  'phoneCode',
  'phoneNumber',
  'managerLastName',
  'managerFirstName',
  'managerPatronymic',
  'managerPost',
  'managerPostAppointmentBasis',
  'website',
];

const LEGAL: ReadonlySet<InfoField> = new Set(LEGAL_FIELDS);
const CONTACT: ReadonlySet<InfoField> = new Set(CONTACT_FIELDS);

/** The fields whose values differ, in the form's order; a missing value and null are the same. */
export function changedFields(
  before: Partial<CompanyRegistrationInfo>,
  after: Partial<CompanyRegistrationInfo>,
  among = INFO_FIELDS,
): InfoField[] {
  return among.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** What a company's profile form changes (D6): contact data is applied at once, legal data goes to review. */
export interface ProfileChange {
  contactFields: InfoField[];
  contact: Partial<CompanyRegistrationInfo>;
  legalFields: InfoField[];
}

export function splitProfileChange(current: CompanyRegistrationInfo, requested: CompanyRegistrationInfo): ProfileChange {
  const changed = changedFields(current, requested);
  const contactFields = changed.filter((field) => CONTACT.has(field));
  const contact = Object.fromEntries(contactFields.map((field) => [field, requested[field]])) as Partial<CompanyRegistrationInfo>;
  return { contactFields, contact, legalFields: changed.filter((field) => LEGAL.has(field)) };
}

/** The legal part of an info (what an approved change request writes to the company). */
export function legalPart(info: CompanyRegistrationInfo): Partial<CompanyRegistrationInfo> {
  return Object.fromEntries(LEGAL_FIELDS.map((field) => [field, info[field]])) as Partial<CompanyRegistrationInfo>;
}

/** The legal fields that differ between two infos. */
export function changedLegalFields(before: CompanyRegistrationInfo, after: CompanyRegistrationInfo): InfoField[] {
  return changedFields(before, after).filter((field) => LEGAL.has(field));
}
