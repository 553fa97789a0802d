import { Injectable } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { JobRow, JobState } from '../entities/job.row';
import { JobWorkers } from '../ports/job-workers';
import { JobRowsRepository } from '../repositories/job-rows.repository';
import { JobsBoss } from './jobs-boss';

export interface EnqueueOptions {
  /**
   * A label pg-boss stores with the job. On the `standard` queues of this module it does not by itself refuse
   * a second job with the same key: that needs `singletonSeconds` (one per key per time slot).
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this instant, or this many seconds from now. */
  startAfter?: Date | number;
  /** The registration's values unless given. */
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/**
 * What other modules use to run work in the background (pg-boss on the application's database). `enqueue`
 * writes the job with the caller's EntityManager, so the job exists if and only if the caller's state change
 * commits; the workers then run the handler registered for the queue, with retries and back-off.
 */
@Injectable()
export class JobQueue {
  constructor(
    private readonly jobs: JobsBoss,
    private readonly workers: JobWorkers,
    private readonly rows: JobRowsRepository,
  ) {}

  /** The job's id; null when a singleton (`singletonKey` + `singletonSeconds`) already holds the slot. */
  async enqueue(manager: EntityManager, queue: string, data: object, options: EnqueueOptions = {}): Promise<string | null> {
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = this.workers.require(queue).options;
    await this.jobs.ready();
    return this.jobs.boss.send(queue, data, {
      retryLimit,
      retryDelay,
      retryBackoff,
      expireInSeconds,
      ...withoutUndefined(options),
      db: transactionDb(manager),
    });
  }

  /** Cancels a job that has not finished; with `manager`, as part of the caller's transaction. */
  async cancel(queue: string, id: string, manager?: EntityManager): Promise<void> {
    await this.jobs.ready();
    await this.jobs.boss.cancel(queue, id, manager ? { db: transactionDb(manager) } : {});
  }

  /**
   * Runs what is due on `queue` now, in this process: for tests and for an instance whose worker is off.
   * First returns overdue active jobs (a killed worker's) to the queue, as pg-boss's maintenance would.
   */
  async runDue(queue: string, { limit = 100 }: { limit?: number } = {}): Promise<{ completed: number; failed: number }> {
    const registered = this.workers.require(queue);
    await this.jobs.ready();
    await this.jobs.boss.expire();
    const result = { completed: 0, failed: 0 };
    const jobs = await this.jobs.boss.fetch<object>(queue, { batchSize: limit, includeMetadata: true });
    for (const job of jobs) result[await this.jobs.run(registered, job)] += 1;
    return result;
  }

  /** The jobs of a queue, oldest first (tests, diagnostics); completed ones stay until pg-boss archives them. */
  jobsOf(queue: string, state?: JobState): Promise<JobRow[]> {
    return this.rows.list(queue, state);
  }
}

/**
 * pg-boss's `db` seam bound to the caller's transaction. TypeORM's structured result gives the rows of any
 * statement (its plain `query` answers UPDATE with `[rows, count]`). Without a transaction (a bare
 * manager) the statement runs on a connection of its own, i.e. commits at once.
 */
function transactionDb(manager: EntityManager): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
      try {
        const result = await runner.query(text, values, true);
        return { rows: (result.records ?? []) as unknown[] };
      } finally {
        // A runner of our own (no transaction given) goes back to the pool; the caller's stays theirs.
        if (runner !== manager.queryRunner) await runner.release();
      }
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
