import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JobQueue } from '../../jobs/services/job-queue';
import { JobWorkers, type JobContext } from '../../jobs/ports/job-workers';
import { EMAIL_QUEUE, isOutboundEmail, type OutboundEmail } from '../mail/outbound-email';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../notifications.config';
import { MailTransport } from './mail-transport';

/** Base of the exponential back-off between attempts (pg-boss: 5–10 s, then doubling, jittered). */
const RETRY_DELAY_SECONDS = 5;
/** An attempt still active after this long belonged to a worker that died: the job is retried. */
const EXPIRE_IN_SECONDS = 120;

/**
 * What other modules use to send e-mail: `enqueue` records the e-mail as a job on queue `email.send` in the
 * caller's transaction (pass the transaction's EntityManager), so it is sent if and only if the state change
 * commits; the worker then delivers it over SMTP with retries, the job id as its Message-ID.
 */
@Injectable()
export class EmailOutbox implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly workers: JobWorkers,
    private readonly transport: MailTransport,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  onModuleInit(): void {
    this.workers.register(EMAIL_QUEUE, (job) => this.deliver(job), {
      // OUTBOX_MAX_ATTEMPTS counts every attempt; pg-boss counts the retries after the first.
      retryLimit: this.config.maxAttempts - 1,
      retryDelay: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      expireInSeconds: EXPIRE_IN_SECONDS,
      // Sent one after another within a batch: five stay far inside the expiry even at the SMTP timeout (20 s).
      batchSize: 5,
      pollSeconds: this.config.pollIntervalMs / 1000,
      work: this.config.workerEnabled,
    });
  }

  /** The job id, which becomes the e-mail's Message-ID. */
  async enqueue(manager: EntityManager, email: OutboundEmail): Promise<string> {
    const id = await this.queue.enqueue(manager, EMAIL_QUEUE, { to: email.to, subject: email.subject, text: email.text, html: email.html });
    if (!id) throw new Error(`The ${EMAIL_QUEUE} queue refused the e-mail`);
    return id;
  }

  private async deliver(job: JobContext): Promise<void> {
    if (!isOutboundEmail(job.data)) throw new Error('Malformed e-mail job: to, subject and text are required');
    await this.transport.send(job.id, job.data);
  }
}
