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
 * What runs on the server side (part 2 §7.18 `system/versions`): the version and commit are read once when the
 * application starts (a redeploy restarts it), the migration level on every call (a migration may run beside it).
 */
@Injectable()
export class VersionsService {
  private readonly version = backendVersion();
  private readonly commit: string;
  private readonly startedAt: Date;

  constructor(
    private readonly migrations: MigrationLevelRepository,
    @Inject(SYSTEM_CONFIG) config: SystemConfig,
    clock: Clock,
  ) {
    this.commit = backendCommit(config.commit);
    this.startedAt = clock.now();
  }

  async backend(): Promise<BackendVersions> {
    const level = await this.migrations.level();
    return {
      version: this.version,
      commit: this.commit,
      startedAt: this.startedAt,
      migrationCount: level.count,
      latestMigration: level.latest,
    };
  }
}
