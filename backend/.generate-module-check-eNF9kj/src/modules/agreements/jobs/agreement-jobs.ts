import { Injectable } from '@nestjs/common';
import { JobWorkers } from '../../jobs/ports/job-workers';
import { ChannelHealthProbe } from '../channels/channel-registry';
import { AutoCancelJob } from './auto-cancel.job';
import { ExpireJob } from './expire.job';
import { PollJob } from './poll.job';
import {
  AUTO_CANCEL_OPTIONS,
  type AutoCancelJobData,
  type DeliveryJob,
  EXPIRE_OPTIONS,
  HEALTH_OPTIONS,
  POLL_OPTIONS,
  type PollJobData,
  QUEUES,
  SEND_MESSAGE_OPTIONS,
  SUBMIT_OPTIONS,
} from './queues';
import { SendMessageJob } from './send-message.job';
import { SubmitJob } from './submit.job';

/** Registers every queue of the agreements with the jobs module (called from AgreementsModule.onModuleInit). */
@Injectable()
export class AgreementJobs {
  constructor(
    private readonly workers: JobWorkers,
    private readonly submit: SubmitJob,
    private readonly sendMessage: SendMessageJob,
    private readonly poll: PollJob,
    private readonly autoCancel: AutoCancelJob,
    private readonly health: ChannelHealthProbe,
    private readonly expire: ExpireJob,
  ) {}

  register(): void {
    this.workers.register<DeliveryJob>(QUEUES.submit, (job) => this.submit.run(job), SUBMIT_OPTIONS);
    this.workers.register<DeliveryJob>(QUEUES.sendMessage, (job) => this.sendMessage.run(job), SEND_MESSAGE_OPTIONS);
    this.workers.register<PollJobData>(QUEUES.poll, (job) => this.poll.run(job), POLL_OPTIONS);
    this.workers.register<AutoCancelJobData>(QUEUES.autoCancel, (job) => this.autoCancel.run(job), AUTO_CANCEL_OPTIONS);
    this.workers.register(QUEUES.health, () => this.health.probeAll(), HEALTH_OPTIONS);
    this.workers.schedule(QUEUES.health, '* * * * *', {});
    this.workers.register(QUEUES.expire, async () => void (await this.expire.run()), EXPIRE_OPTIONS);
    this.workers.schedule(QUEUES.expire, '*/5 * * * *', {});
  }
}
