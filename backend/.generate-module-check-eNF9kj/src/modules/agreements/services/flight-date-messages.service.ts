import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FlightMessageKind } from '@nebo/shared-vocabulary';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { CaseFile } from '../../case-file/services/case-file.service';
import { FlightMessageWriter } from '../../flight-messages/services/flight-message.writer';
import { ShrMessageWriter } from '../../flight-messages/services/shr-message.writer';
import { individualOwner } from '../../flights/domain/flight-request';
import type { FlightIntervalRow } from '../../flights/entities/flight-request.row';
import { PrintService } from '../../flights/print/print.service';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { JobQueue } from '../../jobs/services/job-queue';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import { flightDateNotFound, messageNotAllowed } from '../agreements.exceptions';
import { summaries } from '../domain/case-events';
import { messageDedupKey } from '../domain/dedup-keys';
import { messageRefusal } from '../domain/message-rules';
import type { FlightDateStateRow } from '../entities/flight-date-state.row';
import type { OrvdAgreementRow } from '../entities/orvd-agreement.row';
import { QUEUES } from '../jobs/queues';
import type { FlightDateChange } from '../repositories/flight-dates.repository';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';

/** Who asks for a message: the pilot, or the platform itself (the auto-cancel 30 minutes after a missed departure). */
export type MessageActor = { kind: 'USER'; userId: string } | { kind: 'SYSTEM' };

export interface MessageOptions {
  /** SHR: free text added to RMK/. */
  remarks?: string;
  /** DEP / ARR: when it happened. */
  at?: Date;
}

/**
 * The flight messages of one flight date (SHR, DEP, ARR, CNL): the rules, the text in the message-table format
 * (the flight-messages module writes it), and the send queued in one transaction with the date's new state.
 */
@Injectable()
export class FlightDateMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly dates: FlightDatesRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly flights: FlightRequestsService,
    private readonly print: PrintService,
    private readonly shr: ShrMessageWriter,
    private readonly movements: FlightMessageWriter,
    private readonly locals: LocalAgreementsService,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller has checked the flight is theirs (or is the platform). The rule is checked before the text is
   * written (cheap refusals) and again under the row locks (two clicks race to one message).
   * @throws 404 `agreements.date-not-found`, 409 `agreements.message-not-allowed`.
   */
  async queue(actor: MessageActor, flightId: string, dateId: string, kind: FlightMessageKind, options: MessageOptions = {}): Promise<void> {
    const interval = (await this.flights.datesOf(flightId)).find((d) => d.id === dateId);
    if (!interval) throw flightDateNotFound();
    const agreement = await this.agreements.find(flightId);
    const refusal = messageRefusal(kind, { agreementStatus: agreement?.status ?? null, date: await this.dates.find(dateId) });
    if (refusal || !agreement?.channel) throw messageNotAllowed(refusal ?? 'the submission has not been sent');
    const at = options.at ?? this.clock.now();
    const state = await this.dates.find(dateId);
    const text = await this.write(kind, agreement, interval, state, { ...options, at });

    await this.dataSource.transaction(async (manager) => {
      const locked = await this.agreements.find(flightId, manager, true);
      const date = await this.dates.find(dateId, manager, true);
      const again = messageRefusal(kind, { agreementStatus: locked?.status ?? null, date });
      if (again || !locked?.channel) throw messageNotAllowed(again ?? 'the submission has not been sent');
      const now = this.clock.now();
      const id = randomUUID();
      const dedupKey = messageDedupKey(kind);
      await this.messages.insert(manager, { id, flightRequestId: flightId, dateId, kind, text, dedupKey, createdAt: now });
      const deliveryId = randomUUID();
      await this.deliveries.insert(manager, {
        id: deliveryId,
        flightRequestId: flightId,
        subject: 'MESSAGE',
        subjectId: id,
        channel: locked.channel,
        dedupKey,
        createdAt: now,
      });
      const jobId = await this.jobs.enqueue(manager, QUEUES.sendMessage, { deliveryId }, { singletonKey: dedupKey });
      await this.deliveries.update(manager, deliveryId, { jobId });
      await this.dates.upsert(manager, dateId, flightId, dateChangeOnQueue(kind, at));
      await this.caseFile.record(manager, {
        flightRequestId: flightId,
        actor: actor.kind,
        actorUserId: actor.kind === 'USER' ? actor.userId : null,
        body: 'ORVD',
        authorityId: locked.authorityId,
        event: `orvd.${kind.toLowerCase()}-queued`,
        summary: summaries.messageQueued(kind, interval.startAt, actor.kind),
        payload: { messageId: id, dateId, kind, dedupKey, text, at: kind === 'DEP' || kind === 'ARR' ? at.toISOString() : undefined },
      });
    });
  }

  private async write(
    kind: FlightMessageKind,
    agreement: OrvdAgreementRow,
    interval: FlightIntervalRow,
    state: FlightDateStateRow | null,
    options: MessageOptions & { at: Date },
  ): Promise<string> {
    const owner = individualOwner(agreement.ownerUserId);
    const departureAerodrome = agreement.takeoffAirport?.icao ?? null;
    const destinationAerodrome = agreement.landingAirport?.icao ?? null;
    if (kind === 'SHR') {
      // Only the plan needs the altitudes: a simple request (none) can still be cancelled.
      const { shr } = await this.print.agreementFacts(owner, agreement.flightRequestId);
      const municipal = await this.locals.permitNumbersFor(agreement.flightRequestId);
      const permits = [agreement.permitNumber, ...municipal].filter((n): n is string => !!n);
      const [message] = this.shr.write({
        ...shr.input,
        flightDates: [{ start: interval.startAt.toISOString(), finish: interval.finishAt.toISOString() }],
        departureAerodrome,
        destinationAerodrome,
        permitNumber: permits.length > 0 ? permits.join(' ') : null,
        regimeNumber: agreement.regimeNumber ?? shr.input.regimeNumber ?? null,
        remarks: options.remarks?.trim() || null,
      });
      return message.text;
    }
    const flight = await this.print.printableFlight(owner, agreement.flightRequestId);
    return this.movements.movement({
      kind,
      plannedStartUtc: interval.startAt.toISOString(),
      actualUtc: kind === 'CNL' ? null : options.at.toISOString(),
      departureAerodrome,
      destinationAerodrome,
      takeOffPoint: flight.takeOffPoint,
      landingPoint: flight.landingPoint,
      droneRegistrationNumbers: flight.drone?.registrationNumber ? [flight.drone.registrationNumber] : [],
      sid: state?.sid ?? null,
    }).text;
  }
}

/** What queueing a message does to its date at once (the centre's reply does the rest). */
function dateChangeOnQueue(kind: FlightMessageKind, at: Date): FlightDateChange {
  switch (kind) {
    case 'SHR':
      return { status: 'SENDING', stage: 'SENDING', autoCancelAt: null };
    case 'DEP':
      return { departedAt: at };
    case 'ARR':
      return { arrivedAt: at };
    case 'CNL':
      return { status: 'CANCELED', autoCancelAt: null };
  }
}
