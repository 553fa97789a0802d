import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, ResolvedAppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** The PostgreSQL connection (TypeORM) for the database chosen at start (see open-database.ts). */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedAppConfig) => ({
        ...dataSourceOptions(config.databaseUrl),
        // A database that is still starting (a container next door) gets a few chances before we give up.
        retryAttempts: 5,
        retryDelay: 2_000,
      }),
    }),
  ],
})
export class DatabaseModule {}
