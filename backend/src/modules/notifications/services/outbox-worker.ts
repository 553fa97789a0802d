import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { EMAIL_JOB_KIND, isOutboundEmail } from '../mail/outbound-email';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../notifications.config';
import type { ClaimedJob } from '../entities/outbox-job.row';
import { OutboxJobsRepository } from '../repositories/outbox-jobs.repository';
import { retryDelayMs } from './retry-backoff';
import { SmtpMailer } from './smtp-mailer';

/** Jobs claimed per round, and how long a claim holds (longer than one SMTP delivery may take). */
const BATCH_SIZE = 10;
const LOCK_SECONDS = 60;
/** A wake-up right after an enqueue waits this long, so it runs after the enqueuing transaction commits. */
const WAKE_DELAY_MS = 100;

/**
 * Delivers due outbox jobs: claims a batch, sends each, marks it SENT or schedules a retry with back-off,
 * and gives up after the configured number of attempts (status FAILED, last error kept). Polls while idle;
 * one round at a time per instance.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OutboxWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** Whether this instance polls on its own (OUTBOX_WORKER_ENABLED); drain() works either way. */
  private polling = false;
  private shuttingDown = false;

  constructor(
    private readonly jobs: OutboxJobsRepository,
    private readonly mailer: SmtpMailer,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.workerEnabled) return;
    this.polling = true;
    this.schedule(this.config.pollIntervalMs);
  }

  /** Stops before the database connection closes (module destruction precedes application shutdown). */
  async onModuleDestroy(): Promise<void> {
    this.shuttingDown = true;
    this.polling = false;
    clearTimeout(this.timer);
    await this.running;
  }

  wakeSoon(): void {
    if (this.polling) this.schedule(WAKE_DELAY_MS);
  }

  /** Delivers everything due now; resolves when a round finds nothing more to do. */
  async drain(): Promise<void> {
    while (!(await this.round())) {
      // A full batch may mean more are waiting.
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) {
        // A round is in progress; look again when it is done.
        this.schedule(this.config.pollIntervalMs);
        return;
      }
      this.running = this.drain()
        .catch((error: Error) => this.logger.error(`Outbox round failed: ${error.message}`, error.stack))
        .finally(() => {
          this.running = undefined;
          if (this.polling) this.schedule(this.config.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  /** One batch; true when there was less than a full batch, i.e. nothing else is due. */
  private async round(): Promise<boolean> {
    if (this.shuttingDown) return true;
    const claimed = await this.jobs.claimDue(BATCH_SIZE, LOCK_SECONDS);
    for (const job of claimed) await this.deliver(job);
    return claimed.length < BATCH_SIZE;
  }

  private async deliver(job: ClaimedJob): Promise<void> {
    try {
      if (job.kind !== EMAIL_JOB_KIND || !isOutboundEmail(job.payload)) {
        // Retrying cannot repair a job this version does not understand: fail it at once, visibly.
        await this.jobs.markFailed(job.id, `Unknown job kind "${job.kind}" or malformed payload`, null);
        return;
      }
      await this.mailer.send(job.id, job.payload);
      await this.jobs.markSent(job.id);
    } catch (error) {
      const message = (error as Error).message;
      const retry = job.attempts < this.config.maxAttempts ? retryDelayMs(job.attempts) : null;
      this.logger.warn(`Outbox job ${job.id} attempt ${job.attempts} failed: ${message}${retry === null ? ' (giving up)' : ''}`);
      await this.jobs.markFailed(job.id, message, retry);
    }
  }
}
