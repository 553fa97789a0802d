import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { ErrorBodyDto } from '../common/errors/error-body.dto';
import { loadConfig } from '../config/load-config';

/**
 * The OpenAPI document of the API: what /docs-json serves and what @nebo/shared-api's types are generated
 * from (docs/requirements.md#contract-openapi-types).
 */
export function createOpenApiDocument(app: INestApplication, publicUrl: string): OpenAPIObject {
  const documentConfig = new DocumentBuilder()
    .setTitle('Nebo API')
    .setDescription('Drone registration and flight agreement platform. Errors: { error, message, statusCode, detailedError? }.')
    .setVersion('1')
    .addServer(publicUrl)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    // Every call can fail in the one error shape; listing it once keeps the controllers uncluttered.
    .addGlobalResponse({ status: 'default', description: 'Error in the platform error shape', type: ErrorBodyDto })
    .build();
  return SwaggerModule.createDocument(app, documentConfig, { extraModels: [ErrorBodyDto] });
}

/** The server the checked-in contract names: the development default, so the document does not vary by deployment. */
export const CONTRACT_SERVER_URL = 'http://localhost:3000';

/**
 * The document from the modules' metadata alone. Nest's preview mode registers every module, controller
 * and route without instantiating a provider, so nothing connects to a database or an identity provider
 * and no environment is needed.
 */
export async function contractDocument(): Promise<OpenAPIObject> {
  const config = loadConfig({ AUTH_EMBEDDED: 'false', LOG_LEVEL: 'silent', PUBLIC_URL: CONTRACT_SERVER_URL });
  const app = await NestFactory.create(
    AppModule.forRoot({ ...config, databaseUrl: 'postgres://preview@127.0.0.1:1/none' }),
    new FastifyAdapter(),
    {
      preview: true,
      logger: false,
      abortOnError: false,
    },
  );
  try {
    return createOpenApiDocument(app, CONTRACT_SERVER_URL);
  } finally {
    await app.close();
  }
}
