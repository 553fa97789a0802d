import { ArgumentMetadata, Injectable, ValidationPipe } from '@nestjs/common';
import { FieldValidationException } from '../errors/field-validation.exception';
import { BODY_FIELD, toFieldErrors } from './validation-errors';

/** Parameter types that are not DTO classes; their bodies are not validated as objects. */
const NON_DTO_TYPES: unknown[] = [String, Number, Boolean, Array, Object];

/**
 * The global validation pipe: unknown fields are rejected (not silently dropped) so a client learns about
 * a typo; values are transformed into DTO instances; every failure becomes a 400 with `field:error` pairs.
 * Validation happens before any controller runs, so a rejected request never writes anything.
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
    // req.body is undefined when a request has no body (or an empty JSON one); validate it as an empty object so the
    // client gets "lastName should not be empty" rather than a confusing "unknown value" error.
    const body = metadata.type === 'body' && value === undefined ? {} : value;
    // class-transformer would read a JSON array as an object with keys "0", "1", …; name the real problem.
    if (metadata.type === 'body' && isDtoClass(metadata.metatype) && !isPlainObject(body)) {
      throw FieldValidationException.single(BODY_FIELD, 'request body must be a JSON object');
    }
    return super.transform(body, metadata);
  }
}

function isDtoClass(metatype: unknown): boolean {
  return typeof metatype === 'function' && !NON_DTO_TYPES.includes(metatype);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
