import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobRow, JobState } from '../entities/job.row';
import { PG_BOSS_SCHEMA } from '../migrations/1795570000000-create-jobs';

/** Reads pg-boss's job table directly; writes go through pg-boss only. */
@Injectable()
export class JobRowsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(queue: string, state?: JobState): Promise<JobRow[]> {
    return this.dataSource.query(
      `SELECT id, state, data, retry_count AS "retryCount", retry_limit AS "retryLimit", start_after AS "startAfter",
              started_on AS "startedOn", completed_on AS "completedOn", singleton_key AS "singletonKey", output
         FROM ${PG_BOSS_SCHEMA}.job
        WHERE name = $1 AND ($2::text IS NULL OR state = $2::${PG_BOSS_SCHEMA}.job_state)
        ORDER BY created_on, id`,
      [queue, state ?? null],
    );
  }
}
