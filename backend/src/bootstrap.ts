import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { mountIdentityProvider } from './bootstrap/identity-provider';
import { setupSwagger } from './bootstrap/swagger';
import { bodyParserErrorsMiddleware } from './common/errors/body-parser-errors.middleware';
import { REQUEST_ID_HEADER, requestIdMiddleware } from './common/request-id/request-id';
import { ResolvedAppConfig } from './config/app-config';
import { runMigrations, runSeeds } from './database/prepare-database';

const BODY_LIMIT = '1mb';

/**
 * Builds the fully configured application — exactly what production runs; integration tests call it too.
 * The database must already be chosen (see openDatabase); the caller listens and closes.
 */
export async function createApp(config: ResolvedAppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Body parsers are added below, after the identity provider, which must read raw request bodies.
    bodyParser: false,
    bufferLogs: true,
    // Throw instead of exiting the process, so callers report start failures their own way.
    abortOnError: false,
  });
  try {
    app.useLogger(app.get(Logger));
    app.disable('x-powered-by');
    app.use(requestIdMiddleware);

    // Schema and demo data before anything can serve a request (the identity provider reads accounts).
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    await runSeeds(dataSource);

    // CORS first, so the identity provider's token endpoint answers browsers with the same policy.
    app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: [REQUEST_ID_HEADER, 'Content-Disposition'] });
    if (config.auth.embedded) await mountIdentityProvider(app, config);
    app.useBodyParser('json', { limit: BODY_LIMIT });
    app.useBodyParser('urlencoded', { extended: true, limit: BODY_LIMIT });
    app.use(bodyParserErrorsMiddleware);

    setupSwagger(app, config.publicUrl);
    await app.init();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
