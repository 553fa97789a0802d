import compress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants as zlibConstants } from 'node:zlib';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { mountIdentityProvider } from './bootstrap/identity-provider';
import { recordRoutes } from './bootstrap/route-table';
import { setupSwagger } from './bootstrap/swagger';
import { ACCESS_TOKEN_VERIFIER, type AccessTokenVerifier } from './common/auth/access-token-verifier';
import { installLargeBodyRoutes } from './common/auth/large-body-routes.hook';
import { installBodyParsers } from './common/body/body-parsers';
import { answerFrameworkError } from './common/errors/framework-errors';
import { installSecurityHeaders } from './common/http/security-headers';
import { AppLogger, createRootLogger } from './common/logging/app-logger';
import { installRequestLogging } from './common/logging/request-logging';
import { REQUEST_ID_HEADER, requestIdOf } from './common/request-id/request-id';
import { ResolvedAppConfig } from './config/app-config';
import { runMigrations, runSeeds } from './database/prepare-database';
import { installHttpMetrics } from './modules/health/services/http-metrics.hook';
import { MetricsService } from './modules/health/services/metrics.service';
import { GEOMETRY_BODY_LIMIT_BYTES, GEOMETRY_BODY_ROUTES } from './modules/map/map.constants';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers below this size go out uncompressed: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Compression effort, measured on a city view of the map (220 KB of JSON), all of Russia (480 KB) and the
 * OpenAPI document (75 KB): brotli at quality 1 is the fastest of all (0.7 ms for the city) and smaller than
 * gzip at level 4; the package's default quality 4 costs three times as much for 10 % less. gzip level 1
 * (nginx's default) is 20–40 % faster than level 4 for 5–10 % more bytes; level 6 takes twice as long again.
 */
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;
/** Every method the API answers; a browser asks before sending any but GET, HEAD and POST. */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * Bounds on how long one client may hold a connection, so slow or stalled senders cannot pile up: a whole
 * request (headers and body, uploads of 10 MB files included) within 5 minutes, as Node's own default
 * would have it (Fastify's default is no limit), and no socket idle for more than 60 s.
 */
const REQUEST_TIMEOUT_MS = 300_000;
const CONNECTION_IDLE_TIMEOUT_MS = 60_000;
/** Path parameters longer than this are refused (414); map objects are addressed by source keys, not only UUIDs. */
const MAX_PARAM_LENGTH = 500;

/**
 * Builds the fully configured application — exactly what production runs; integration tests call it too.
 * The database must already be chosen (see openDatabase); the caller listens and closes.
 *
 * The HTTP server is Fastify (not Express): its radix-tree router and lean request path are what let a list
 * call cost little more than its query (see `npm run bench`, drones list). Everything that touches every
 * request is a Fastify hook, in this order: request id and request context (logging), metrics, CORS,
 * the identity provider's paths handed over whole, then per-route body limits and parsing.
 */
export async function createApp(config: ResolvedAppConfig): Promise<NestFastifyApplication> {
  const rootLogger = createRootLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // The router's own refusals (414 above maxParamLength, 400 for a path that does not decode) in the error shape.
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // The parsers are Fastify's, set up below (installBodyParsers), not Nest's defaults.
    bodyParser: false,
    logger: new AppLogger(rootLogger),
    // Throw instead of exiting the process, so callers report start failures their own way.
    abortOnError: false,
  });
  try {
    const fastify = app.getHttpAdapter().getInstance();
    recordRoutes(fastify, app);
    installRequestLogging(fastify, rootLogger);
    installHttpMetrics(fastify, app.get(MetricsService));
    // Answers are compressed as the client's Accept-Encoding allows, br first, else gzip. Types that do not
    // compress (images, PDF, archives) go out as they are; so does every answer to a client that sends no
    // Accept-Encoding.
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      zlibOptions: { level: GZIP_LEVEL },
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });

    // Schema and demo data before anything can serve a request (the identity provider reads accounts).
    const dataSource = app.get(DataSource);
    await runMigrations(dataSource);
    await runSeeds(dataSource);

    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      // Named in full: Fastify's CORS plugin allows only GET, HEAD and POST unless told otherwise.
      methods: CORS_METHODS,
      exposedHeaders: [REQUEST_ID_HEADER, 'Content-Disposition', 'Retry-After'],
      // An OPTIONS request that is not a preflight (no Origin or requested method) would otherwise get the
      // plugin's plain-text 400 "Invalid Preflight Request", outside the error shape; without CORS headers in
      // the answer a browser still refuses the cross-origin call.
      strictPreflight: false,
    });
    if (config.auth.embedded) await mountIdentityProvider(app, config);
    // After the realm (its pages bring their own headers), before Swagger (its page gets its own policy).
    await installSecurityHeaders(app, config);
    // Calls taking a flight's geometry accept larger bodies, so an oversized route is refused by the
    // geometry check (400, the vertex limit) rather than by size (413). Parsing megabytes is work only a
    // signed-in caller may ask for: the token is checked before the body is read.
    installLargeBodyRoutes(
      fastify,
      GEOMETRY_BODY_ROUTES,
      GEOMETRY_BODY_LIMIT_BYTES,
      app.get<symbol, AccessTokenVerifier>(ACCESS_TOKEN_VERIFIER),
    );
    installBodyParsers(fastify);

    setupSwagger(app, config.publicUrl);
    await app.init();
    await fastify.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
