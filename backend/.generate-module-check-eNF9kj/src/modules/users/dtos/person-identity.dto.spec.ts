import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AppValidationPipe } from '../../../common/validation/app-validation.pipe';
import { PersonIdentityDto } from './person-identity.dto';

const valid = { sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: 'Сергеевич', birthDate: '1990-05-17' };

async function validate(body: unknown): Promise<PersonIdentityDto> {
  return (await new AppValidationPipe().transform(body, { type: 'body', metatype: PersonIdentityDto })) as PersonIdentityDto;
}

async function fieldErrors(body: unknown): Promise<Record<string, string[]>> {
  try {
    await validate(body);
  } catch (error) {
    if (!(error instanceof FieldValidationException)) throw error;
    const byField: Record<string, string[]> = {};
    for (const { field, error: message } of error.fieldErrors) (byField[field] ??= []).push(message);
    return byField;
  }
  throw new Error('expected a validation failure');
}

describe('PersonIdentityDto', () => {
  it('accepts the personal-data form and trims names', async () => {
    const dto = await validate({ ...valid, lastName: '  Петров ', patronymic: '' });
    expect(dto).toMatchObject({ sex: 'M', lastName: 'Петров', firstName: 'Иван', patronymic: null, birthDate: '1990-05-17' });
  });

  it('lets sex, patronymic and birth date be omitted or null', async () => {
    await expect(validate({ lastName: 'Петров', firstName: 'Иван' })).resolves.toBeInstanceOf(PersonIdentityDto);
    await expect(validate({ lastName: 'Петров', firstName: 'Иван', sex: null, patronymic: null, birthDate: null })).resolves.toBeInstanceOf(
      PersonIdentityDto,
    );
  });

  it('requires the last and first names', async () => {
    const errors = await fieldErrors({ sex: 'F', lastName: '   ' });
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName']);
    expect(errors.lastName).toContain('lastName should not be empty');
  });

  it('accepts only M or F', async () => {
    expect(await fieldErrors({ ...valid, sex: 'X' })).toEqual({ sex: ['sex must be one of the following values: M, F'] });
    expect(await fieldErrors({ ...valid, sex: 'm' })).toHaveProperty('sex');
  });

  it.each(['lastName', 'firstName', 'patronymic'])('applies the name pattern and length to %s', async (field) => {
    expect(await fieldErrors({ ...valid, [field]: 'Иван2' })).toEqual({
      [field]: [`${field} may contain only letters, spaces, hyphens, dots, apostrophes, commas and brackets, and must start with a letter`],
    });
    expect(await fieldErrors({ ...valid, [field]: 'Я'.repeat(101) })).toEqual({
      [field]: [`${field} must be shorter than or equal to 100 characters`],
    });
    await expect(validate({ ...valid, [field]: 'Я'.repeat(100) })).resolves.toBeInstanceOf(PersonIdentityDto);
  });

  it('needs a real YYYY-MM-DD birth date', async () => {
    for (const birthDate of ['17.05.1990', '1990-02-30', '1990-5-17', 19900517]) {
      expect(await fieldErrors({ ...valid, birthDate })).toEqual({
        birthDate: ['birthDate must be an existing date in the format YYYY-MM-DD'],
      });
    }
  });

  it('refuses wrong types and unknown fields', async () => {
    expect(await fieldErrors({ ...valid, lastName: 42, nickname: 'Ваня' })).toEqual({
      lastName: expect.arrayContaining(['lastName must be a string']),
      nickname: ['property nickname should not exist'],
    });
  });
});
