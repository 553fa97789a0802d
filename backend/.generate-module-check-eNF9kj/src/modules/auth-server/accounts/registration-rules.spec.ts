import { isStrongPassword, validateRegistration, type RegistrationInput } from './registration-rules';

const valid: RegistrationInput = {
  email: 'maria@example.ru',
  givenName: 'Мария',
  familyName: "Соколова-д'Арк",
  password: 'Skyward2026',
  passwordConfirm: 'Skyward2026',
};

describe('registration rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires at least 8 characters with letters and digits', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true);
    expect(isStrongPassword('пароль2026')).toBe(true);
    expect(isStrongPassword('abc1')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });

  it('reports one error per field, on that field', () => {
    expect(
      validateRegistration({ email: 'not-an-email', givenName: '', familyName: 'R2D2', password: 'short', passwordConfirm: 'other' }),
    ).toEqual({
      email: 'emailInvalid',
      givenName: 'required',
      familyName: 'nameInvalid',
      password: 'passwordWeak',
      passwordConfirm: 'passwordMismatch',
    });
  });

  it('trims spaces around the e-mail and names before judging them', () => {
    expect(validateRegistration({ ...valid, email: '  maria@example.ru ', givenName: ' Мария ' })).toEqual({});
    expect(validateRegistration({ ...valid, givenName: '   ' })).toEqual({ givenName: 'required' });
  });
});
