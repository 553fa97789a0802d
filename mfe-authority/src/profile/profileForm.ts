import { applyMask, email as emailRule, MASKS, phoneDigits, russianPhone } from '@nebo/shared-ui';
import {
  CONTACT_TYPES,
  type AuthorityContactDto,
  type AuthorityContactInputDto,
  type AuthorityProfileDto,
  type AuthorityProfileInputDto,
  type ContactType,
} from '../api/types';

/** One typed contact as the form edits it: a row per e-mail and per phone (phones shown with the +7 mask). */
export interface ContactValues {
  emails: string[];
  phones: string[];
  spokesmanPost: string;
  spokesmanFullName: string;
}

export interface ProfileValues {
  name: string;
  shortName: string;
  address: string;
  website: string;
  description: string;
  contacts: Record<ContactType, ContactValues>;
}

/** Limits the form checks before sending; the server checks them again. */
export const PROFILE_LIMITS = { name: 500, shortName: 200, address: 1000, website: 500, description: 4000, spokesman: 300 } as const;

/** "a@x.ru; b@y.ru;;" → ['a@x.ru', 'b@y.ru']: the wire's semicolon-joined list (part 2 L25), trimmed, without empty items. */
export function splitList(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The form's rows back to the wire: trimmed, empty rows dropped, joined by `;`; nothing left → null. */
export function joinList(items: readonly string[]): string | null {
  const kept = items.map((item) => item.trim()).filter((item) => item !== '');
  return kept.length > 0 ? kept.join(';') : null;
}

const emptyContact = (): ContactValues => ({ emails: [''], phones: [''], spokesmanPost: '', spokesmanFullName: '' });

/** At least one (empty) row per list, so a block always shows a field to type into. */
const rowsOf = (items: string[]): string[] => (items.length > 0 ? items : ['']);

export function contactValues(contact: AuthorityContactDto | undefined): ContactValues {
  if (!contact) return emptyContact();
  return {
    emails: rowsOf(splitList(contact.email)),
    phones: rowsOf(splitList(contact.phone).map((phone) => applyMask(MASKS.phone, phoneDigits(phone)).value)),
    spokesmanPost: contact.spokesmanPost ?? '',
    spokesmanFullName: contact.spokesmanFullName ?? '',
  };
}

export function profileValues(profile: AuthorityProfileDto): ProfileValues {
  const contacts = Object.fromEntries(
    CONTACT_TYPES.map((type) => [type, contactValues(profile.contacts.find((contact) => contact.type === type))]),
  ) as Record<ContactType, ContactValues>;
  return {
    name: profile.name ?? '',
    shortName: profile.shortName ?? '',
    address: profile.address ?? '',
    website: profile.website ?? '',
    description: profile.description ?? '',
    contacts,
  };
}

/** A phone row holding only the mask's "+7" is an untouched row, not a number. */
const isBarePrefix = (digits: string): boolean => digits === '' || digits === '7';

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A typed contact the server should keep, or null when every part of the block is empty (the type is then dropped). */
export function contactPayload(type: ContactType, values: ContactValues): AuthorityContactInputDto | null {
  const contact: AuthorityContactInputDto = {
    type,
    email: joinList(values.emails),
    phone: joinList(values.phones.map(phoneDigits).filter((digits) => !isBarePrefix(digits))),
    spokesmanPost: textOrNull(values.spokesmanPost),
    spokesmanFullName: textOrNull(values.spokesmanFullName),
  };
  const empty = !contact.email && !contact.phone && !contact.spokesmanPost && !contact.spokesmanFullName;
  return empty ? null : contact;
}

export function profilePayload(values: ProfileValues): AuthorityProfileInputDto {
  return {
    name: values.name.trim(),
    shortName: textOrNull(values.shortName),
    address: textOrNull(values.address),
    website: textOrNull(values.website),
    description: textOrNull(values.description),
    contacts: CONTACT_TYPES.flatMap((type) => {
      const contact = contactPayload(type, values.contacts[type]);
      return contact ? [contact] : [];
    }),
  };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Errors = Record<string, unknown>;

/**
 * The whole form's errors keyed as final-form nests them (`contacts.GENERAL.emails[1]`), so every message
 * sits next to its own row.
 */
export function validateProfile(values: ProfileValues, t: Translate): Errors {
  const errors: Errors = {};
  const tooLong = (value: string, max: number) => (value.trim().length > max ? t('profile.errors.tooLong', { max }) : undefined);
  if (!values.name?.trim()) errors.name = t('profile.errors.nameRequired');
  else if (tooLong(values.name, PROFILE_LIMITS.name)) errors.name = tooLong(values.name, PROFILE_LIMITS.name);
  for (const key of ['shortName', 'address', 'description'] as const) {
    const message = tooLong(values[key] ?? '', PROFILE_LIMITS[key]);
    if (message) errors[key] = message;
  }
  if (values.website?.trim()) {
    if (tooLong(values.website, PROFILE_LIMITS.website)) errors.website = tooLong(values.website, PROFILE_LIMITS.website);
    else if (!isWebAddress(values.website.trim())) errors.website = t('profile.errors.website');
  }
  const contacts: Errors = {};
  for (const type of CONTACT_TYPES) {
    const block = values.contacts?.[type];
    if (!block) continue;
    const blockErrors: Errors = {};
    const emails = block.emails.map((item) => (item.trim() ? emailRule(item.trim()) : undefined));
    const phones = block.phones.map((item) => (item.trim() && item.trim() !== '+7' ? russianPhone(item) : undefined));
    if (emails.some(Boolean)) blockErrors.emails = emails;
    if (phones.some(Boolean)) blockErrors.phones = phones;
    for (const key of ['spokesmanPost', 'spokesmanFullName'] as const) {
      const message = tooLong(block[key] ?? '', PROFILE_LIMITS.spokesman);
      if (message) blockErrors[key] = message;
    }
    if (Object.keys(blockErrors).length > 0) contacts[type] = blockErrors;
  }
  if (Object.keys(contacts).length > 0) errors.contacts = contacts;
  return errors;
}

/** http(s) address with a dotted host (a Cyrillic one arrives as punycode); a bare "example.ru" is accepted too (people type it so). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.([a-z]{2,}|xn--[a-z0-9-]+)$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** A phone of the wire ("74951234567") as people read it: "+7 (495) 123-45-67". */
export const displayPhone = (digits: string): string => applyMask(MASKS.phone, phoneDigits(digits)).value;

/** Server field errors arrive as `contacts[0].email`: these are the fields the form shows (others go to the banner). */
export const PROFILE_FIELDS = ['name', 'shortName', 'address', 'website', 'description'] as const;
