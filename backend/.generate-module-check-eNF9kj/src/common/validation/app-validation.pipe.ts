import { ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import { FieldValidationException } from '../errors/field-validation.exception';
import { PageQueryDto } from '../pagination/page-query.dto';
import { normaliseQueryKeys } from '../pagination/query-keys';
import { unsafeStringErrors } from './unsafe-strings';
import { BODY_FIELD, toFieldErrors } from './validation-errors';

/** Parameter types that are not DTO classes; their bodies are not validated as objects. */
const NON_DTO_TYPES: unknown[] = [String, Number, Boolean, Array, Object];

/** What the client sends: bodies, query strings and path parameters (not values a decorator derives). */
const CLIENT_INPUT: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);

/**
 * The global validation pipe: unknown fields are rejected (not silently dropped) so a client learns about
 * a typo; values are transformed into DTO instances; every failure becomes a 400 with `field:error` pairs.
 * Validation happens before any controller runs, so a rejected request never writes anything.
 *
 * Nest runs it on every @Body(), @Query() and @Param() of every route (before a parameter's own pipes,
 * such as ParseUUIDPipe), typed or not, so it is also the one place where strings that nothing downstream
 * can hold are refused: NUL characters and lone surrogates, in values and in keys (unsafe-strings.ts).
 * Query strings are read in the spec's dotted form first (pagination/query-keys.ts).
 */
@Injectable()
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => new FieldValidationException(toFieldErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (CLIENT_INPUT.has(metadata.type)) {
      const unsafe = unsafeStringErrors(value, metadata.data ?? '');
      if (unsafe.length > 0) throw new FieldValidationException(unsafe);
    }
    // req.body is undefined when a request has no body (or an empty JSON one); validate it as an empty object so the
    // client gets "lastName should not be empty" rather than a confusing "unknown value" error.
    let input = metadata.type === 'body' && value === undefined ? {} : value;
    // class-transformer would read a JSON array as an object with keys "0", "1", …; name the real problem.
    if (metadata.type === 'body' && isDtoClass(metadata.metatype) && !isPlainObject(input)) {
      throw FieldValidationException.single(BODY_FIELD, 'request body must be a JSON object');
    }
    if (metadata.type === 'query' && isDtoClass(metadata.metatype) && isPlainObject(input)) {
      const dto = metadata.metatype as abstract new () => object;
      const list = dto === PageQueryDto || dto.prototype instanceof PageQueryDto;
      const { query, errors } = normaliseQueryKeys(input as Record<string, unknown>, dto, list);
      if (errors.length > 0) throw new FieldValidationException(errors);
      input = query;
    }
    return super.transform(input, metadata);
  }
}

function isDtoClass(metatype: unknown): boolean {
  return typeof metatype === 'function' && !NON_DTO_TYPES.includes(metatype);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
