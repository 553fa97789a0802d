import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { CaseFile } from '../../case-file/services/case-file.service';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import type { JobContext } from '../../jobs/ports/job-workers';
import { JobQueue } from '../../jobs/services/job-queue';
import { ChannelHealthRepository } from '../channels/channel-health.repository';
import { ChannelRegistry } from '../channels/channel-registry';
import type { ChannelReceipt } from '../channels/channel-adapter';
import { summaries } from '../domain/case-events';
import { earliestRetryAt } from '../domain/schedules';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { type DeliveryJob, type PollJobData, QUEUES, SUBMIT_OPTIONS } from './queues';
import { errorText, isFinalFailure } from './send-outcome';
import { SubmissionBuilder } from './submission-builder';

/**
 * `agreements.submit`: delivers a queued submission through its channel. The channel call happens outside any
 * transaction (it may take seconds); what it changes is written after, in one. A retry sends the same dedup key,
 * so a centre that did receive the first attempt answers the same receipt instead of registering a second one.
 */
@Injectable()
export class SubmitJob {
  private readonly logger = new Logger(SubmitJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveriesRepository,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly builder: SubmissionBuilder,
    private readonly channels: ChannelRegistry,
    private readonly health: ChannelHealthRepository,
    private readonly flights: FlightRequestsService,
    private readonly authorities: AuthoritiesService,
    private readonly jobs: JobQueue,
    private readonly caseFile: CaseFile,
    private readonly clock: Clock,
  ) {}

  async run(job: JobContext<DeliveryJob>): Promise<void> {
    const delivery = await this.deliveries.find(job.data.deliveryId);
    // Delivered, superseded by a channel switch, or given up: nothing to do (a late duplicate of the job).
    if (!delivery || !['QUEUED', 'SENDING', 'RETRYING'].includes(delivery.state)) return;
    const row = await this.agreements.find(delivery.flightRequestId);
    if (!row?.dedupKey) return;
    await this.deliveries.update(this.dataSource.manager, delivery.id, {
      state: 'SENDING',
      attempts: delivery.attempts + 1,
      nextAttemptAt: null,
    });

    let receipt: ChannelReceipt;
    try {
      receipt = await this.channels.get(delivery.channel).submit(await this.builder.submission(row, row.dedupKey));
      await this.health.recordSend(delivery.channel, null);
    } catch (error) {
      await this.health.recordSend(delivery.channel, error).catch(() => undefined);
      const final = isFinalFailure(error, job.retryCount, SUBMIT_OPTIONS.retryLimit);
      const message = errorText(error);
      this.logger.warn(
        `Submission ${delivery.id} via ${delivery.channel} failed (attempt ${delivery.attempts + 1}${final ? ', final' : ''}): ${message}`,
      );
      await this.dataSource.transaction(async (manager) => {
        const current = await this.deliveries.find(delivery.id, manager, true);
        if (current?.state !== 'SENDING') return;
        const now = this.clock.now();
        await this.deliveries.update(manager, delivery.id, {
          state: final ? 'FAILED' : 'RETRYING',
          lastError: message,
          nextAttemptAt: final ? null : earliestRetryAt(now, SUBMIT_OPTIONS.retryDelay, job.retryCount),
        });
        if (!final) return;
        // Back to the pilot: the form is open again, and sending again keeps the dedup key.
        await this.agreements.update(manager, row.flightRequestId, { status: 'CREATED', stage: 'AWAITING' }, now);
        await this.caseFile.record(manager, {
          flightRequestId: row.flightRequestId,
          actor: 'SYSTEM',
          body: 'ORVD',
          authorityId: row.authorityId,
          event: 'orvd.submission-failed',
          summary: summaries.submissionFailed(delivery.channel, message),
          payload: { deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts + 1, error: message },
        });
      });
      if (final) return;
      throw error;
    }

    const names = await this.authorities.names(row.authorityId);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.deliveries.find(delivery.id, manager, true);
      if (current?.state !== 'SENDING') {
        this.logger.warn(
          `Submission ${delivery.id} reached ${delivery.channel} after it was superseded (${current?.state}); the same dedup key follows`,
        );
        return;
      }
      const now = this.clock.now();
      await this.deliveries.update(manager, delivery.id, { state: 'DELIVERED', deliveredAt: now, lastError: null, nextAttemptAt: null });
      const locked = await this.agreements.find(row.flightRequestId, manager, true);
      // A decision may already have come (a fast centre answering by mail before this transaction): keep it.
      const undecided = locked?.status === 'SENDING' || locked?.status === 'CREATED';
      await this.agreements.update(
        manager,
        row.flightRequestId,
        { externalId: receipt.externalId, sendAt: now, ...(undecided ? { status: 'PENDING', stage: 'CONFIRMING' } : {}) },
        now,
      );
      if (undecided) await this.flights.applyAgreementStatus(manager, row.flightRequestId, 'PENDING');
      await this.caseFile.record(manager, {
        flightRequestId: row.flightRequestId,
        actor: 'SYSTEM',
        body: 'ORVD',
        authorityId: row.authorityId,
        event: 'orvd.submission-sent',
        summary: summaries.submissionSent(names, delivery.channel),
        payload: {
          deliveryId: delivery.id,
          channel: delivery.channel,
          dedupKey: row.dedupKey,
          externalId: receipt.externalId,
          acceptedAt: receipt.acceptedAt,
        },
      });
      // The API channels answer when asked; the e-mail channel's answers come in by mail.
      if (delivery.channel !== 'EMAIL') {
        const poll: PollJobData = { subject: 'SUBMISSION', id: row.flightRequestId, attempt: 0, startedAt: now.toISOString() };
        await this.jobs.enqueue(manager, QUEUES.poll, poll, { startAfter: 5 });
      }
    });
  }
}
