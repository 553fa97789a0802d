import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { MigrationLevelRepository } from '../repositories/migration-level.repository';
import { SYSTEM_CONFIG, type SystemConfig } from '../system.config';
import { backendCommit, backendVersion } from './build-info';

export interface BackendVersions {
  version: string;
  commit: string;
  startedAt: Date;
  migrationCount: number;
  latestMigration: string | null;
}

/**
 * What runs on the server side (part 2 §7.18 `system/versions`): the version and commit are read once per
 * process (a redeploy restarts it), the migration level on every call (a migration may run beside it).
 */
@Injectable()
export class VersionsService {
  private readonly startedAt: Date;
  /** Read on the first call, not at start: every application boot (and every test app) would otherwise run git. */
  private build: { version: string; commit: string } | undefined;

  constructor(
    private readonly migrations: MigrationLevelRepository,
    @Inject(SYSTEM_CONFIG) private readonly config: SystemConfig,
    clock: Clock,
  ) {
    this.startedAt = clock.now();
  }

  async backend(): Promise<BackendVersions> {
    const level = await this.migrations.level();
    this.build ??= { version: backendVersion(), commit: backendCommit(this.config.commit) };
    return {
      version: this.build.version,
      commit: this.build.commit,
      startedAt: this.startedAt,
      migrationCount: level.count,
      latestMigration: level.latest,
    };
  }
}
