import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** pg-boss refuses to poll more often than every half second. */
const MIN_POLL_SECONDS = 0.5;
const MAX_POLL_SECONDS = 60;

/** The background job queue (pg-boss). */
export interface JobsConfig {
  /** Whether this instance works the queues (any number of instances may, side by side). */
  workerEnabled: boolean;
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
}

/**
 * JOBS_WORKER_ENABLED (default true) and JOBS_POLL_SECONDS (default 1, 0.5–60, decimals allowed).
 * Referenced from jobs.manifest.ts, so loadConfig reads and validates it with the rest at start.
 */
export function readJobsConfig(read: EnvReader): { jobs: JobsConfig } {
  return { jobs: { workerEnabled: read.boolean('JOBS_WORKER_ENABLED', true), pollSeconds: readPollSeconds(read) } };
}

function readPollSeconds(read: EnvReader): number {
  const fallback = 1;
  const value = read.raw('JOBS_POLL_SECONDS');
  if (value === undefined) return fallback;
  const parsed = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= MIN_POLL_SECONDS && parsed <= MAX_POLL_SECONDS)) {
    read.problems.push({
      variable: 'JOBS_POLL_SECONDS',
      problem: `must be a number of seconds from ${MIN_POLL_SECONDS} to ${MAX_POLL_SECONDS} (got "${value}")`,
    });
    return fallback;
  }
  return parsed;
}

/** The jobs part of the configuration under its own token, so a test can hand the module settings of its own. */
export const JOBS_CONFIG = Symbol('JOBS_CONFIG');

export const jobsConfigProvider: Provider = {
  provide: JOBS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): JobsConfig => config.jobs,
};
