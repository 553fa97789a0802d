import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type ResolvedAppConfig } from '../../../config/app-config';
import { JOBS_CONFIG, type JobsConfig } from '../jobs.config';
import { PG_BOSS_SCHEMA } from '../migrations/1795570000000-create-jobs';
import { JobWorkers, type RegisteredQueue } from '../ports/job-workers';

/** pg-boss's own pool: the workers' polls and maintenance; enqueues go through the caller's transaction instead. */
const POOL_SIZE = 4;
/** pg-boss 10.4's offWork loop re-checks its stopped workers every second. */
const WORKER_LOOP_SETTLE_MS = 1_100;
/** How long a stop waits for running handlers before failing them back to the queue (they will be retried). */
const STOP_TIMEOUT_MS = 15_000;

/**
 * Owns the pg-boss instance on the application's database: starts it (never migrating: the schema is a
 * migration), makes sure every registered queue exists, starts the workers when JOBS_WORKER_ENABLED, and
 * stops gracefully before the database connection closes (module destruction precedes application shutdown).
 */
@Injectable()
export class JobsBoss implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  readonly boss: PgBoss;
  private starting: Promise<void> | undefined;
  /** Whether this instance started pg-boss workers (their stop leaves a loop to wait out). */
  private working = false;
  /** The handlers running now, so a stop can wait for them (pg-boss's worker loop outlives its stop until they end). */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) appConfig: ResolvedAppConfig,
    @Inject(JOBS_CONFIG) private readonly config: JobsConfig,
    private readonly workers: JobWorkers,
  ) {
    const workerEnabled = config.workerEnabled;
    this.boss = new PgBoss({
      connectionString: appConfig.databaseUrl,
      schema: PG_BOSS_SCHEMA,
      application_name: 'nebo-backend-jobs',
      max: POOL_SIZE,
      migrate: false,
      // Expiring overdue active jobs (crash recovery), archiving and purging; coordinated across instances.
      supervise: true,
      // Cron schedules only where jobs are worked; an instance that does not work would only pile them up.
      schedule: workerEnabled,
      pollingIntervalSeconds: config.pollSeconds,
    });
    // An unhandled 'error' event would crash the process; pg-boss reports worker and maintenance failures here.
    this.boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`, error.stack));
  }

  /**
   * Started and every registered queue created: pg-boss 10 silently drops a job sent to a missing queue.
   * Runs on bootstrap, before the app listens; an enqueue that comes earlier (another module's bootstrap)
   * waits for the same promise. Queue creation uses pg-boss's own connection, never the caller's transaction:
   * a queue is infrastructure and must outlive a rolled-back state change.
   */
  ready(): Promise<void> {
    this.starting ??= this.start();
    return this.starting;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ready();
    if (!this.config.workerEnabled) return;
    for (const { queue, cron, data } of this.workers.allSchedules()) {
      // A schedule's queue must exist (pg-boss's foreign key): scheduling what nobody works is a mistake to name.
      this.workers.require(queue);
      await this.boss.schedule(queue, cron, data, { tz: 'UTC' });
    }
    for (const queue of this.workers.all()) {
      if (queue.options.work === false) continue;
      const batchSize = queue.options.batchSize ?? 1;
      this.working = true;
      const workerId: string = await this.boss.work<object>(
        queue.name,
        {
          batchSize,
          pollingIntervalSeconds: Math.max(0.5, queue.options.pollSeconds ?? this.config.pollSeconds),
          includeMetadata: true,
        },
        async (jobs) => {
          // One by one, each completed or failed on its own: pg-boss would otherwise fail a whole batch for one job.
          for (const job of jobs) await this.run(queue, job);
          // pg-boss waits a whole polling interval after every fetch; a full batch means a backlog, so fetch again now.
          if (jobs.length >= batchSize) this.boss.notifyWorker(workerId);
        },
      );
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    try {
      await this.boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    } finally {
      // pg-boss's stop settles (or fails: its last queries need the database) while its workers may still be inside
      // a handler (their loop ends only after it) and its bookkeeping in a one-second wait (manager.offWork's loop,
      // pg-boss 10.4). Waiting for our own handlers, then that loop, leaves no timer of the library behind the
      // closed application, which a test runner tearing the process's modules down would otherwise trip over.
      if (this.working) {
        const deadline = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
        await Promise.race([Promise.allSettled([...this.inFlight]), deadline]);
        await new Promise((resolve) => setTimeout(resolve, WORKER_LOOP_SETTLE_MS));
      }
    }
  }

  /** Runs the handler and records the outcome; a failure lets pg-boss schedule the retry (or give up). */
  run(queue: RegisteredQueue, job: PgBoss.JobWithMetadata<object>): Promise<'completed' | 'failed'> {
    const running = this.runTracked(queue, job);
    this.inFlight.add(running);
    return running.finally(() => this.inFlight.delete(running));
  }

  private async runTracked(queue: RegisteredQueue, job: PgBoss.JobWithMetadata<object>): Promise<'completed' | 'failed'> {
    try {
      await queue.handler({ id: job.id, data: job.data, retryCount: job.retryCount });
      await this.boss.complete(queue.name, job.id);
      return 'completed';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.retryCount >= job.retryLimit;
      this.logger.warn(`Job ${queue.name} ${job.id} attempt ${job.retryCount + 1} failed: ${message}${last ? ' (giving up)' : ''}`);
      await this.boss.fail(queue.name, job.id, { message: message.slice(0, 2000) });
      return 'failed';
    }
  }

  private async start(): Promise<void> {
    await this.boss.start();
    for (const queue of this.workers.all()) await this.ensureQueue(queue);
  }

  /** Idempotent: creates a missing queue, else brings its defaults up to the registration's. */
  private async ensureQueue({ name, options }: RegisteredQueue): Promise<void> {
    const settings: PgBoss.Queue = {
      name,
      policy: 'standard',
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelay,
      retryBackoff: options.retryBackoff,
      expireInSeconds: options.expireInSeconds,
    };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, settings);
  }
}
