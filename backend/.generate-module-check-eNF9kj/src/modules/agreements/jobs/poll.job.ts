import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import type { JobContext } from '../../jobs/ports/job-workers';
import { JobQueue } from '../../jobs/services/job-queue';
import { ChannelRegistry } from '../channels/channel-registry';
import { nextPollDelaySeconds, pollExpired } from '../domain/schedules';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { ReplyIngest } from '../services/reply-ingest.service';
import { type PollJobData, QUEUES } from './queues';

/** What a poll asks the channel about, or null when there is nothing left to ask (decided, answered, gone). */
interface PollTarget {
  channel: Parameters<ChannelRegistry['get']>[0];
  externalId: string;
  kind: 'SUBMISSION' | 'MESSAGE';
  userId: string;
  reference: string;
}

/**
 * `agreements.poll`: asks an API channel (Azimut, SPPI) for the centre's answers to one send and applies them,
 * then enqueues itself again 5 s, 10 s… up to 5 min later until the answer is in or 72 hours have passed. A
 * channel that cannot answer now (down, the pilot signed out of SPPI) is asked again later, never a failed job.
 */
@Injectable()
export class PollJob {
  private readonly logger = new Logger(PollJob.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly agreements: OrvdAgreementsRepository,
    private readonly messages: FlightMessagesRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly channels: ChannelRegistry,
    private readonly replies: ReplyIngest,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async run(job: JobContext<PollJobData>): Promise<void> {
    const data = job.data;
    const target = await this.target(data);
    if (!target) return;
    try {
      const replies = await this.channels
        .get(target.channel)
        .poll({ externalId: target.externalId, kind: target.kind, userId: target.userId });
      for (const reply of replies) await this.replies.ingest(target.channel, reply, { reference: target.reference });
    } catch (error) {
      this.logger.warn(`Poll of ${data.subject} ${data.id} via ${target.channel} failed: ${(error as Error).message}`);
    }
    if (!(await this.target(data))) return;
    if (pollExpired(new Date(data.startedAt), this.clock.now())) {
      this.logger.warn(`Stopped polling ${data.subject} ${data.id}: no answer in 72 hours`);
      return;
    }
    const next: PollJobData = { ...data, attempt: data.attempt + 1 };
    await this.dataSource.transaction((manager) =>
      this.jobs.enqueue(manager, QUEUES.poll, next, { startAfter: nextPollDelaySeconds(next.attempt) }),
    );
  }

  private async target(data: PollJobData): Promise<PollTarget | null> {
    if (data.subject === 'SUBMISSION') {
      const row = await this.agreements.find(data.id);
      if (!row || row.status !== 'PENDING' || !row.externalId || !row.channel || !row.dedupKey) return null;
      return { channel: row.channel, externalId: row.externalId, kind: 'SUBMISSION', userId: row.ownerUserId, reference: row.dedupKey };
    }
    const message = await this.messages.find(data.id);
    if (!message?.externalId || message.reply) return null;
    const [row, delivery] = await Promise.all([
      this.agreements.find(message.flightRequestId),
      this.deliveries.latestOf('MESSAGE', message.id, this.dataSource.manager),
    ]);
    if (!row || !delivery) return null;
    return {
      channel: delivery.channel,
      externalId: message.externalId,
      kind: 'MESSAGE',
      userId: row.ownerUserId,
      reference: message.dedupKey,
    };
  }
}
