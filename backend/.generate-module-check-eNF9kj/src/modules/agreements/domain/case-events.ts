import type { FlightMessageKind, SubmissionChannel } from '@nebo/shared-vocabulary';

/** An authority's name in both languages (a case-file event is written once and read in either). */
export interface Names {
  ru: string;
  en: string;
}

const CHANNEL: Record<SubmissionChannel, Names> = {
  EMAIL: { ru: 'по электронной почте', en: 'by e-mail' },
  API_AZIMUT: { ru: 'через API «Азимут»', en: 'through the Azimut API' },
  SPPI: { ru: 'через СППИ', en: 'through SPPI' },
};

const MESSAGE: Record<FlightMessageKind, Names> = {
  SHR: { ru: 'План полёта (SHR)', en: 'Flight plan (SHR)' },
  DEP: { ru: 'Сообщение о вылете (DEP)', en: 'Departure message (DEP)' },
  ARR: { ru: 'Сообщение о посадке (ARR)', en: 'Arrival message (ARR)' },
  CNL: { ru: 'Отмена полёта (CNL)', en: 'Cancellation (CNL)' },
};

/** Moscow wall-clock time of an instant, DD.MM.YYYY HH:mm (Moscow is UTC+3 all year). */
export function moscow(at: Date): string {
  const m = new Date(at.getTime() + 3 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(m.getUTCDate())}.${pad(m.getUTCMonth() + 1)}.${m.getUTCFullYear()} ${pad(m.getUTCHours())}:${pad(m.getUTCMinutes())}`;
}

/** The summaries of the case file, in both languages: every state change of the agreements has one. */
export const summaries = {
  assigned: (authority: Names): Names => ({ ru: `Выбран орган: ${authority.ru}`, en: `Authority chosen: ${authority.en}` }),
  regime: (regime: { number: string; dateOfIssue: string } | null): Names =>
    regime
      ? { ru: `Указан режим № ${regime.number} от ${regime.dateOfIssue}`, en: `Regime no. ${regime.number} of ${regime.dateOfIssue} given` }
      : { ru: 'Режим не указан', en: 'Regime cleared' },
  submissionQueued: (authority: Names, channel: SubmissionChannel): Names => ({
    ru: `Заявка поставлена в очередь на отправку в ${authority.ru} ${CHANNEL[channel].ru}`,
    en: `Submission queued for ${authority.en} ${CHANNEL[channel].en}`,
  }),
  channelSwitched: (from: SubmissionChannel, to: SubmissionChannel): Names => ({
    ru: `Канал отправки изменён: ${CHANNEL[from].ru} → ${CHANNEL[to].ru}`,
    en: `Submission channel changed: ${CHANNEL[from].en} → ${CHANNEL[to].en}`,
  }),
  submissionSent: (authority: Names, channel: SubmissionChannel): Names => ({
    ru: `Заявка отправлена в ${authority.ru} ${CHANNEL[channel].ru}`,
    en: `Submission sent to ${authority.en} ${CHANNEL[channel].en}`,
  }),
  expired: (): Names => ({
    ru: 'Срок согласования истёк: даты полёта прошли, а решения зонального центра нет',
    en: 'The agreement expired: the flight dates are over with no decision of the zonal centre',
  }),
  submissionFailed: (channel: SubmissionChannel, error: string): Names => ({
    ru: `Заявку не удалось отправить ${CHANNEL[channel].ru}: ${error}`,
    en: `The submission could not be sent ${CHANNEL[channel].en}: ${error}`,
  }),
  decision: (allowed: boolean, permit: string | null, comment: string | null): Names =>
    allowed
      ? {
          ru: `Зональный центр разрешил полёт${permit ? `, разрешение № ${permit}` : ''}${comment ? `: ${comment}` : ''}`,
          en: `The zonal centre allowed the flight${permit ? `, permit no. ${permit}` : ''}${comment ? `: ${comment}` : ''}`,
        }
      : {
          ru: `Зональный центр отказал${comment ? `: ${comment}` : ''}`,
          en: `The zonal centre rejected the flight${comment ? `: ${comment}` : ''}`,
        },
  messageQueued: (kind: FlightMessageKind, planned: Date, actor: 'USER' | 'SYSTEM'): Names => ({
    ru: `${MESSAGE[kind].ru} на полёт ${moscow(planned)} поставлено в очередь${actor === 'SYSTEM' ? ' автоматически: вылета не было' : ''}`,
    en: `${MESSAGE[kind].en} for the flight of ${moscow(planned)} queued${actor === 'SYSTEM' ? ' automatically: no departure was reported' : ''}`,
  }),
  messageSent: (kind: FlightMessageKind, channel: SubmissionChannel): Names => ({
    ru: `${MESSAGE[kind].ru} отправлено ${CHANNEL[channel].ru}`,
    en: `${MESSAGE[kind].en} sent ${CHANNEL[channel].en}`,
  }),
  messageFailed: (kind: FlightMessageKind, error: string): Names => ({
    ru: `${MESSAGE[kind].ru} не удалось отправить: ${error}`,
    en: `${MESSAGE[kind].en} could not be sent: ${error}`,
  }),
  shrAccepted: (sid: string | null): Names => ({
    ru: `Зональный центр принял план полёта${sid ? `, SID ${sid}` : ''}`,
    en: `The zonal centre accepted the flight plan${sid ? `, SID ${sid}` : ''}`,
  }),
  shrRejected: (reason: string | null): Names => ({
    ru: `Зональный центр отклонил план полёта${reason ? `: ${reason}` : ''}`,
    en: `The zonal centre rejected the flight plan${reason ? `: ${reason}` : ''}`,
  }),
  acknowledged: (kind: FlightMessageKind): Names => ({
    ru: `Зональный центр подтвердил: ${MESSAGE[kind].ru}`,
    en: `The zonal centre acknowledged: ${MESSAGE[kind].en}`,
  }),
  departed: (at: Date): Names => ({ ru: `Вылет зафиксирован в ${moscow(at)} (IDEP)`, en: `Departure recorded at ${moscow(at)} (IDEP)` }),
  arrived: (at: Date): Names => ({ ru: `Посадка зафиксирована в ${moscow(at)} (IARR)`, en: `Arrival recorded at ${moscow(at)} (IARR)` }),
};
