import { infoRows, rawValue } from './infoDiff';

const info = {
  companyType: 'OOO',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  inn: '7712345676',
  kpp: '771201001',
  ogrn: '1027700132195',
  registrationAddress: 'Москва, ул. Тверская, 1',
  actualAddress: 'Москва, ул. Тверская, 1',
  email: 'info@nebo-test.ru',
  phoneCode: '7',
  phoneNumber: '4951234567',
  managerLastName: 'Иванов',
  managerFirstName: 'Иван',
  managerPatronymic: null,
  managerPost: 'Генеральный директор',
  managerPostAppointmentBasis: 'CHARTER',
  webSiteUrl: null,
};

describe('registration info comparison', () => {
  it('reads the phone as code and number, and empty values as not given', () => {
    expect(rawValue(info, 'phone')).toBe('+7 4951234567');
    expect(rawValue({ ...info, phoneCode: null }, 'phone')).toBe('+7 4951234567');
    expect(rawValue({ ...info, phoneNumber: '' }, 'phone')).toBe('');
    expect(rawValue(info, 'managerPatronymic')).toBe('');
    expect(rawValue({ website: 'https://nebo.ru' }, 'webSiteUrl')).toBe('https://nebo.ru');
    expect(rawValue(null, 'inn')).toBe('');
  });

  it('marks nothing for a new registration (no previous version)', () => {
    const rows = infoRows(null, info);
    expect(rows).toHaveLength(16);
    expect(rows.some((row) => row.changed)).toBe(false);
    expect(rows.find((row) => row.field === 'inn')).toEqual({ field: 'inn', previous: '', current: '7712345676', changed: false });
  });

  it('marks exactly the fields a change request changes', () => {
    const rows = infoRows(info, {
      ...info,
      name: 'ООО «Небо»',
      managerPatronymic: 'Петрович',
      phoneNumber: '4957654321',
      email: ' info@nebo-test.ru ',
    });
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual(['name', 'phone', 'managerPatronymic']);
  });
});
