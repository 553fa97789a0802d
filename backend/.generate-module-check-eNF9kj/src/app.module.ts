import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ClockModule } from './common/clock/clock.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { AppValidationPipe } from './common/validation/app-validation.pipe';
import { ResolvedAppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { MODULES } from './modules';

/** The backend: cross-cutting set-up here, the domain modules from their manifests (`modules/index.ts`). */
@Module({})
export class AppModule {
  static forRoot(config: ResolvedAppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        ClockModule,
        ...MODULES.flatMap((manifest) => (manifest.module ? [manifest.module] : [])),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: AppValidationPipe },
      ],
    };
  }
}
