import type { AllTimeTotals, SectionKey } from './statistics-figures';

export type StatisticsLocale = 'ru' | 'en';

/** `Accept-Language` → the workbook's language: English when the caller prefers it, Russian otherwise. */
export function statisticsLocale(acceptLanguage: string | undefined): StatisticsLocale {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'ru';
}

interface Labels {
  date: string;
  total: string;
  totalsSheet: string;
  section: string;
  series: string;
  inRange: (from: string, to: string) => string;
  allTime: string;
  marketplace: string;
  marketplaceNotConfigured: string;
  marketplaceUnavailable: string;
  sections: Record<SectionKey, string>;
  series_: Record<string, string>;
  allTimeKeys: Record<keyof AllTimeTotals, string>;
}

/**
 * The workbook's words (sheet names at most 31 characters, Excel's limit). Series not listed here (a status added
 * later) keep their code.
 */
export const STATISTICS_LABELS: Record<StatisticsLocale, Labels> = {
  ru: {
    date: 'Дата',
    total: 'Итого',
    totalsSheet: 'Итоги',
    section: 'Раздел',
    series: 'Показатель',
    inRange: (from, to) => `За период ${from} — ${to}`,
    allTime: 'За всё время',
    marketplace: 'Маркетплейс',
    marketplaceNotConfigured: 'Маркетплейс не подключён',
    marketplaceUnavailable: 'Маркетплейс не ответил',
    sections: {
      users: 'Пользователи',
      companies: 'Компании',
      drones: 'БВС',
      flightRequests: 'Заявки на полёт',
      zonalAgreements: 'Согласования ЗЦ',
      localAgreements: 'Согласования МО',
    },
    series_: {
      registered: 'Зарегистрировано',
      approved: 'Одобрено',
      individual: 'Физических лиц',
      company: 'Компаний',
      DRAFT: 'Черновик',
      CREATED: 'Создана',
      SENDING: 'Отправляется',
      PENDING: 'На рассмотрении',
      ALLOWED: 'Разрешена',
      REJECTED: 'Отклонена',
      EXPIRED: 'Истекла',
      INFLIGHT: 'В полёте',
      CANCELED: 'Отменена',
      ARRIVED: 'Завершена',
      CONFIRMED: 'Согласовано',
      REFUSED: 'Отказано',
    },
    allTimeKeys: {
      users: 'Пользователи',
      companies: 'Компании',
      drones: 'БВС',
      flightRequests: 'Заявки на полёт',
      agreements: 'Согласования (ЗЦ и МО)',
      flightsCompleted: 'Выполненные полёты',
    },
  },
  en: {
    date: 'Date',
    total: 'Total',
    totalsSheet: 'Totals',
    section: 'Section',
    series: 'Figure',
    inRange: (from, to) => `From ${from} to ${to}`,
    allTime: 'All time',
    marketplace: 'Marketplace',
    marketplaceNotConfigured: 'No marketplace configured',
    marketplaceUnavailable: 'The marketplace did not answer',
    sections: {
      users: 'Users',
      companies: 'Companies',
      drones: 'Drones',
      flightRequests: 'Flight requests',
      zonalAgreements: 'Zonal-centre agreements',
      localAgreements: 'Local agreements',
    },
    series_: {
      registered: 'Registered',
      approved: 'Approved',
      individual: 'Individual',
      company: 'Company',
      DRAFT: 'Draft',
      CREATED: 'Created',
      SENDING: 'Sending',
      PENDING: 'Pending',
      ALLOWED: 'Allowed',
      REJECTED: 'Rejected',
      EXPIRED: 'Expired',
      INFLIGHT: 'In flight',
      CANCELED: 'Cancelled',
      ARRIVED: 'Completed',
      CONFIRMED: 'Confirmed',
      REFUSED: 'Refused',
    },
    allTimeKeys: {
      users: 'Users',
      companies: 'Companies',
      drones: 'Drones',
      flightRequests: 'Flight requests',
      agreements: 'Agreements (zonal centre and local)',
      flightsCompleted: 'Flights completed',
    },
  },
};
