import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/errors/error-body.dto';

/** Swagger UI at /docs and the OpenAPI document at /docs-json (the front end's API client is typed from it). */
export function setupSwagger(app: INestApplication, publicUrl: string): void {
  const documentConfig = new DocumentBuilder()
    .setTitle('Nebo API')
    .setDescription('Drone registration and flight agreement platform. Errors: { error, message, statusCode, detailedError? }.')
    .setVersion('1')
    .addServer(publicUrl)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    // Every call can fail in the one error shape; listing it once keeps the controllers uncluttered.
    .addGlobalResponse({ status: 'default', description: 'Error in the platform error shape', type: ErrorBodyDto })
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, documentConfig, { extraModels: [ErrorBodyDto] }), {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
  });
}
