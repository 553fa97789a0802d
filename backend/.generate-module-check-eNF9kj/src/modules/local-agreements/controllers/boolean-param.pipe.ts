import { Injectable, PipeTransform } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';

/**
 * A path segment that must read `true` or `false`: anything else is a 400 naming the parameter. The handler
 * declares the parameter `unknown`, so the global pipe's implicit conversion (any text → true) never runs first.
 */
@Injectable()
export class BooleanParamPipe implements PipeTransform<string, boolean> {
  constructor(private readonly name: string) {}

  transform(value: string): boolean {
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw FieldValidationException.single(this.name, `${this.name} must be true or false`);
  }
}
