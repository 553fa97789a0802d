import { setLanguage } from '@nebo/shared-ui';
import { registerShellTranslations } from '../../../i18n';
import { admittedInitialValues, admittedValidators, documentPartValidator, toAdmittedPayload } from './admittedForm';

beforeAll(() => {
  registerShellTranslations();
  setLanguage('en');
});

describe('admitted person form', () => {
  it('shows a stored person with the phone masked and the date as DD.MM.YYYY', () => {
    expect(
      admittedInitialValues({
        id: '1',
        lastName: 'Орлова',
        firstName: 'Мария',
        birthDate: '1995-04-12',
        phone: '79123456789',
        email: null,
        document: { typeCode: 'RU_MILITARY_TICKET', series: 'АБ', number: '1234567' },
      }),
    ).toEqual({
      lastName: 'Орлова',
      firstName: 'Мария',
      patronymic: '',
      birthDate: '12.04.1995',
      phone: '+7 (912) 345-67-89',
      email: '',
      document: { typeCode: 'RU_MILITARY_TICKET', series: 'АБ', number: '1234567' },
    });
  });

  it('sends digits, YYYY-MM-DD and leaves out empty optional strings', () => {
    expect(
      toAdmittedPayload({
        lastName: ' Орлова ',
        firstName: 'Мария',
        patronymic: '',
        birthDate: '12.04.1995',
        phone: '+7 (912) 345-67-89',
        email: ' maria@example.ru ',
        document: { typeCode: 'RU_REMOTE_PILOT_LICENSE', series: '', number: 'RP-0042' },
      }),
    ).toEqual({
      lastName: 'Орлова',
      firstName: 'Мария',
      birthDate: '1995-04-12',
      phone: '79123456789',
      email: 'maria@example.ru',
      document: { typeCode: 'RU_REMOTE_PILOT_LICENSE', number: 'RP-0042' },
    });
  });

  it('checks names, age and phone', () => {
    expect(admittedValidators.lastName('Orlova2')).toBe('Letters, hyphen, space, dot, apostrophe, comma and brackets only');
    expect(admittedValidators.birthDate(`01.01.${new Date().getFullYear() - 5}`)).toBe('Age must be between 18 and 100');
    expect(admittedValidators.phone('+7 (912) 345')).toBe('Enter the 10 digits after +7');
    expect(admittedValidators.phone('')).toBe('Fill in this field');
    expect(admittedValidators.email('maria@')).toBeDefined();
    expect(admittedValidators.email('')).toBe('Fill in this field');
  });

  it('checks the document by the rules of its type', () => {
    const passport = { document: { typeCode: 'RU_PASSPORT' as const } };
    const ticket = { document: { typeCode: 'RU_MILITARY_TICKET' as const } };
    expect(documentPartValidator('series')('4510', passport)).toBeUndefined();
    expect(documentPartValidator('series')('АБ', passport)).toBe('Enter 4 digits');
    expect(documentPartValidator('series')('АБ', ticket)).toBeUndefined();
    expect(documentPartValidator('number')('123456', ticket)).toBe('Enter 7 digits');
  });
});
