import type { FlightMessageKind, OrvdStatus } from '@nebo/shared-vocabulary';

/** What the rules read: the agreement's status and the date's state (null: no message sent for the date yet). */
export interface MessageRuleInput {
  agreementStatus: OrvdStatus | null;
  date: { status: OrvdStatus; departedAt: Date | null } | null;
}

/** Statuses of a date whose SHR is on its way or accepted: a second SHR would announce the flight twice. */
const SHR_IN_PLAY: readonly OrvdStatus[] = ['SENDING', 'PENDING', 'ALLOWED', 'INFLIGHT', 'ARRIVED', 'CANCELED'];
/** Statuses with an SHR to cancel and no flight begun. */
const CANCELLABLE: readonly OrvdStatus[] = ['SENDING', 'PENDING', 'ALLOWED'];

/**
 * Whether a flight message may be sent for a date now (part 1 §5): null when it may, otherwise why not, in
 * words the page shows. SHR needs the agreement ALLOWED; DEP the date's SHR accepted and no departure yet; ARR
 * a flight in the air; CNL an announced flight that has not taken off.
 */
export function messageRefusal(kind: FlightMessageKind, input: MessageRuleInput): string | null {
  const date = input.date;
  switch (kind) {
    case 'SHR':
      if (input.agreementStatus !== 'ALLOWED')
        return `SHR needs the zonal centre's agreement ALLOWED (it is ${input.agreementStatus ?? 'not created'})`;
      if (date && SHR_IN_PLAY.includes(date.status)) return `the date's SHR is already ${date.status}`;
      return null;
    case 'DEP':
      if (date?.status !== 'ALLOWED') return `DEP needs the date's SHR accepted (ALLOWED; it is ${date?.status ?? 'not sent'})`;
      if (date.departedAt) return 'a DEP was already sent for this date';
      return null;
    case 'ARR':
      if (date?.status !== 'INFLIGHT') return `ARR needs the flight in the air (INFLIGHT; it is ${date?.status ?? 'not sent'})`;
      return null;
    case 'CNL':
      if (!date || !CANCELLABLE.includes(date.status))
        return `CNL needs an announced flight not yet in the air (it is ${date?.status ?? 'not sent'})`;
      if (date.departedAt) return 'the flight has departed: send ARR instead';
      return null;
  }
}
