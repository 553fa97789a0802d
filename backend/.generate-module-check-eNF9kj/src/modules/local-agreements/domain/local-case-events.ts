import type { CaseEventInput } from '../../case-file/domain/case-event';

/** What a change of a local agreement writes into the flight's case file (body LOCAL, by the pilot). */
export interface LocalChange {
  flightRequestId: string;
  authorityId: string;
  authorityName: { ru: string; en: string };
  userId: string;
}

type Event = Pick<CaseEventInput, 'event' | 'summary' | 'payload'>;

export const LOCAL_EVENTS = {
  added: (a: LocalChange): Event => ({
    event: 'local.added',
    summary: { ru: `Добавлена администрация: ${a.authorityName.ru}`, en: `Administration added: ${a.authorityName.en}` },
  }),
  removed: (a: LocalChange): Event => ({
    event: 'local.removed',
    summary: { ru: `Администрация удалена: ${a.authorityName.ru}`, en: `Administration removed: ${a.authorityName.en}` },
  }),
  purpose: (a: LocalChange, purpose: string): Event => ({
    event: 'local.purpose-set',
    summary: {
      ru: `Цель полёта для администрации изменена: ${a.authorityName.ru}`,
      en: `Flight purpose changed for: ${a.authorityName.en}`,
    },
    payload: { purpose },
  }),
  outsideLocality: (a: LocalChange, value: boolean): Event => ({
    event: 'local.outside-locality-set',
    summary: {
      ru: `${value ? 'Полёт вне населённого пункта' : 'Полёт над населённым пунктом'}: ${a.authorityName.ru}`,
      en: `${value ? 'Flight outside the locality' : 'Flight over the locality'}: ${a.authorityName.en}`,
    },
    payload: { outsideLocality: value },
  }),
  applicationSent: (
    a: LocalChange,
    payload: { recipientEmail: string | null; files: Array<{ documentType: string | null; distribution: string; fileId: string }> },
  ): Event => ({
    event: 'local.application-sent',
    summary: {
      ru: `Заявление отправлено: ${a.authorityName.ru}${payload.recipientEmail ? ` (${payload.recipientEmail})` : ''}`,
      en: `Application sent: ${a.authorityName.en}${payload.recipientEmail ? ` (${payload.recipientEmail})` : ''}`,
    },
    payload,
  }),
  permissionSet: (a: LocalChange, decision: { number: string; dateOfIssue: string }): Event => ({
    event: 'local.permission-set',
    summary: {
      ru: `Разрешение № ${decision.number} от ${decision.dateOfIssue}: ${a.authorityName.ru}`,
      en: `Permission No. ${decision.number} of ${decision.dateOfIssue}: ${a.authorityName.en}`,
    },
    payload: { ...decision },
  }),
  permissionCleared: (a: LocalChange): Event => ({
    event: 'local.permission-cleared',
    summary: { ru: `Разрешение снято: ${a.authorityName.ru}`, en: `Permission cleared: ${a.authorityName.en}` },
  }),
};
