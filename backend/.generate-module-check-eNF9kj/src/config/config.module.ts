import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, ResolvedAppConfig } from './app-config';

/** Makes the already validated configuration injectable everywhere as APP_CONFIG. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ResolvedAppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: Object.freeze(config) }],
      exports: [APP_CONFIG],
    };
  }
}
