/** The part of JSON Schema (as @nestjs/swagger writes it into OpenAPI 3.0) the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  example?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/user/drones/{id}`. */
  path: string;
  /** The same route as the route table writes it, `GET /api/user/drones/:id` (the key of access-policies.ts). */
  route: string;
  parameters: Parameter[];
  body?: { contentType: 'application/json' | 'multipart/form-data'; schema: Schema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Array<Parameter & { schema?: Schema }>; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the OpenAPI document, with its schemas resolved (a `$ref` the document lacks becomes "anything"). */
export function readOperations(document: OpenApiDocument): Operation[] {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, seen: string[] = []): Schema => resolveSchema(schema ?? {}, components, seen);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = (operation.parameters ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        schema: resolve(p.schema),
      }));
      const content = operation.requestBody?.content ?? {};
      const contentType = (['multipart/form-data', 'application/json'] as const).find((type) => type in content);
      operations.push({
        method: method.toUpperCase(),
        path,
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        parameters,
        body: contentType ? { contentType, schema: resolve(content[contentType].schema) } : undefined,
      });
    }
  }
  return operations;
}

function resolveSchema(schema: Schema, components: Record<string, Schema>, seen: string[]): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    // A cycle or a reference the document does not define: anything goes.
    if (seen.includes(name) || !components[name]) return {};
    return resolveSchema(components[name], components, [...seen, name]);
  }
  const next = (s: Schema) => resolveSchema(s, components, seen);
  let resolved: Schema = { ...schema };
  if (schema.allOf) {
    resolved = schema.allOf
      .map(next)
      .reduce((all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part.properties } }), { ...schema, allOf: undefined });
  }
  if (resolved.items) resolved.items = next(resolved.items);
  if (resolved.oneOf) resolved.oneOf = resolved.oneOf.map(next);
  if (resolved.anyOf) resolved.anyOf = resolved.anyOf.map(next);
  if (resolved.properties) resolved.properties = Object.fromEntries(Object.entries(resolved.properties).map(([k, v]) => [k, next(v)]));
  return resolved;
}
