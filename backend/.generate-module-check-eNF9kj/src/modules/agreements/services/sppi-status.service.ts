import { Injectable } from '@nestjs/common';
import type { OrvdDecision } from '@nebo/shared-vocabulary';
import { Clock } from '../../../common/clock/clock';
import { DomainException } from '../../../common/errors/domain.exception';
import { ChannelError } from '../channels/channel-error';
import { ChannelRegistry } from '../channels/channel-registry';
import { flightDateNotFound, notSentBySppi, sppiUnavailable } from '../agreements.exceptions';
import type { SppiStatusDto } from '../dtos/sppi-status.dto';
import type { FlightMessageRow } from '../entities/flight-message.row';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { AgreementFlights } from './agreement-flights';
import { ReplyIngest } from './reply-ingest.service';

/**
 * The SPPI status calls (part 2 §7.7): ask SPPI now, with the caller's own token, what it says about a submission
 * or an SHR, apply the answer as any reply, and report the state that results. 404 when the send did not go by
 * SPPI; 502 when SPPI does not answer (the page shows both as a notice).
 */
@Injectable()
export class SppiStatuses {
  constructor(
    private readonly access: AgreementFlights,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly dates: FlightDatesRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly channels: ChannelRegistry,
    private readonly replies: ReplyIngest,
    private readonly clock: Clock,
  ) {}

  async submission(userId: string, flightId: string): Promise<SppiStatusDto> {
    await this.access.converted(userId, flightId);
    const row = await this.agreements.find(flightId);
    if (!row || row.channel !== 'SPPI' || !row.externalId) throw notSentBySppi();
    return this.checkSubmission(userId, flightId, row.externalId, row.dedupKey);
  }

  async submissions(userId: string): Promise<SppiStatusDto[]> {
    const rows = await this.agreements.listByChannel(userId, 'SPPI');
    const out: SppiStatusDto[] = [];
    for (const row of rows) out.push(await this.checkSubmission(userId, row.flightRequestId, row.externalId as string, row.dedupKey));
    return out;
  }

  async shr(userId: string, flightId: string, dateId: string): Promise<SppiStatusDto> {
    await this.access.converted(userId, flightId);
    const [message] = await this.messages.listSentBy(userId, 'SHR', 'SPPI', flightId, dateId);
    if (!message) {
      const known = (await this.messages.listFor(flightId)).some((m) => m.dateId === dateId);
      throw known ? notSentBySppi() : flightDateNotFound();
    }
    return this.checkShr(userId, message);
  }

  async shrs(userId: string): Promise<SppiStatusDto[]> {
    const messages = await this.messages.listSentBy(userId, 'SHR', 'SPPI');
    // The newest SHR of each date only: an earlier rejected one is history.
    const latest = messages.filter((m, i) => messages.findIndex((other) => other.dateId === m.dateId) === i);
    const out: SppiStatusDto[] = [];
    for (const message of latest) out.push(await this.checkShr(userId, message));
    return out;
  }

  private async checkSubmission(userId: string, flightId: string, externalId: string, reference: string | null): Promise<SppiStatusDto> {
    await this.ask(userId, externalId, 'SUBMISSION', reference);
    const row = await this.agreements.find(flightId);
    return {
      flightAgreementId: flightId,
      dateId: null,
      status: row?.status ?? 'CREATED',
      decision: row?.decision ?? null,
      comment: row?.comment ?? null,
      decisionDate: row?.decisionAt ? new Date(row.decisionAt).toISOString() : null,
      externalId,
      checkedAt: this.clock.now().toISOString(),
    };
  }

  private async checkShr(userId: string, message: FlightMessageRow): Promise<SppiStatusDto> {
    await this.ask(userId, message.externalId as string, 'MESSAGE', message.dedupKey);
    const [date, fresh] = await Promise.all([this.dates.find(message.dateId), this.messages.find(message.id)]);
    const status = date?.status ?? 'CREATED';
    const decision: OrvdDecision | null =
      status === 'REJECTED' ? 'REJECTED' : ['ALLOWED', 'INFLIGHT', 'ARRIVED'].includes(status) ? 'ALLOWED' : null;
    return {
      flightAgreementId: message.flightRequestId,
      dateId: message.dateId,
      status,
      decision,
      comment: fresh?.reply ?? null,
      decisionDate: fresh?.replyAt ? new Date(fresh.replyAt).toISOString() : null,
      externalId: message.externalId,
      checkedAt: this.clock.now().toISOString(),
    };
  }

  private async ask(userId: string, externalId: string, kind: 'SUBMISSION' | 'MESSAGE', reference: string | null): Promise<void> {
    let replies;
    try {
      replies = await this.channels.get('SPPI').poll({ externalId, kind, userId });
    } catch (error) {
      if (error instanceof DomainException) throw error;
      throw sppiUnavailable(error instanceof ChannelError || error instanceof Error ? error.message : String(error));
    }
    for (const reply of replies) await this.replies.ingest('SPPI', reply, { reference });
  }
}
