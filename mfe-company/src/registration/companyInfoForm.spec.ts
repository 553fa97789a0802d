import { ApiRequestError } from '@nebo/shared-ui';
import { LEGAL_INN, LEGAL_OGRN, OGRNIP, PERSON_INN, profileForm, registrationInfo } from '../api/testing';
import {
  changedFields,
  companyInfoErrors,
  companyInfoValues,
  identifierMasks,
  isContactField,
  profilePayload,
  registrationPayload,
  validateCompanyInfo,
  type CompanyInfoValues,
} from './companyInfoForm';
import { isValidOgrn, isValidOgrnip } from './identifiers';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const valid = (): CompanyInfoValues => companyInfoValues(registrationInfo);

describe('the company identifiers', () => {
  it('checks OGRN (13) and OGRNIP (15) check digits', () => {
    expect(isValidOgrn(LEGAL_OGRN)).toBe(true);
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('102770013219')).toBe(false);
    expect(isValidOgrnip(OGRNIP)).toBe(true);
    expect(isValidOgrnip('304500116400016')).toBe(false);
  });

  it('masks INN and OGRN by legal form', () => {
    expect(identifierMasks('OOO')).toEqual({ inn: '9999999999', ogrn: '9999999999999', kpp: '999999999' });
    expect(identifierMasks('IP').inn).toHaveLength(12);
    expect(identifierMasks('IP').ogrn).toHaveLength(15);
  });
});

describe('the registration info form', () => {
  it('opens the stored info with the phone masked, and accepts it as it is', () => {
    const values = valid();
    expect(values.phone).toBe('+7 (495) 123-45-67');
    expect(values.managerPatronymic).toBe('');
    expect(validateCompanyInfo(values, t)).toEqual({});
  });

  it('requires every field but the patronymic and the website; a legal entity needs a KPP', () => {
    const errors = validateCompanyInfo({ ...valid(), name: ' ', kpp: '', phone: '+7', managerPostAppointmentBasis: '' }, t);
    expect(errors).toEqual({
      name: 'info.errors.required',
      kpp: 'info.errors.required',
      phone: 'info.errors.required',
      managerPostAppointmentBasis: 'info.errors.required',
    });
  });

  it('wants a 10-digit INN, a 13-digit OGRN and a 9-digit KPP with right check digits for a legal entity', () => {
    expect(validateCompanyInfo({ ...valid(), inn: PERSON_INN, ogrn: OGRNIP, kpp: '7736' }, t)).toEqual({
      inn: 'info.errors.digits {"count":10}',
      ogrn: 'info.errors.digits {"count":13}',
      kpp: 'info.errors.digits {"count":9}',
    });
    expect(validateCompanyInfo({ ...valid(), inn: '7707083894', ogrn: '1027700132196' }, t)).toEqual({
      inn: 'info.errors.innChecksum',
      ogrn: 'info.errors.ogrnChecksum',
    });
  });

  it('wants a 12-digit INN and a 15-digit OGRNIP for a sole proprietor, and no KPP', () => {
    const ip = { ...valid(), companyType: 'IP', kpp: '' };
    expect(validateCompanyInfo({ ...ip, inn: LEGAL_INN, ogrn: LEGAL_OGRN }, t)).toEqual({
      inn: 'info.errors.digits {"count":12}',
      ogrn: 'info.errors.digits {"count":15}',
    });
    expect(validateCompanyInfo({ ...ip, inn: '500100732258', ogrn: '304500116400016' }, t)).toEqual({
      inn: 'info.errors.innChecksum',
      ogrn: 'info.errors.ogrnipChecksum',
    });
    expect(validateCompanyInfo({ ...ip, inn: PERSON_INN, ogrn: OGRNIP }, t)).toEqual({});
    // A KPP typed before switching to IP is not sent.
    expect(registrationPayload({ ...ip, inn: PERSON_INN, ogrn: OGRNIP, kpp: '773601001' }).kpp).toBeNull();
  });

  it('checks the e-mail, the phone, names, addresses and the website', () => {
    expect(
      validateCompanyInfo(
        {
          ...valid(),
          email: 'office@',
          phone: '+7 (495) 12',
          managerLastName: 'Иванов1',
          actualAddress: 'Москва <b>',
          website: 'not a site',
        },
        t,
      ),
    ).toEqual({
      email: 'info.errors.email',
      phone: 'info.errors.phone',
      managerLastName: 'info.errors.name',
      actualAddress: 'info.errors.address',
      website: 'info.errors.website',
    });
  });

  it('sends trimmed values, empty optional strings as null, the phone as code + 10 digits, the site by its wire name', () => {
    const values = { ...valid(), name: '  ООО «Небо»  ', website: ' nebo-test.ru ', managerPatronymic: ' ' };
    const registration = registrationPayload(values) as unknown as Record<string, unknown>;
    expect(registration).toMatchObject({
      name: 'ООО «Небо»',
      phoneCode: '7',
      phoneNumber: '4951234567',
      webSiteUrl: 'nebo-test.ru',
      managerPatronymic: null,
    });
    expect(registration.website).toBeUndefined();
    const profile = profilePayload(values) as unknown as Record<string, unknown>;
    expect(profile.website).toBe('nebo-test.ru');
    expect(profile.webSiteUrl).toBeUndefined();
    expect(profilePayload(companyInfoValues(profileForm))).toEqual(profileForm);
  });

  it('puts the server field errors on their fields, the site and phone parts renamed, the rest in the banner', () => {
    const error = new ApiRequestError({
      error: 'Bad Request',
      message: 'Validation failed',
      statusCode: 400,
      detailedError: [
        { field: 'inn', error: 'ИНН уже используется' },
        { field: 'webSiteUrl', error: 'Неверный адрес' },
        { field: 'phoneNumber', error: 'Неверный номер' },
        { field: 'something', error: 'Странное поле' },
      ],
    });
    expect(companyInfoErrors(error)).toMatchObject({
      inn: 'ИНН уже используется',
      website: 'Неверный адрес',
      phone: 'Неверный номер',
      'FINAL_FORM/form-error': 'Странное поле',
    });
  });

  it('tells contact fields (applied at once) from legal ones (reviewed) and lists what changed', () => {
    expect(['actualAddress', 'email', 'phone', 'website', 'phoneNumber'].every(isContactField)).toBe(true);
    expect(['name', 'inn', 'kpp', 'managerPost', 'companyType'].some(isContactField)).toBe(false);
    const before = valid();
    expect(changedFields(before, { ...before, email: 'new@nebo-test.ru', name: 'ООО «Другое»', phone: '+7 (495) 123-45-67' })).toEqual([
      'name',
      'email',
    ]);
  });
});
