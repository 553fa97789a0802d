import type { AppointmentBasis, CompanyType } from '../../companies/domain/registration-info';

// The registration form's two dictionaries (D4). The company-profile module serves the same lists under its own
// prefix; both keep the companies module's codes and the same ids (positions), so the forms agree.

interface BilingualItem<Code extends string> {
  code: Code;
  ru: string;
  en: string;
}

export const COMPANY_TYPE_NAMES: ReadonlyArray<BilingualItem<CompanyType>> = [
  { code: 'OOO', ru: 'ООО «Общество с ограниченной ответственностью»', en: 'LLC (limited liability company)' },
  { code: 'IP', ru: 'ИП', en: 'Individual entrepreneur' },
  { code: 'AO', ru: 'АО', en: 'JSC (joint-stock company)' },
  { code: 'PAO', ru: 'ПАО', en: 'PJSC (public joint-stock company)' },
  { code: 'GK', ru: 'ГК (государственная корпорация)', en: 'State corporation' },
  { code: 'FGUP', ru: 'ФГУП', en: 'Federal state unitary enterprise' },
  { code: 'PPK', ru: 'ППК (публично-правовая компания)', en: 'Public law company' },
];

export const APPOINTMENT_BASIS_NAMES: ReadonlyArray<BilingualItem<AppointmentBasis>> = [
  { code: 'CHARTER', ru: 'Устав', en: 'Charter' },
  { code: 'POWER_OF_ATTORNEY', ru: 'Доверенность', en: 'Power of attorney' },
  { code: 'ORDER', ru: 'Приказ', en: 'Order' },
  { code: 'DECISION', ru: 'Решение учредителя', en: "Founder's decision" },
];

/** Ids are positions (the lists only grow at the end); names in the request's language. */
export function dictionaryItems(items: ReadonlyArray<BilingualItem<string>>, locale: 'ru' | 'en') {
  return items.map((item, index) => ({ id: index + 1, code: item.code, name: locale === 'en' ? item.en : item.ru }));
}
