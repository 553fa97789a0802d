import { Module } from '@nestjs/common';
import { StatisticsController } from './controllers/statistics.controller';
import { VersionsController } from './controllers/versions.controller';
import { MigrationLevelRepository } from './repositories/migration-level.repository';
import { StatisticsRepository } from './repositories/statistics.repository';
import { MarketplaceClient } from './services/marketplace-client';
import { StatisticsService } from './services/statistics.service';
import { VersionsService } from './services/versions.service';
import { systemConfigProvider } from './system.config';

/**
 * System: the admin's statistics and the system versions (see README.md). Imports no other module: its counts read
 * other modules' tables directly (repositories/statistics.repository.ts says why). Exports nothing.
 */
@Module({
  controllers: [StatisticsController, VersionsController],
  providers: [systemConfigProvider, StatisticsRepository, MigrationLevelRepository, MarketplaceClient, StatisticsService, VersionsService],
})
export class SystemModule {}
