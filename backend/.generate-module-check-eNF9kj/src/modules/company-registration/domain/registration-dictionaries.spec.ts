import { APPOINTMENT_BASES, COMPANY_TYPES } from '../../companies/domain/registration-info';
import { APPOINTMENT_BASIS_NAMES, COMPANY_TYPE_NAMES, dictionaryItems } from './registration-dictionaries';

describe('registration dictionaries (D4)', () => {
  it('name every code of the companies module, in its order', () => {
    expect(COMPANY_TYPE_NAMES.map((i) => i.code)).toEqual([...COMPANY_TYPES]);
    expect(APPOINTMENT_BASIS_NAMES.map((i) => i.code)).toEqual([...APPOINTMENT_BASES]);
  });

  it('answer in the request language with stable ids', () => {
    expect(dictionaryItems(APPOINTMENT_BASIS_NAMES, 'ru')[0]).toEqual({ id: 1, code: 'CHARTER', name: 'Устав' });
    expect(dictionaryItems(COMPANY_TYPE_NAMES, 'en')[1]).toEqual({ id: 2, code: 'IP', name: 'Individual entrepreneur' });
  });
});
