import type { CompanyRegistrationInfo } from '../../companies/domain/registration-info';
import { changedFields, changedLegalFields, legalPart, splitProfileChange } from './info-changes';

const info: CompanyRegistrationInfo = {
  companyType: 'OOO',
  name: 'Общество с ограниченной ответственностью «Небо»',
  shortName: 'ООО «Небо»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  registrationAddress: 'Москва, ул. Вавилова, 19',
  actualAddress: 'Москва, ул. Вавилова, 19',
  email: 'info@nebo.test',
  phoneCode: '7',
  phoneNumber: '4951234567',
  managerLastName: 'Иванов',
  managerFirstName: 'Иван',
  managerPatronymic: null,
  managerPost: 'Генеральный директор',
  managerPostAppointmentBasis: 'CHARTER',
  website: null,
};

describe('changes of the registration info (D6)', () => {
  it('lists the differing fields in the form order, a missing value equal to null', () => {
    expect(changedFields(info, { ...info })).toEqual([]);
    expect(changedFields(info, { ...info, website: 'https://nebo.test', inn: '7736050003', managerPatronymic: undefined })).toEqual([
      'inn',
      'website',
    ]);
  });

  it('splits contact data (applied at once) from legal data (reviewed)', () => {
    const change = splitProfileChange(info, { ...info, email: 'new@nebo.test', phoneNumber: '4957654321', shortName: 'ООО «Небо-2»' });
    expect(change).toEqual({
      contactFields: ['email', 'phoneNumber'],
      contact: { email: 'new@nebo.test', phoneNumber: '4957654321' },
      legalFields: ['shortName'],
    });
    expect(splitProfileChange(info, { ...info, website: 'https://nebo.test' }).legalFields).toEqual([]);
  });

  it('takes the legal part only, for an approved change', () => {
    const legal = legalPart({ ...info, managerPatronymic: 'Петрович' });
    expect(legal).toMatchObject({ inn: info.inn, managerPatronymic: 'Петрович', managerPostAppointmentBasis: 'CHARTER' });
    expect(Object.keys(legal)).not.toContain('email');
    expect(changedLegalFields(info, { ...info, email: 'x@nebo.test', kpp: '773601002' })).toEqual(['kpp']);
  });
});
