import { Injectable, Logger } from '@nestjs/common';
import type { SubmissionChannel } from '@nebo/shared-vocabulary';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { CaseFile } from '../../case-file/services/case-file.service';
import { type ParsedReply, parseCentreReply } from '../../flight-messages/domain/centre-reply';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { JobQueue } from '../../jobs/services/job-queue';
import type { ChannelReply } from '../channels/channel-adapter';
import { summaries } from '../domain/case-events';
import { autoCancelKey } from '../domain/dedup-keys';
import { autoCancelAt } from '../domain/schedules';
import type { FlightDateStateRow } from '../entities/flight-date-state.row';
import type { FlightMessageRow } from '../entities/flight-message.row';
import { QUEUES } from '../jobs/queues';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';

/** What applying one record did: `ignored` when it named nothing the platform sent, `unchanged` when already applied. */
export type ReplyOutcome = 'applied' | 'unchanged' | 'ignored';

/**
 * The centre's answers of every channel, applied to the agreement and its dates: DECISION → the agreement ALLOWED
 * or REJECTED; ACK / REJ of an SHR → the date ALLOWED (+ SID, and the auto-cancel scheduled) or REJECTED; IDEP →
 * INFLIGHT; IARR → ARRIVED. Idempotent: a reply applied twice (a poll and a mail, a redelivered mail) changes
 * nothing the second time and writes no second event. A record naming no known reference or SID is logged and dropped.
 */
@Injectable()
export class ReplyIngest {
  private readonly logger = new Logger(ReplyIngest.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly dates: FlightDatesRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly flights: FlightRequestsService,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  /** `hint.reference`: the dedup key the transport says the text answers (a mail's subject, the polled send's key). */
  async ingest(channel: SubmissionChannel, reply: ChannelReply, hint?: { reference?: string | null }): Promise<ReplyOutcome[]> {
    const outcomes: ReplyOutcome[] = [];
    for (const record of parseCentreReply(reply.text)) {
      const reference = record.reference ?? hint?.reference ?? null;
      const receivedAt = new Date(reply.receivedAt);
      outcomes.push(await this.dataSource.transaction((manager) => this.apply(manager, channel, record, reference, receivedAt)));
    }
    return outcomes;
  }

  private async apply(
    manager: EntityManager,
    channel: SubmissionChannel,
    record: ParsedReply,
    reference: string | null,
    receivedAt: Date,
  ): Promise<ReplyOutcome> {
    switch (record.kind) {
      case 'DECISION':
        return this.decision(manager, record, reference, receivedAt);
      case 'ACK':
      case 'REJ':
        return this.acknowledgement(manager, record, reference, receivedAt);
      case 'IDEP':
      case 'IARR':
        return this.movement(manager, record, reference, receivedAt);
      default:
        this.logger.warn(`Unknown reply from ${channel} ignored: ${record.raw.slice(0, 200)}`);
        return 'ignored';
    }
  }

  private async decision(manager: EntityManager, record: ParsedReply, reference: string | null, receivedAt: Date): Promise<ReplyOutcome> {
    const row = reference ? await this.agreements.findByDedupKey(reference, manager) : null;
    if (!row || !record.decision) return this.ignore(record, `reference ${reference ?? '(none)'}`);
    if (row.decision === record.decision) return 'unchanged';
    // A decision an employee wrote on the platform is final (issue 13, D6): a centre's later answer never overwrites it.
    if (row.decidedByUserId) {
      this.logger.warn(`DECISION reply for ${row.flightRequestId}, decided on the platform, ignored: ${record.raw.slice(0, 200)}`);
      return 'ignored';
    }
    const allowed = record.decision === 'ALLOWED';
    const decidedAt = record.at ? new Date(record.at) : receivedAt;
    const comment = record.comment ?? record.reason ?? null;
    await this.agreements.update(
      manager,
      row.flightRequestId,
      {
        status: record.decision,
        stage: allowed ? 'TAKEOFF' : 'CONFIRMING',
        decision: record.decision,
        permitNumber: record.permitNumber ?? null,
        comment,
        decisionAt: decidedAt,
      },
      this.clock.now(),
    );
    await this.flights.applyAgreementStatus(manager, row.flightRequestId, record.decision);
    await this.caseFile.record(manager, {
      flightRequestId: row.flightRequestId,
      actor: 'AUTHORITY',
      body: 'ORVD',
      authorityId: row.authorityId,
      event: allowed ? 'orvd.allowed' : 'orvd.rejected',
      summary: summaries.decision(allowed, record.permitNumber, comment),
      payload: {
        reference,
        decision: record.decision,
        permitNumber: record.permitNumber,
        comment,
        decidedAt: decidedAt.toISOString(),
        raw: record.raw,
      },
    });
    return 'applied';
  }

  private async acknowledgement(
    manager: EntityManager,
    record: ParsedReply,
    reference: string | null,
    receivedAt: Date,
  ): Promise<ReplyOutcome> {
    const message = await this.messageOf(
      manager,
      reference,
      record.sid,
      record.kind === 'ACK' ? ['SHR', 'CNL', 'DEP', 'ARR'] : ['SHR', 'DEP', 'ARR', 'CNL'],
    );
    if (!message) return this.ignore(record, `reference ${reference ?? '(none)'}, SID ${record.sid ?? '(none)'}`);
    const fresh = await this.keepReply(manager, message, record, receivedAt);
    const date = await this.dates.find(message.dateId, manager, true);
    const agreement = await this.agreements.find(message.flightRequestId, manager);
    const base = {
      flightRequestId: message.flightRequestId,
      actor: 'AUTHORITY' as const,
      body: 'ORVD' as const,
      authorityId: agreement?.authorityId ?? null,
    };
    const payload = {
      reference: message.dedupKey,
      messageId: message.id,
      kind: message.kind,
      sid: record.sid,
      reason: record.reason,
      raw: record.raw,
    };

    if (message.kind === 'SHR' && date && (date.status === 'SENDING' || date.status === 'PENDING')) {
      if (record.kind === 'ACK') {
        const start = (await this.flights.datesOf(message.flightRequestId, manager)).find((d) => d.id === message.dateId)?.startAt;
        const cancelAt = start ? autoCancelAt(start) : null;
        await this.dates.upsert(manager, date.dateId, date.flightRequestId, {
          status: 'ALLOWED',
          stage: 'TAKEOFF',
          sid: record.sid ?? date.sid,
          autoCancelAt: cancelAt,
        });
        if (cancelAt)
          await this.jobs.enqueue(
            manager,
            QUEUES.autoCancel,
            { dateId: date.dateId },
            { singletonKey: autoCancelKey(date.dateId), startAfter: cancelAt },
          );
        await this.caseFile.record(manager, { ...base, event: 'orvd.shr-accepted', summary: summaries.shrAccepted(record.sid), payload });
      } else {
        await this.dates.upsert(manager, date.dateId, date.flightRequestId, {
          status: 'REJECTED',
          stage: 'CONFIRMING',
          autoCancelAt: null,
        });
        await this.caseFile.record(manager, {
          ...base,
          event: 'orvd.shr-rejected',
          summary: summaries.shrRejected(record.reason),
          payload,
        });
      }
      return 'applied';
    }
    if (!fresh) return 'unchanged';
    await this.caseFile.record(manager, {
      ...base,
      event: record.kind === 'ACK' ? `orvd.${message.kind.toLowerCase()}-acknowledged` : `orvd.${message.kind.toLowerCase()}-refused`,
      summary: record.kind === 'ACK' ? summaries.acknowledged(message.kind) : summaries.shrRejected(record.reason),
      payload,
    });
    return 'applied';
  }

  private async movement(manager: EntityManager, record: ParsedReply, reference: string | null, receivedAt: Date): Promise<ReplyOutcome> {
    const departure = record.kind === 'IDEP';
    const message = await this.messageOf(manager, reference, null, [departure ? 'DEP' : 'ARR']);
    const date: FlightDateStateRow | null = message
      ? await this.dates.find(message.dateId, manager, true)
      : record.sid
        ? await this.dates.findBySid(record.sid, manager)
        : null;
    if (!date) return this.ignore(record, `reference ${reference ?? '(none)'}, SID ${record.sid ?? '(none)'}`);
    const target = departure ? 'INFLIGHT' : 'ARRIVED';
    const answered = message ?? (await this.messages.latestOfKind(date.dateId, departure ? 'DEP' : 'ARR', manager));
    if (answered) await this.keepReply(manager, answered, record, receivedAt);
    const already = departure ? date.status === 'INFLIGHT' || date.status === 'ARRIVED' : date.status === 'ARRIVED';
    if (already) return 'unchanged';
    const at = record.at ? new Date(record.at) : receivedAt;
    await this.dates.upsert(manager, date.dateId, date.flightRequestId, {
      status: target,
      stage: 'LANDING',
      sid: record.sid ?? date.sid,
      autoCancelAt: null,
      ...(departure ? { departedAt: at } : { arrivedAt: at }),
    });
    const agreement = await this.agreements.find(date.flightRequestId, manager);
    if (departure && agreement && agreement.stage !== 'LANDING')
      await this.agreements.update(manager, date.flightRequestId, { stage: 'LANDING' }, this.clock.now());
    await this.caseFile.record(manager, {
      flightRequestId: date.flightRequestId,
      actor: 'AUTHORITY',
      body: 'ORVD',
      authorityId: agreement?.authorityId ?? null,
      event: departure ? 'orvd.departed' : 'orvd.arrived',
      summary: departure ? summaries.departed(at) : summaries.arrived(at),
      payload: { dateId: date.dateId, sid: record.sid, at: at.toISOString(), raw: record.raw },
    });
    return 'applied';
  }

  /** The message a record answers: by its dedup key, else (a record with only a SID) the date's newest of the kinds. */
  private async messageOf(
    manager: EntityManager,
    reference: string | null,
    sid: string | null,
    kinds: readonly string[],
  ): Promise<FlightMessageRow | null> {
    const byKey = reference ? await this.messages.findByDedupKey(reference, manager) : null;
    if (byKey) return byKey;
    if (!sid) return null;
    const date = await this.dates.findBySid(sid, manager);
    if (!date) return null;
    for (const kind of kinds) {
      const message = await this.messages.latestOfKind(date.dateId, kind, manager);
      if (message) return message;
    }
    return null;
  }

  /** Stores the reply's text on the message once; false when the same text was stored before. */
  private async keepReply(manager: EntityManager, message: FlightMessageRow, record: ParsedReply, receivedAt: Date): Promise<boolean> {
    if (message.reply?.includes(record.raw)) return false;
    await this.messages.addReply(manager, message.id, record.raw, receivedAt);
    return true;
  }

  private ignore(record: ParsedReply, what: string): ReplyOutcome {
    this.logger.warn(`${record.kind} reply for an unknown ${what} ignored: ${record.raw.slice(0, 200)}`);
    return 'ignored';
  }
}
