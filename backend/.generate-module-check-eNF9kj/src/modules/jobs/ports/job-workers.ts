import { Injectable } from '@nestjs/common';

/** One job as its handler sees it. `retryCount` is 0 on the first attempt. */
export interface JobContext<T = unknown> {
  id: string;
  data: T;
  retryCount: number;
}

export type JobHandler<T = unknown> = (job: JobContext<T>) => Promise<void>;

/** How pg-boss treats the jobs of a queue; every job sent to it carries these. */
export interface JobQueueOptions {
  /** Retries after the first attempt; the job is `failed` once they are used up. */
  retryLimit: number;
  /** Seconds before a retry (with `retryBackoff`: the base of the exponential, jittered delay). */
  retryDelay: number;
  retryBackoff: boolean;
  /**
   * Seconds a job may stay `active`; past that it counts as failed (and is retried), which is how the work of
   * a killed instance comes back. Keep it well above the handler's longest run.
   */
  expireInSeconds: number;
  /** Jobs fetched per poll by the worker (default 1); each is completed or failed on its own. */
  batchSize?: number;
  /** Seconds between polls for this queue; default JOBS_POLL_SECONDS. */
  pollSeconds?: number;
  /** False keeps this instance from working the queue even when JOBS_WORKER_ENABLED (e.g. OUTBOX_WORKER_ENABLED). */
  work?: boolean;
}

export interface RegisteredQueue {
  name: string;
  handler: JobHandler;
  options: JobQueueOptions;
}

export interface RegisteredSchedule {
  queue: string;
  cron: string;
  data: object;
}

/**
 * The seam through which modules above `jobs` give it work: each registers its queues' handlers (and cron
 * schedules) in its onModuleInit; the jobs module creates the queues and starts the workers on application
 * bootstrap, before the HTTP server listens.
 */
@Injectable()
export class JobWorkers {
  private readonly queues = new Map<string, RegisteredQueue>();
  private readonly schedules = new Map<string, RegisteredSchedule>();

  register<T>(queue: string, handler: JobHandler<T>, options: JobQueueOptions): void {
    if (this.queues.has(queue)) throw new Error(`Job queue "${queue}" is registered twice`);
    this.queues.set(queue, { name: queue, handler: handler as JobHandler, options });
  }

  /** A job on `queue` with `data` at every `cron` tick (UTC), created by whichever instance's clock sees it first. */
  schedule(queue: string, cron: string, data: object = {}): void {
    this.schedules.set(queue, { queue, cron, data });
  }

  get(queue: string): RegisteredQueue | undefined {
    return this.queues.get(queue);
  }

  /** The queue, or an error naming it: sending to a queue nobody works would lose the job silently. */
  require(queue: string): RegisteredQueue {
    const registered = this.queues.get(queue);
    if (!registered) throw new Error(`Job queue "${queue}" has no registered handler (JobWorkers.register in onModuleInit)`);
    return registered;
  }

  all(): RegisteredQueue[] {
    return [...this.queues.values()];
  }

  allSchedules(): RegisteredSchedule[] {
    return [...this.schedules.values()];
  }
}
