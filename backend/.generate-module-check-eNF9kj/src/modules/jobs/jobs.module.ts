import { Module } from '@nestjs/common';
import { jobsConfigProvider } from './jobs.config';
import { JobWorkers } from './ports/job-workers';
import { JobRowsRepository } from './repositories/job-rows.repository';
import { JobQueue } from './services/job-queue';
import { JobsBoss } from './services/jobs-boss';

/**
 * Background jobs on pg-boss (see README.md): modules above register handlers with JobWorkers in their
 * onModuleInit and enqueue with JobQueue inside their transactions. No HTTP API.
 */
@Module({
  providers: [jobsConfigProvider, JobWorkers, JobsBoss, JobRowsRepository, JobQueue],
  exports: [JobQueue, JobWorkers],
})
export class JobsModule {}
