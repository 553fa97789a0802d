import { APPOINTMENT_BASES, COMPANY_TYPES } from '../../companies/domain/registration-info';
import {
  APPOINTMENT_BASIS_ITEMS,
  COMPANY_DOCUMENT_TYPE_ITEMS,
  COMPANY_DOCUMENT_TYPES,
  COMPANY_TYPE_ITEMS,
  localizedItems,
} from './profile-dictionaries';

describe('the company-area dictionaries', () => {
  it('name every code of the companies module, in its order', () => {
    expect(COMPANY_TYPE_ITEMS.map((i) => i.code)).toEqual([...COMPANY_TYPES]);
    expect(APPOINTMENT_BASIS_ITEMS.map((i) => i.code)).toEqual([...APPOINTMENT_BASES]);
    expect(COMPANY_DOCUMENT_TYPE_ITEMS.map((i) => i.code)).toEqual([...COMPANY_DOCUMENT_TYPES]);
  });

  it('answer in the requested language with 1-based ids', () => {
    expect(localizedItems(APPOINTMENT_BASIS_ITEMS, 'ru')[0]).toEqual({ id: 1, code: 'CHARTER', name: 'Устав' });
    expect(localizedItems(APPOINTMENT_BASIS_ITEMS, 'en')[3]).toEqual({ id: 4, code: 'DECISION', name: "Founder's decision" });
  });
});
