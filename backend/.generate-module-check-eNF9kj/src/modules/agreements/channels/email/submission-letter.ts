import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';
import type { FlySpaceUsageMode, SubmissionType } from '@nebo/shared-vocabulary';
import type { ChannelAirport, OutgoingMessage, OutgoingSubmission } from '../channel-adapter';

const SUBMISSION_TYPE_NAMES: Record<SubmissionType, string> = {
  TEMPORARY_REGIME_SUBMISSION: 'заявка на установление временного режима',
  LOCAL_REGIME_SUBMISSION: 'заявка на установление местного режима',
  AFTN_MESSAGE: 'сообщение АФТН',
};

const USAGE_MODE_NAMES: Record<FlySpaceUsageMode, string> = {
  LOCAL: 'местный режим',
  TEMPORARY: 'временный режим',
  RESTRICTED: 'зона ограничения полётов',
};

const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `[NEBO <key>]` is how the centre's reply (and the inbound listener) finds the submission again. */
export function submissionSubject(s: OutgoingSubmission): string {
  return `[NEBO ${s.dedupKey}] Заявка на использование воздушного пространства — ${s.authority.name}`;
}

export function messageSubject(m: OutgoingMessage): string {
  return `[NEBO ${m.dedupKey}] ${m.kind} — ${m.authority.name}`;
}

/** The key facts a dispatcher reads before opening the attached form; the form and submission.json are authoritative. */
export function submissionLetterText(s: OutgoingSubmission): string {
  const lines = [
    `В ${s.authority.name}`,
    '',
    `Направляем ${SUBMISSION_TYPE_NAMES[s.submissionType]} на использование воздушного пространства беспилотным воздушным судном.`,
    '',
    `Номер обращения: ${s.dedupKey}`,
    `Режим использования: ${USAGE_MODE_NAMES[s.usageMode]}`,
    s.regime ? `Режим: № ${s.regime.number} от ${s.regime.dateOfIssue}` : null,
    s.restrictedZone ? 'Маршрут проходит через зону ограничения полётов.' : null,
    s.restrictionZoneInsteadOfGeometry ? `Зона вместо геометрии: ${s.restrictionZoneInsteadOfGeometry}` : null,
    `Высоты: ${altitudes(s)}`,
    'Даты полётов (МСК / UTC):',
    ...s.dates.map(
      (d) => `  ${moscow.format(new Date(d.startUtc))} – ${moscow.format(new Date(d.finishUtc))} (${d.startUtc} – ${d.finishUtc})`,
    ),
    s.takeoffAirport ? `Аэродром вылета: ${airport(s.takeoffAirport)}` : null,
    s.landingAirport ? `Аэродром посадки: ${airport(s.landingAirport)}` : null,
    `Эксплуатант: ${s.operator.name}${s.operator.phone ? `, тел. ${s.operator.phone}` : ''}`,
    `БВС: ${[s.drone.name, s.drone.registrationNumber && `рег. № ${s.drone.registrationNumber}`].filter(Boolean).join(', ') || 'не указано'}`,
    s.petition && s.petition.submissionReviewers.length > 0 ? `Рассматривающие: ${s.petition.submissionReviewers.join('; ')}` : null,
    s.petition?.note ? `Примечание: ${s.petition.note}` : null,
    '',
    `Печатная форма заявки — во вложении (${s.document.filename}), данные заявки — в submission.json.`,
    `Ответ направляйте на ${s.replyTo}, сохраняя в теме [NEBO ${s.dedupKey}].`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

export function messageLetterText(m: OutgoingMessage): string {
  return [
    m.text,
    '',
    `Номер обращения: ${m.dedupKey}`,
    m.submissionExternalId ? `Заявка: ${m.submissionExternalId}` : null,
    `Ответ направляйте на ${m.replyTo}, сохраняя в теме [NEBO ${m.dedupKey}].`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

function altitudes(s: OutgoingSubmission): string {
  const { min, max, reference } = s.altitudes;
  return `${min ?? '—'}–${max ?? '—'} м (${reference})`;
}

function airport(a: ChannelAirport): string {
  return a.icao ? `${a.name} (${a.icao})` : a.name;
}
