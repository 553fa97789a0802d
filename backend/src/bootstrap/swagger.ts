import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /docs and the OpenAPI document at /docs-json (the front end's API client is typed from it). */
export function setupSwagger(app: INestApplication, publicUrl: string): void {
  const documentConfig = new DocumentBuilder()
    .setTitle('Nebo API')
    .setDescription('Drone registration and flight agreement platform. Errors: { error, message, statusCode, detailedError? }.')
    .setVersion('1')
    .addServer(publicUrl)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, documentConfig), {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
  });
}
