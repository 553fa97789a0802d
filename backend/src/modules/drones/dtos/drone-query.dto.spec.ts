import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';
import { DroneQueryDto, fastDroneQuery } from './drone-query.dto';

const metadata: ArgumentMetadata = { type: 'query', metatype: DroneQueryDto };
const pipe = new AppValidationPipe();

/** The rules alone (class-transformer and class-validator), without the pipe's fast path. */
function fullValidation(raw: Record<string, unknown>): Promise<unknown> {
  return ValidationPipe.prototype.transform.call(pipe, { ...raw }, metadata).catch((error: unknown) => error);
}

const UUID = '3f2a8c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
/** Values of each key worth comparing: valid ones, borderline ones and wrong ones. */
const CANDIDATES: Record<string, unknown[]> = {
  page: [undefined, '0', '3', '999999999', '', ' 1', '-1', '1.5', '1e2', '0x10', 'abc', ['1', '2']],
  size: [undefined, '1', '20', '100', '0', '101', '007', '', '5 ', ['5']],
  sort: [undefined, 'CREATE_DATE', 'NAME-', 'X9_', 'name', 'NAME--', '', '-NAME', ['NAME']],
  query: [undefined, 'dji', '  mavic  ', '   ', '', 'я'.repeat(200), 'я'.repeat(201), ` ${'a'.repeat(200)} `, '😀'.repeat(150), ['a', 'b']],
  model: [undefined, UUID, UUID.toUpperCase(), '00000000-0000-0000-0000-000000000000', 'not-a-uuid', `${UUID} `, ''],
  weightClass: [undefined, 'LIGHT', 'light', '', ['LIGHT']],
  droneType: [undefined, 'MULTICOPTER', 'PLANE', 'multicopter', ''],
  unknown: [undefined, 'x'],
};

/** Every candidate of each key against a base query, and pairs of keys, without a full cross product. */
function queries(): Array<Record<string, unknown>> {
  const keys = Object.keys(CANDIDATES);
  const build = (entries: Array<[string, unknown]>) =>
    Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Record<string, unknown>;
  const result: Array<Record<string, unknown>> = [{}];
  for (const a of keys) {
    for (const valueA of CANDIDATES[a]) {
      result.push(build([[a, valueA]]));
      for (const b of keys) if (b > a) for (const valueB of CANDIDATES[b]) result.push(build([[a, valueA], [b, valueB]]));
    }
  }
  return result;
}

describe('fastDroneQuery', () => {
  it('builds exactly the DTO the rules build, whenever it decides', async () => {
    let decided = 0;
    for (const raw of queries()) {
      const fast = fastDroneQuery(raw);
      if (fast === undefined) continue;
      decided++;
      const full = await fullValidation(raw);
      expect({ raw, full }).toEqual({ raw, full: fast });
      expect(full).toBeInstanceOf(DroneQueryDto);
      expect(fast).toBeInstanceOf(DroneQueryDto);
    }
    // The comparison must have covered plenty of accepted queries, not vacuously passed.
    expect(decided).toBeGreaterThan(300);
  });

  it("decides the queries the pilot's page sends", () => {
    expect(fastDroneQuery({})).toEqual({ page: 0, size: 20 });
    expect(fastDroneQuery({ page: '2', size: '50', sort: 'NAME-', query: ' dji ', model: UUID, weightClass: 'LIGHT', droneType: 'MULTICOPTER' })).toEqual({
      page: 2,
      size: 50,
      sort: 'NAME-',
      query: 'dji',
      model: UUID,
      weightClass: 'LIGHT',
      droneType: 'MULTICOPTER',
    });
  });
});

describe('the validation pipe with DroneQueryDto', () => {
  it('answers a valid query from the fast path', async () => {
    await expect(pipe.transform({ size: '10', weightClass: 'LIGHT' }, metadata)).resolves.toEqual({ page: 0, size: 10, weightClass: 'LIGHT' });
  });

  it.each([
    [{ size: '0' }, 'size:size must not be less than 1'],
    [{ page: 'x' }, 'page:page must not be less than 0; page:page must be an integer number'],
    [{ colour: 'red' }, 'colour:property colour should not exist'],
    [{ model: 'abc' }, 'model:model must be a UUID'],
  ])('leaves %j to the rules, which word the error as before', async (raw, message) => {
    const error = await pipe.transform(raw, metadata).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationException);
    expect((error as FieldValidationException).getResponse()).toMatchObject({ message });
    expect(await fullValidation(raw)).toEqual(error);
  });
});
