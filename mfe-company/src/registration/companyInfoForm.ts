import type { SubmissionErrors } from 'final-form';
import { ADDRESS_PATTERN, applyMask, email as emailRule, MASKS, NAME_PATTERN } from '@nebo/shared-ui';
import { formErrorsOf } from '../api/formErrors';
import type { CompanyProfileFormDto, CompanyRegistrationInfoDto } from '../api/types';
import { isValidKpp, isValidLegalInn, isValidOgrn, isValidOgrnip, isValidPersonInn } from './identifiers';

/**
 * The company's registration info as a form edits it (D4): shared by the registration page (wire name of the
 * site `webSiteUrl`) and the profile's change request (wire name `website`); the phone is one masked field
 * (+7 (999) 999-99-99) sent as `phoneCode` + `phoneNumber`.
 */
export interface CompanyInfoValues {
  companyType: string;
  name: string;
  shortName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  registrationAddress: string;
  actualAddress: string;
  email: string;
  phone: string;
  managerLastName: string;
  managerFirstName: string;
  managerPatronymic: string;
  managerPost: string;
  managerPostAppointmentBasis: string;
  website: string;
}

/** The form's fields in the order they show; server field errors about others go to the banner. */
export const COMPANY_INFO_FIELDS = [
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
  'website',
] as const;
export type CompanyInfoField = (typeof COMPANY_INFO_FIELDS)[number];

/** D6: what a company admin changes at once; every other field is legal data and goes to review. */
export const CONTACT_FIELDS: readonly CompanyInfoField[] = ['actualAddress', 'email', 'phone', 'website'];
export const isContactField = (field: string): boolean =>
  (CONTACT_FIELDS as readonly string[]).includes(field) || field === 'phoneCode' || field === 'phoneNumber';

export const COMPANY_INFO_LIMITS = {
  name: 500,
  shortName: 200,
  registrationAddress: 1000,
  actualAddress: 1000,
  managerLastName: 100,
  managerFirstName: 100,
  managerPatronymic: 100,
  managerPost: 200,
  website: 500,
} as const;

const OPTIONAL: readonly CompanyInfoField[] = ['managerPatronymic', 'website', 'kpp'];

export const isSoleProprietor = (companyType: string | undefined): boolean => companyType === 'IP';

/** Input masks per legal form: an IP has a 12-digit INN and a 15-digit OGRNIP, the others 10 and 13 digits. */
export function identifierMasks(companyType: string | undefined): { inn: string; ogrn: string; kpp: string } {
  return isSoleProprietor(companyType)
    ? { inn: MASKS.innIndividual, ogrn: '999999999999999', kpp: MASKS.kpp }
    : { inn: MASKS.innOrganization, ogrn: '9999999999999', kpp: MASKS.kpp };
}

export const EMPTY_COMPANY_INFO: CompanyInfoValues = Object.freeze({
  companyType: '',
  name: '',
  shortName: '',
  inn: '',
  kpp: '',
  ogrn: '',
  registrationAddress: '',
  actualAddress: '',
  email: '',
  phone: '',
  managerLastName: '',
  managerFirstName: '',
  managerPatronymic: '',
  managerPost: '',
  managerPostAppointmentBasis: '',
  website: '',
});

/** A stored phone ("7" + "9161234567") as the masked field shows it: "+7 (916) 123-45-67". */
export function displayPhone(code: string | null | undefined, number: string | null | undefined): string {
  const digits = `${code || '7'}${(number ?? '').replace(/\D/g, '')}`;
  return number ? applyMask(MASKS.phone, digits).value : '';
}

/** The server's info (either wire form) as form values. */
export function companyInfoValues(wire: CompanyRegistrationInfoDto | CompanyProfileFormDto | null | undefined): CompanyInfoValues {
  if (!wire) return { ...EMPTY_COMPANY_INFO };
  const info = wire as unknown as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    companyType: text(info.companyType),
    name: text(info.name),
    shortName: text(info.shortName),
    inn: text(info.inn),
    kpp: text(info.kpp),
    ogrn: text(info.ogrn),
    registrationAddress: text(info.registrationAddress),
    actualAddress: text(info.actualAddress),
    email: text(info.email),
    phone: displayPhone(text(info.phoneCode), text(info.phoneNumber)),
    managerLastName: text(info.managerLastName),
    managerFirstName: text(info.managerFirstName),
    managerPatronymic: text(info.managerPatronymic),
    managerPost: text(info.managerPost),
    managerPostAppointmentBasis: text(info.managerPostAppointmentBasis),
    website: text(info.website ?? info.webSiteUrl),
  };
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();
const orNull = (value: string | undefined): string | null => (trimmed(value) === '' ? null : trimmed(value));

/** The common part of both wire forms: trimmed, empty optional strings as null, the phone split into code and digits. */
function commonPayload(values: CompanyInfoValues) {
  const digits = (values.phone ?? '').replace(/\D/g, '');
  const ip = isSoleProprietor(values.companyType);
  return {
    companyType: values.companyType,
    name: trimmed(values.name),
    shortName: trimmed(values.shortName),
    inn: trimmed(values.inn),
    kpp: ip ? null : orNull(values.kpp),
    ogrn: trimmed(values.ogrn),
    registrationAddress: trimmed(values.registrationAddress),
    actualAddress: trimmed(values.actualAddress),
    email: trimmed(values.email),
    phoneCode: '7',
    phoneNumber: digits.startsWith('7') ? digits.slice(1) : digits,
    managerLastName: trimmed(values.managerLastName),
    managerFirstName: trimmed(values.managerFirstName),
    managerPatronymic: orNull(values.managerPatronymic),
    managerPost: trimmed(values.managerPost),
    managerPostAppointmentBasis: values.managerPostAppointmentBasis,
  };
}

export function registrationPayload(values: CompanyInfoValues): CompanyRegistrationInfoDto {
  return { ...commonPayload(values), webSiteUrl: orNull(values.website) } as unknown as CompanyRegistrationInfoDto;
}

export function profilePayload(values: CompanyInfoValues): CompanyProfileFormDto {
  return { ...commonPayload(values), website: orNull(values.website) } as unknown as CompanyProfileFormDto;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** http(s) address with a dotted host; a bare "example.ru" is accepted too (people type it so). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.([a-z]{2,}|xn--[a-z0-9-]+)$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Every rule of D4 the server checks, so a field shows its message before anything is sent: required fields, the
 * identifiers' lengths and check digits by legal form (an IP has no KPP), e-mail, phone, names, addresses, site.
 */
export function validateCompanyInfo(values: CompanyInfoValues, t: Translate): Partial<Record<CompanyInfoField, string>> {
  const errors: Partial<Record<CompanyInfoField, string>> = {};
  const ip = isSoleProprietor(values.companyType);
  for (const field of COMPANY_INFO_FIELDS) {
    if (OPTIONAL.includes(field)) continue;
    if (trimmed(values[field]) === '' || (field === 'phone' && values.phone.replace(/\D/g, '') === '7')) {
      errors[field] = t('info.errors.required');
    }
  }
  if (!ip && trimmed(values.kpp) === '') errors.kpp = t('info.errors.required');
  for (const [field, max] of Object.entries(COMPANY_INFO_LIMITS) as [CompanyInfoField, number][]) {
    if (!errors[field] && trimmed(values[field]).length > max) errors[field] = t('info.errors.tooLong', { max });
  }
  const inn = trimmed(values.inn);
  if (inn && !errors.inn) {
    const length = ip ? 12 : 10;
    if (!new RegExp(`^\\d{${length}}$`).test(inn)) errors.inn = t('info.errors.digits', { count: length });
    else if (!(ip ? isValidPersonInn(inn) : isValidLegalInn(inn))) errors.inn = t('info.errors.innChecksum');
  }
  const ogrn = trimmed(values.ogrn);
  if (ogrn && !errors.ogrn) {
    const length = ip ? 15 : 13;
    if (!new RegExp(`^\\d{${length}}$`).test(ogrn)) errors.ogrn = t('info.errors.digits', { count: length });
    else if (!(ip ? isValidOgrnip(ogrn) : isValidOgrn(ogrn)))
      errors.ogrn = t(ip ? 'info.errors.ogrnipChecksum' : 'info.errors.ogrnChecksum');
  }
  const kpp = trimmed(values.kpp);
  // An IP has no KPP: the field is hidden and the payload sends null, so nothing to check.
  if (!ip && kpp && !errors.kpp && !isValidKpp(kpp)) errors.kpp = t('info.errors.digits', { count: 9 });
  if (trimmed(values.email) && !errors.email && emailRule(trimmed(values.email))) errors.email = t('info.errors.email');
  const phone = values.phone.replace(/\D/g, '');
  if (!errors.phone && phone && !/^7\d{10}$/.test(phone)) errors.phone = t('info.errors.phone');
  for (const field of ['managerLastName', 'managerFirstName', 'managerPatronymic'] as const) {
    if (!errors[field] && trimmed(values[field]) && !NAME_PATTERN.test(trimmed(values[field]))) errors[field] = t('info.errors.name');
  }
  for (const field of ['registrationAddress', 'actualAddress'] as const) {
    if (!errors[field] && trimmed(values[field]) && !ADDRESS_PATTERN.test(trimmed(values[field]))) errors[field] = t('info.errors.address');
  }
  if (trimmed(values.website) && !errors.website && !isWebAddress(trimmed(values.website))) errors.website = t('info.errors.website');
  return errors;
}

/** Server field names → this form's: the site's wire names and the two phone parts land on their one field. */
const SERVER_FIELD_ALIASES: Record<string, CompanyInfoField> = {
  webSiteUrl: 'website',
  phoneCode: 'phone',
  phoneNumber: 'phone',
};

/** A failed write as submission errors: server field errors next to their fields (renamed), the rest in the banner. */
export function companyInfoErrors(error: unknown): SubmissionErrors {
  const serverFields = [...COMPANY_INFO_FIELDS, ...Object.keys(SERVER_FIELD_ALIASES)];
  const errors = { ...(formErrorsOf(error, serverFields) ?? {}) } as Record<string, unknown>;
  for (const [alias, field] of Object.entries(SERVER_FIELD_ALIASES)) {
    if (errors[alias] !== undefined) {
      errors[field] = errors[field] ?? errors[alias];
      delete errors[alias];
    }
  }
  return errors as SubmissionErrors;
}

/** The fields whose values differ between two forms (trimmed; the phone by its digits). */
export function changedFields(before: CompanyInfoValues, after: CompanyInfoValues): CompanyInfoField[] {
  return COMPANY_INFO_FIELDS.filter((field) =>
    field === 'phone'
      ? before.phone.replace(/\D/g, '') !== after.phone.replace(/\D/g, '')
      : trimmed(before[field]) !== trimmed(after[field]),
  );
}
