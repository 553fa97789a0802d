import { FORM_ERROR } from 'final-form';
import { ApiRequestError } from '../api/errors';
import { submissionErrorsFrom, withServerErrors } from './serverErrors';
import { birthDate, composeValidators, personName, required } from './validators';

const badRequest = (message: string, detailedError: { field: string; error: string }[] = []) =>
  new ApiRequestError({ error: 'Bad Request', statusCode: 400, message, detailedError });

describe('submissionErrorsFrom', () => {
  it('puts detailed errors on their fields, nested paths included', () => {
    const error = badRequest('x', [
      { field: 'firstName', error: 'letters only' },
      { field: 'bankAccount.bik', error: '9 digits' },
    ]);
    expect(submissionErrorsFrom(error)).toEqual({ firstName: 'letters only', bankAccount: { bik: '9 digits' } });
  });

  it('splits field:error strings from the message when there is no detailedError', () => {
    expect(submissionErrorsFrom(badRequest('lastName:too long; birthDate:age must be 18 to 100'))).toEqual({
      lastName: 'too long',
      birthDate: 'age must be 18 to 100',
    });
  });

  it('uses the message as the form error when no field is named', () => {
    expect(submissionErrorsFrom(badRequest('Profile is locked'))).toEqual({ [FORM_ERROR]: 'Profile is locked' });
  });

  it('keeps errors about fields the form does not show as a form error', () => {
    const error = badRequest('x', [
      { field: 'firstName', error: 'letters only' },
      { field: 'ghost', error: 'unknown thing' },
    ]);
    expect(submissionErrorsFrom(error, { fields: ['firstName'] })).toEqual({ firstName: 'letters only', [FORM_ERROR]: 'unknown thing' });
  });

  it('wraps submit functions', async () => {
    await expect(withServerErrors(async () => undefined)({})).resolves.toBeUndefined();
    await expect(withServerErrors(async () => Promise.reject(badRequest('sex:must be M or F')))({})).resolves.toEqual({
      sex: 'must be M or F',
    });
  });
});

describe('validators', () => {
  it('mirror the server rules for names', () => {
    expect(personName('Анна-Мария')).toBeUndefined();
    expect(personName("O'Neil (Jr.), Smith")).toBeUndefined();
    expect(personName('Ivan2')).toBeDefined();
    expect(required('  ')).toBeDefined();
  });

  it('accept only real dates of people aged 18 to 100', () => {
    const year = new Date().getFullYear();
    expect(birthDate('01.01.2000')).toBeUndefined();
    expect(birthDate('31.02.2000')).toBeDefined();
    expect(birthDate(`01.01.${year - 10}`)).toBeDefined();
    expect(birthDate(`01.01.${year - 120}`)).toBeDefined();
    expect(composeValidators<string | undefined>(required, birthDate)('')).toBeDefined();
  });
});
