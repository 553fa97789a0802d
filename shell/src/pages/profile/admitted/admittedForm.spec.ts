import { setLanguage } from '@nebo/shared-ui';
import { registerShellTranslations } from '../../../i18n';
import { admittedInitialValues, admittedValidators, toAdmittedPayload } from './admittedForm';

beforeAll(() => {
  registerShellTranslations();
  setLanguage('en');
});

describe('admitted person form', () => {
  it('shows a stored person with the phone masked and the date as DD.MM.YYYY', () => {
    expect(admittedInitialValues({ id: '1', lastName: 'Орлова', firstName: 'Мария', birthDate: '1995-04-12', phone: '79123456789', email: null })).toEqual({
      lastName: 'Орлова',
      firstName: 'Мария',
      patronymic: '',
      birthDate: '12.04.1995',
      phone: '+7 (912) 345-67-89',
      email: '',
    });
  });

  it('sends digits, YYYY-MM-DD and leaves out empty optional strings', () => {
    expect(toAdmittedPayload({ lastName: ' Орлова ', firstName: 'Мария', patronymic: '', birthDate: '12.04.1995', phone: '+7 (912) 345-67-89', email: '' })).toEqual({
      lastName: 'Орлова',
      firstName: 'Мария',
      birthDate: '1995-04-12',
      phone: '79123456789',
    });
  });

  it('checks names, age and phone', () => {
    expect(admittedValidators.lastName('Orlova2')).toBe('Letters, hyphen, space, dot, apostrophe, comma and brackets only');
    expect(admittedValidators.birthDate(`01.01.${new Date().getFullYear() - 5}`)).toBe('Age must be between 18 and 100');
    expect(admittedValidators.phone('+7 (912) 345')).toBe('Enter the 10 digits after +7');
    expect(admittedValidators.phone('')).toBe('Fill in this field');
    expect(admittedValidators.email('maria@')).toBeDefined();
  });
});
