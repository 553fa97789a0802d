import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { createOpenApiDocument } from './openapi-document';

/** Swagger UI at /docs and the OpenAPI document at /docs-json (the front ends' types are generated from it: @nebo/shared-api). */
export function setupSwagger(app: INestApplication, publicUrl: string): void {
  SwaggerModule.setup('docs', app, () => createOpenApiDocument(app, publicUrl), {
    jsonDocumentUrl: 'docs-json',
    yamlDocumentUrl: 'docs-yaml',
  });
}
