import { APPOINTMENT_BASES, type AppointmentBasis, type CompanyType } from '../../companies/domain/registration-info';
import type { Locale } from '../../dictionaries/domain/locale';

/** An item of the small fixed dictionaries of the company area: a code and its name in both languages. */
export interface BilingualItem<Code extends string = string> {
  code: Code;
  ru: string;
  en: string;
}

/** Company documents (spec part 1: EGRUL_EXTRACT, LETTER_OF_ATTORNEY, PILOTS_CERTIFICATE; D9). */
export const COMPANY_DOCUMENT_TYPES = ['EGRUL_EXTRACT', 'LETTER_OF_ATTORNEY', 'PILOTS_CERTIFICATE'] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

export const COMPANY_DOCUMENT_TYPE_ITEMS: ReadonlyArray<BilingualItem<CompanyDocumentType>> = [
  { code: 'EGRUL_EXTRACT', ru: 'Выписка из ЕГРЮЛ', en: 'Extract from the Unified State Register of Legal Entities' },
  { code: 'LETTER_OF_ATTORNEY', ru: 'Доверенность', en: 'Letter of attorney' },
  { code: 'PILOTS_CERTIFICATE', ru: 'Свидетельство пилотов', en: "Pilots' certificate" },
];

/** The appointment-basis dictionary of D4 (codes shared with the companies module's APPOINTMENT_BASES). */
export const APPOINTMENT_BASIS_ITEMS: ReadonlyArray<BilingualItem<AppointmentBasis>> = [
  { code: 'CHARTER', ru: 'Устав', en: 'Charter' },
  { code: 'POWER_OF_ATTORNEY', ru: 'Доверенность', en: 'Power of attorney' },
  { code: 'ORDER', ru: 'Приказ', en: 'Order' },
  { code: 'DECISION', ru: 'Решение учредителя', en: "Founder's decision" },
];

/** The company types of D4, with the names the registration form shows. */
export const COMPANY_TYPE_ITEMS: ReadonlyArray<BilingualItem<CompanyType>> = [
  { code: 'OOO', ru: 'ООО «Общество с ограниченной ответственностью»', en: 'LLC (limited liability company)' },
  { code: 'IP', ru: 'ИП', en: 'Individual entrepreneur' },
  { code: 'AO', ru: 'АО', en: 'JSC (joint-stock company)' },
  { code: 'PAO', ru: 'ПАО', en: 'PJSC (public joint-stock company)' },
  { code: 'GK', ru: 'ГК (государственная корпорация)', en: 'State corporation' },
  { code: 'FGUP', ru: 'ФГУП', en: 'Federal state unitary enterprise' },
  { code: 'PPK', ru: 'ППК (публично-правовая компания)', en: 'Public law company' },
];

/** The answer's items: ids are positions (stable: the lists only grow at the end), names in the request's language. */
export function localizedItems(items: ReadonlyArray<BilingualItem>, locale: Locale): Array<{ id: number; code: string; name: string }> {
  return items.map((item, index) => ({ id: index + 1, code: item.code, name: locale === 'en' ? item.en : item.ru }));
}

export const APPOINTMENT_BASIS_CODES: readonly string[] = APPOINTMENT_BASES;
