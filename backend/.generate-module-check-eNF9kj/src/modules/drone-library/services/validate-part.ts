import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';

const pipe = new AppValidationPipe();

/**
 * Validates a multipart request's JSON part exactly as a JSON body would be (same pipe: unknown fields
 * refused, `field:error` details), since Nest's pipes only see @Body() and the part arrives inside the
 * upload.
 */
export async function validatePart<T extends object>(value: unknown, dto: new () => T): Promise<T> {
  return (await pipe.transform(value, { type: 'body', metatype: dto })) as T;
}
