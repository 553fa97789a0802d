import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** What the system module reads from the environment. */
export interface SystemConfig {
  /** The marketplace's base URL; its figures come from `${marketplaceUrl}/api/stats`. Unset: no marketplace. */
  marketplaceUrl: string | undefined;
  /** How long the statistics wait for the marketplace before answering without its figures. */
  marketplaceTimeoutMs: number;
  /** The deployed commit as the build recorded it; unset: `git rev-parse HEAD` at start, else "unknown". */
  commit: string | undefined;
}

const COMMIT_PATTERN = /^[0-9A-Za-z._-]{1,64}$/;

/**
 * MARKETPLACE_URL (absolute http(s) URL, unset by default), MARKETPLACE_TIMEOUT_MS (default 3 s) and NEBO_COMMIT (a
 * commit hash or build tag). Referenced from system.manifest.ts, so loadConfig reads and validates them at start.
 */
export function readSystemConfig(read: EnvReader): { system: SystemConfig } {
  const marketplaceUrl = read.endpointUrl('MARKETPLACE_URL')?.replace(/\/+$/, '');
  let commit = read.raw('NEBO_COMMIT');
  if (commit !== undefined && !COMMIT_PATTERN.test(commit)) {
    // EnvReader has no reader for a free-form tag; the problem is recorded the same way its readers do.
    read.problems.push({ variable: 'NEBO_COMMIT', problem: 'must be a commit hash or build tag: letters, digits, ".", "_" or "-"' });
    commit = undefined;
  }
  return {
    system: {
      marketplaceUrl,
      marketplaceTimeoutMs: read.integer('MARKETPLACE_TIMEOUT_MS', 3000, 100, 60_000),
      commit,
    },
  };
}

/** The module's part of the configuration under its own token, so a test can hand it settings of its own. */
export const SYSTEM_CONFIG = Symbol('SYSTEM_CONFIG');

export const systemConfigProvider: Provider = {
  provide: SYSTEM_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): SystemConfig => config.system,
};
