import { DateTime } from 'luxon';
import { displayDateToApi, MOSCOW_ZONE } from '../date/dates';
import { i18n } from '../i18n/instance';
import { isValidBik, isValidInn, isValidSnils } from './identifiers';
import type { Validator } from './validators';

/**
 * Validators for the patterns of docs/requirements.md#ui-masks (digits of a given length, military ticket series,
 * SNILS, INN with check digits, bank codes, e-mail, phone). Each returns the translated message of
 * the `ui` namespace, so a form shows the same text the rule's unit test reads.
 */
const blank = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === '';

/** Exactly `count` digits ("6 digits", "4 digits", "9 digits" of the spec). */
export const exactDigits =
  (count: number): Validator<string | undefined> =>
  (value) =>
    blank(value) || new RegExp(`^\\d{${count}}$`).test(String(value)) ? undefined : i18n.t('ui:validation.exactDigits', { count });

/** Two Cyrillic capital letters (military ticket series). */
export const cyrillicPair: Validator<string | undefined> = (value) =>
  blank(value) || /^[А-ЯЁ]{2}$/.test(String(value)) ? undefined : i18n.t('ui:validation.cyrillicPair');

/** SNILS typed as ###-###-### ##, with its check number. */
export const snils: Validator<string | undefined> = (value) => {
  if (blank(value)) return undefined;
  if (!/^\d{3}-\d{3}-\d{3} \d{2}$/.test(String(value))) return i18n.t('ui:validation.snilsFormat');
  return isValidSnils(String(value)) ? undefined : i18n.t('ui:validation.snilsChecksum');
};

/** INN of a person: 12 digits with both check digits. */
export const innIndividual: Validator<string | undefined> = (value) => {
  if (blank(value)) return undefined;
  if (!/^\d{12}$/.test(String(value))) return i18n.t('ui:validation.exactDigits', { count: 12 });
  return isValidInn(String(value)) ? undefined : i18n.t('ui:validation.innChecksum');
};

/** INN of an organisation: 10 digits with its check digit. */
export const innOrganization: Validator<string | undefined> = (value) => {
  if (blank(value)) return undefined;
  if (!/^\d{10}$/.test(String(value))) return i18n.t('ui:validation.exactDigits', { count: 10 });
  return isValidInn(String(value)) ? undefined : i18n.t('ui:validation.innChecksum');
};

export const bik: Validator<string | undefined> = (value) => {
  if (blank(value)) return undefined;
  if (!/^\d{9}$/.test(String(value))) return i18n.t('ui:validation.exactDigits', { count: 9 });
  return isValidBik(String(value)) ? undefined : i18n.t('ui:validation.bik');
};

// One "@", no spaces, a dot in the domain: the same shape the identity provider accepts.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export const email: Validator<string | undefined> = (value) =>
  blank(value) || (String(value).length <= 254 && EMAIL_PATTERN.test(String(value).trim())) ? undefined : i18n.t('ui:validation.email');

/** A Russian mobile or landline number: code 7 and ten digits, however it was typed. */
export const russianPhone: Validator<string | undefined> = (value) =>
  blank(value) || /^7\d{10}$/.test(phoneDigits(String(value))) ? undefined : i18n.t('ui:validation.phone');

/** Phones are sent as digits only (docs/requirements.md#ui-masks), with the default code 7 in front. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

/** A DD.MM.YYYY calendar date that is not in the future (issue dates of documents). */
export const pastDate: Validator<string | undefined> = (value) => {
  if (blank(value)) return undefined;
  const iso = displayDateToApi(value);
  if (!iso) return i18n.t('ui:validation.date');
  const today = DateTime.now().setZone(MOSCOW_ZONE).toFormat('yyyy-LL-dd');
  return iso > today ? i18n.t('ui:validation.futureDate') : undefined;
};

/** The spec's address/title pattern: letters, digits and punctuation including quotes. */
export const ADDRESS_PATTERN = /^[\p{L}\d\s.,;:'"«»„“”№#()\-–—/\\]+$/u;

export const addressText: Validator<string | undefined> = (value) =>
  blank(value) || ADDRESS_PATTERN.test(String(value)) ? undefined : i18n.t('ui:validation.address');
