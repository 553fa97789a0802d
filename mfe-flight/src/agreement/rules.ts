import type { DeliveryState, FlightMessageKind, OrvdStatus } from '@nebo/shared-vocabulary';
import type { Delivery, FlightAgreementView, FlightDate } from './api/agreementApi';

/** A send still on its way: the centre has neither received it nor has the platform given up. */
export const deliveryInProgress = (delivery: Pick<Delivery, 'state'> | null | undefined): boolean =>
  Boolean(delivery) && !(['DELIVERED', 'FAILED', 'CANCELED'] as DeliveryState[]).includes(delivery!.state as DeliveryState);

const WAITING: OrvdStatus[] = ['SENDING', 'PENDING'];

/**
 * Whether something on the page is still moving without the pilot: a delivery under way, the centre's decision
 * awaited, a date waiting for its reply or in the air. The page polls the view only while this holds.
 */
export function agreementInProgress(view: FlightAgreementView): boolean {
  const orvd = view.orvdAgreement;
  if (orvd && (deliveryInProgress(orvd.delivery) || WAITING.includes(orvd.status.code as OrvdStatus))) return true;
  if ((view.localGovernmentAgreements ?? []).some((local) => deliveryInProgress(local.delivery))) return true;
  return view.dates.some(
    (day) =>
      [...WAITING, 'INFLIGHT'].includes(day.status as OrvdStatus) || day.messages.some((message) => deliveryInProgress(message.delivery)),
  );
}

/** Why a message cannot be sent now (a key under `agreement.dates.why`), or null when it can. */
export type MessageBlock = 'notAllowed' | 'shrSent' | 'needsShr' | 'departed' | 'notInFlight' | 'finished' | 'sending' | null;

const FINISHED: OrvdStatus[] = ['ARRIVED', 'CANCELED', 'EXPIRED'];

/** The rules of the brief: SHR needs the agreement ALLOWED; DEP an accepted SHR; ARR a flight in the air; CNL before take-off. */
export function messageBlock(kind: FlightMessageKind, agreementStatus: OrvdStatus | null, day: FlightDate): MessageBlock {
  const status = day.status as OrvdStatus;
  if (FINISHED.includes(status)) return 'finished';
  if (day.messages.some((message) => deliveryInProgress(message.delivery))) return 'sending';
  switch (kind) {
    case 'SHR':
      if (agreementStatus !== 'ALLOWED') return 'notAllowed';
      return status === 'CREATED' || status === 'REJECTED' ? null : 'shrSent';
    case 'DEP':
      if (day.departedAt || status === 'INFLIGHT') return 'departed';
      return status === 'ALLOWED' ? null : 'needsShr';
    case 'ARR':
      return status === 'INFLIGHT' ? null : 'notInFlight';
    case 'CNL':
      if (status === 'INFLIGHT') return 'departed';
      return day.messages.some((message) => message.kind === 'SHR') ? null : 'needsShr';
  }
}
