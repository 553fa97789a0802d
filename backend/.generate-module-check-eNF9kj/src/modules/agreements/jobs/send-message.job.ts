import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { CaseFile } from '../../case-file/services/case-file.service';
import type { JobContext } from '../../jobs/ports/job-workers';
import { JobQueue } from '../../jobs/services/job-queue';
import type { ChannelReceipt } from '../channels/channel-adapter';
import { ChannelHealthRepository } from '../channels/channel-health.repository';
import { ChannelRegistry } from '../channels/channel-registry';
import { summaries } from '../domain/case-events';
import { earliestRetryAt } from '../domain/schedules';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { FlightDatesRepository } from '../repositories/flight-dates.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { type DeliveryJob, type PollJobData, QUEUES, SEND_MESSAGE_OPTIONS } from './queues';
import { errorText, isFinalFailure } from './send-outcome';
import { SubmissionBuilder } from './submission-builder';

/** `agreements.send-message`: delivers a queued flight message through the submission's channel; as the submit job. */
@Injectable()
export class SendMessageJob {
  private readonly logger = new Logger(SendMessageJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly dates: FlightDatesRepository,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly builder: SubmissionBuilder,
    private readonly channels: ChannelRegistry,
    private readonly health: ChannelHealthRepository,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  async run(job: JobContext<DeliveryJob>): Promise<void> {
    const delivery = await this.deliveries.find(job.data.deliveryId);
    if (!delivery || !['QUEUED', 'SENDING', 'RETRYING'].includes(delivery.state)) return;
    const [message, row] = await Promise.all([this.messages.find(delivery.subjectId), this.agreements.find(delivery.flightRequestId)]);
    if (!message || !row) return;
    await this.deliveries.update(this.dataSource.manager, delivery.id, {
      state: 'SENDING',
      attempts: delivery.attempts + 1,
      nextAttemptAt: null,
    });

    let receipt: ChannelReceipt;
    try {
      receipt = await this.channels.get(delivery.channel).sendMessage(await this.builder.message(row, message));
      await this.health.recordSend(delivery.channel, null);
    } catch (error) {
      await this.health.recordSend(delivery.channel, error).catch(() => undefined);
      const final = isFinalFailure(error, job.retryCount, SEND_MESSAGE_OPTIONS.retryLimit);
      const text = errorText(error);
      this.logger.warn(
        `${message.kind} ${message.id} via ${delivery.channel} failed (attempt ${delivery.attempts + 1}${final ? ', final' : ''}): ${text}`,
      );
      await this.dataSource.transaction(async (manager) => {
        const now = this.clock.now();
        await this.deliveries.update(manager, delivery.id, {
          state: final ? 'FAILED' : 'RETRYING',
          lastError: text,
          nextAttemptAt: final ? null : earliestRetryAt(now, SEND_MESSAGE_OPTIONS.retryDelay, job.retryCount),
        });
        if (!final) return;
        // A failed SHR leaves the date free for another one.
        if (message.kind === 'SHR')
          await this.dates.upsert(manager, message.dateId, message.flightRequestId, { status: 'CREATED', stage: null });
        await this.caseFile.record(manager, {
          flightRequestId: message.flightRequestId,
          actor: 'SYSTEM',
          body: 'ORVD',
          authorityId: row.authorityId,
          event: `orvd.${message.kind.toLowerCase()}-failed`,
          summary: summaries.messageFailed(message.kind, text),
          payload: { deliveryId: delivery.id, messageId: message.id, attempts: delivery.attempts + 1, error: text },
        });
      });
      if (final) return;
      throw error;
    }

    await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      await this.deliveries.update(manager, delivery.id, { state: 'DELIVERED', deliveredAt: now, lastError: null, nextAttemptAt: null });
      await this.messages.markSent(manager, message.id, receipt.externalId, now);
      if (message.kind === 'SHR') {
        const date = await this.dates.find(message.dateId, manager, true);
        // An ACK may have overtaken this transaction; only a date still sending moves on to awaiting the answer.
        if (date?.status === 'SENDING')
          await this.dates.upsert(manager, message.dateId, message.flightRequestId, { status: 'PENDING', stage: 'CONFIRMING' });
      }
      await this.caseFile.record(manager, {
        flightRequestId: message.flightRequestId,
        actor: 'SYSTEM',
        body: 'ORVD',
        authorityId: row.authorityId,
        event: `orvd.${message.kind.toLowerCase()}-sent`,
        summary: summaries.messageSent(message.kind, delivery.channel),
        payload: { deliveryId: delivery.id, messageId: message.id, dedupKey: message.dedupKey, externalId: receipt.externalId },
      });
      if (delivery.channel !== 'EMAIL') {
        const poll: PollJobData = { subject: 'MESSAGE', id: message.id, attempt: 0, startedAt: now.toISOString() };
        await this.jobs.enqueue(manager, QUEUES.poll, poll, { startAfter: 5 });
      }
    });
  }
}
