import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { json } from 'express';
import { constants as zlibConstants } from 'node:zlib';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { mountIdentityProvider } from './bootstrap/identity-provider';
import { setupSwagger } from './bootstrap/swagger';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from './common/auth/access-token-verifier';
import { bearerBeforeBody } from './common/auth/bearer-before-body.middleware';
import { bodyParserErrorsMiddleware } from './common/errors/body-parser-errors.middleware';
import { REQUEST_ID_HEADER, requestIdMiddleware } from './common/request-id/request-id';
import { ResolvedAppConfig } from './config/app-config';
import { runMigrations, runSeeds } from './database/prepare-database';
import { GEOMETRY_BODY_LIMIT, GEOMETRY_BODY_ROUTES } from './modules/map/map.constants';

const BODY_LIMIT = '1mb';
/** Answers below this size go out uncompressed: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD = '1kb';
/**
 * Compression effort, measured on a city view of the map (220 KB of JSON), all of Russia (480 KB) and the
 * OpenAPI document (75 KB): brotli at quality 1 is the fastest of all (0.7 ms for the city) and smaller than
 * gzip at level 4; the package's default quality 4 costs three times as much for 10 % less. gzip level 1
 * (nginx's default) is 20–40 % faster than level 4 for 5–10 % more bytes; level 6 takes twice as long again.
 */
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;

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
    // Answers are compressed as the client's Accept-Encoding allows, br first, else gzip. Types that do not
    // compress (images, PDF, archives) and answers marked Cache-Control: no-transform go out as they are;
    // so does every answer to a client that sends no Accept-Encoding.
    app.use(
      compression({
        threshold: COMPRESSION_THRESHOLD,
        level: GZIP_LEVEL,
        brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      }),
    );

    // Schema and demo data before anything can serve a request (the identity provider reads accounts).
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    await runSeeds(dataSource);

    // CORS first, so the identity provider's token endpoint answers browsers with the same policy.
    app.enableCors({ origin: config.corsOrigins, credentials: true, exposedHeaders: [REQUEST_ID_HEADER, 'Content-Disposition'] });
    if (config.auth.embedded) await mountIdentityProvider(app, config);
    // Calls taking a flight's geometry accept larger bodies, so an oversized route is refused by the
    // geometry check (400, the vertex limit) rather than by size (413); the parser that reads a body
    // first wins, the 1 MB one then skips it. Parsing megabytes is work only a signed-in caller may ask
    // for: the token is checked before the large parser reads anything.
    const verifier = app.get<symbol, AccessTokenVerifier>(ACCESS_TOKEN_VERIFIER);
    app.use([...GEOMETRY_BODY_ROUTES], bearerBeforeBody(verifier), json({ limit: GEOMETRY_BODY_LIMIT }));
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
