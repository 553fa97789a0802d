import { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, ValidateNested } from 'class-validator';
import { FieldValidationException } from '../errors/field-validation.exception';
import { AppValidationPipe } from './app-validation.pipe';

class AddressDto {
  @IsString()
  city!: string;
}

class SampleDto {
  @IsString()
  name!: string;

  @IsInt()
  count!: number;

  @IsDefined()
  @ValidateNested()
  @Type(() => AddressDto)
  address!: AddressDto;
}

const body: ArgumentMetadata = { type: 'body', metatype: SampleDto };

async function fieldErrors(value: unknown) {
  try {
    await new AppValidationPipe().transform(value, body);
  } catch (error) {
    if (error instanceof FieldValidationException) return error.fieldErrors;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('AppValidationPipe', () => {
  it('passes a valid body through as a DTO instance', async () => {
    const value = await new AppValidationPipe().transform({ name: 'a', count: 1, address: { city: 'Moscow' } }, body);
    expect(value).toBeInstanceOf(SampleDto);
  });

  it('reports unknown fields, nested ones with dotted paths', async () => {
    const errors = await fieldErrors({ name: 'a', count: 1, address: { city: 'x', zip: 1 }, extra: true });
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'address.zip', error: 'property zip should not exist' },
        { field: 'extra', error: 'property extra should not exist' },
      ]),
    );
  });

  it('reports wrong types per field', async () => {
    expect(await fieldErrors({ name: 5, count: '1', address: { city: 'x' } })).toEqual([
      { field: 'name', error: 'name must be a string' },
      { field: 'count', error: 'count must be an integer number' },
    ]);
  });

  it('validates a missing body as an empty object', async () => {
    const errors = await fieldErrors(undefined);
    expect(errors.map((e) => e.field)).toEqual(['name', 'count', 'address']);
  });

  it('refuses a body that is not an object', async () => {
    expect(await fieldErrors([1, 2])).toEqual([{ field: 'body', error: 'request body must be a JSON object' }]);
    expect(await fieldErrors('text')).toEqual([{ field: 'body', error: 'request body must be a JSON object' }]);
  });
});
