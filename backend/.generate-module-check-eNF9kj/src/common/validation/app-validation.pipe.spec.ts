import { ArgumentMetadata } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { FieldValidationException } from '../errors/field-validation.exception';
import { PageQueryDto } from '../pagination/page-query.dto';
import { AppValidationPipe } from './app-validation.pipe';
import { NestedObject, NestedObjectList } from './nested.decorator';

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

describe('AppValidationPipe: strings nothing downstream can hold', () => {
  const pipe = new AppValidationPipe();
  const refusal = (value: unknown, metadata: ArgumentMetadata) =>
    pipe.transform(value, metadata).then(
      () => undefined,
      (error: unknown) => (error instanceof FieldValidationException ? error.fieldErrors : error),
    );

  it('refuses NUL and lone surrogates in bodies, whatever the declared type', async () => {
    expect(await refusal({ name: 'a\u0000', count: 1, address: { city: 'x\uD800' } }, body)).toEqual([
      { field: 'name', error: 'name must not contain the NUL character (U+0000)' },
      { field: 'address.city', error: 'city must be well-formed Unicode (it holds a lone surrogate)' },
    ]);
    expect(await refusal({ geometry: ['\u0000'] }, { type: 'body', metatype: Object })).toEqual([
      { field: 'geometry.0', error: 'geometry must not contain the NUL character (U+0000)' },
    ]);
  });

  it('refuses them in path parameters and query values, named by the parameter', async () => {
    expect(await refusal('a\u0000', { type: 'param', metatype: String, data: 'id' })).toEqual([
      { field: 'id', error: 'id must not contain the NUL character (U+0000)' },
    ]);
    expect(await refusal({ query: 'x\u0000' }, { type: 'query', metatype: Object })).toEqual([
      { field: 'query', error: 'query must not contain the NUL character (U+0000)' },
    ]);
    expect(await refusal('a@b.ru\u0000', { type: 'query', metatype: Object, data: 'email' })).toEqual([
      { field: 'email', error: 'email must not contain the NUL character (U+0000)' },
    ]);
  });

  it('leaves values a decorator derives alone', async () => {
    await expect(pipe.transform({ name: 'a\u0000' }, { type: 'custom', metatype: Object })).resolves.toEqual({ name: 'a\u0000' });
  });
});

describe('AppValidationPipe: nested objects', () => {
  class Item {
    @IsString()
    code!: string;
  }

  class Owner {
    @NestedObject(() => AddressDto)
    address!: AddressDto;

    @IsOptional()
    @NestedObjectList(() => Item)
    items?: Item[];
  }

  const owner: ArgumentMetadata = { type: 'body', metatype: Owner };
  const errorsOf = (value: unknown) =>
    new AppValidationPipe().transform(value, owner).then(
      () => [],
      (error: FieldValidationException) => error.fieldErrors,
    );

  it.each([undefined, [], [{ city: 'x' }], 'Moscow', null])('refuses %j where an object is required', async (address) => {
    expect(await errorsOf({ address })).toContainEqual({ field: 'address', error: 'address must be an object' });
  });

  it('refuses lists whose items are not objects', async () => {
    expect(await errorsOf({ address: { city: 'x' }, items: [[]] })).toContainEqual({
      field: 'items',
      error: 'each value in items must be an object',
    });
    expect(await errorsOf({ address: { city: 'x' }, items: [{ code: 'A' }] })).toEqual([]);
  });
});

describe("AppValidationPipe: list queries in the spec's dotted form", () => {
  class ListQuery extends PageQueryDto {
    @IsOptional()
    @IsIn(['ACTIVE', 'ARCHIVED'])
    status?: string;

    @IsOptional()
    @IsUUID()
    manufacturer?: string;
  }

  const query: ArgumentMetadata = { type: 'query', metatype: ListQuery };
  const UUID = '00000000-0000-4000-8000-000000000001';

  it('reads filter.x and x.id into the DTO', async () => {
    await expect(
      new AppValidationPipe().transform({ 'filter.status': 'ACTIVE', 'manufacturer.id': UUID, page: '1' }, query),
    ).resolves.toEqual(Object.assign(new ListQuery(), { page: 1, size: 20, status: 'ACTIVE', manufacturer: UUID }));
  });

  it('refuses unknown keys naming them as sent', async () => {
    const error = await new AppValidationPipe()
      .transform({ 'manufacturer.name': 'DJI', 'filter.colour': 'red' }, query)
      .catch((e: unknown) => e);
    expect((error as FieldValidationException).fieldErrors).toEqual([
      { field: 'manufacturer.name', error: 'property manufacturer.name should not exist' },
      { field: 'filter.colour', error: 'property filter.colour should not exist' },
    ]);
  });
});
