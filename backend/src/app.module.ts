import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { AppValidationPipe } from './common/validation/app-validation.pipe';
import { ResolvedAppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './modules/health/health.module';
import { IdentityModule } from './modules/identity/identity.module';
import { MapModule } from './modules/map/map.module';
import { FilesModule } from './modules/files/files.module';
import { DictionariesModule } from './modules/dictionaries/dictionaries.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { AdmittedPersonsModule } from './modules/admitted-persons/admitted-persons.module';
import { DroneLibraryModule } from './modules/drone-library/drone-library.module';
import { DronesModule } from './modules/drones/drones.module';
import { UsersModule } from './modules/users/users.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

/** The backend: cross-cutting set-up here, one module per domain below. */
@Module({})
export class AppModule {
  static forRoot(config: ResolvedAppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        IdentityModule,
        HealthModule,
        UsersModule,
        NotificationsModule,
        MapModule,
        FilesModule,
        DictionariesModule,
        DocumentsModule,
        AdmittedPersonsModule,
        DroneLibraryModule,
        DronesModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: AppValidationPipe },
      ],
    };
  }
}
