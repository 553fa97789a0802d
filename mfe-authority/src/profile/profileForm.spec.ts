import type { AuthorityProfileDto } from '../api/types';
import { contactPayload, isWebAddress, joinList, profilePayload, profileValues, splitList, validateProfile } from './profileForm';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const profile: AuthorityProfileDto = {
  id: 'a1',
  type: 'ZONAL_CENTER',
  code: 'ZC-MOSCOW',
  name: 'Московский зональный центр ЕС ОрВД',
  shortName: null,
  address: 'Москва, Ленинградский просп., 37',
  website: null,
  description: null,
  contacts: [
    { type: 'GENERAL', email: '', phone: '78005550101', spokesmanPost: null, spokesmanFullName: null },
    {
      type: 'SUBMISSION',
      email: 'zc-moscow@zc.sim.nebo.local; plan@zc.ru;',
      phone: '74951234567;74957654321',
      spokesmanPost: 'Начальник смены',
      spokesmanFullName: 'Волков С. А.',
    },
  ],
  avatar: null,
};

describe('the contacts lists ⇄ the semicolon-joined wire form', () => {
  it('splits a joined list, trimming and dropping empty items', () => {
    expect(splitList('a@x.ru; b@y.ru;;  ;c@z.ru ')).toEqual(['a@x.ru', 'b@y.ru', 'c@z.ru']);
    expect(splitList('')).toEqual([]);
    expect(splitList(null)).toEqual([]);
  });

  it('joins the form rows, dropping blank ones, and sends null for none', () => {
    expect(joinList([' a@x.ru', '', 'b@y.ru '])).toBe('a@x.ru;b@y.ru');
    expect(joinList(['', '  '])).toBeNull();
  });

  it('opens the stored contacts as one row per address and phone, phones masked; a missing type gets one empty row each', () => {
    const values = profileValues(profile);
    expect(values.contacts.SUBMISSION).toEqual({
      emails: ['zc-moscow@zc.sim.nebo.local', 'plan@zc.ru'],
      phones: ['+7 (495) 123-45-67', '+7 (495) 765-43-21'],
      spokesmanPost: 'Начальник смены',
      spokesmanFullName: 'Волков С. А.',
    });
    expect(values.contacts.GENERAL.phones).toEqual(['+7 (800) 555-01-01']);
    expect(values.contacts.SHR).toEqual({ emails: [''], phones: [''], spokesmanPost: '', spokesmanFullName: '' });
    expect(values.shortName).toBe('');
  });

  it('sends the form back joined, phones as digits, an all-empty type left out, blank texts as null', () => {
    const values = profileValues(profile);
    values.contacts.SUBMISSION.emails.push('  ');
    values.contacts.SUBMISSION.phones = ['+7 (495) 123-45-67', '8 (495) 765-43-21', '+7'];
    values.shortName = '  МЗЦ ';
    const payload = profilePayload(values);
    expect(payload.shortName).toBe('МЗЦ');
    expect(payload.website).toBeNull();
    expect(payload.contacts).toEqual([
      { type: 'GENERAL', email: null, phone: '78005550101', spokesmanPost: null, spokesmanFullName: null },
      {
        type: 'SUBMISSION',
        email: 'zc-moscow@zc.sim.nebo.local;plan@zc.ru',
        phone: '74951234567;74957654321',
        spokesmanPost: 'Начальник смены',
        spokesmanFullName: 'Волков С. А.',
      },
    ]);
    expect(contactPayload('SHR', { emails: [''], phones: [''], spokesmanPost: ' ', spokesmanFullName: '' })).toBeNull();
  });

  it('round-trips what the server answers (an empty list comes as "" and goes back as null, both meaning none)', () => {
    expect(profilePayload(profileValues(profile)).contacts).toEqual([
      { ...profile.contacts[0], email: null },
      { ...profile.contacts[1], email: 'zc-moscow@zc.sim.nebo.local;plan@zc.ru' },
    ]);
  });
});

describe('the profile form validation', () => {
  it('puts each bad address and phone on its own row', () => {
    const values = profileValues(profile);
    values.contacts.SUBMISSION.emails = ['ok@zc.ru', 'not-an-address'];
    values.contacts.GENERAL.phones = ['+7 (495) 12', ''];
    const errors = validateProfile(values, t) as { contacts: Record<string, { emails?: unknown[]; phones?: unknown[] }> };
    expect(errors.contacts.SUBMISSION.emails?.[0]).toBeUndefined();
    expect(errors.contacts.SUBMISSION.emails?.[1]).toEqual(expect.any(String));
    expect(errors.contacts.GENERAL.phones?.[0]).toEqual(expect.any(String));
    expect(errors.contacts.GENERAL.phones?.[1]).toBeUndefined();
    expect(errors.contacts.SHR).toBeUndefined();
  });

  it('requires the name and checks the website and lengths', () => {
    const values = profileValues(profile);
    values.name = ' ';
    values.website = 'not a site';
    values.description = 'x'.repeat(4001);
    expect(validateProfile(values, t)).toEqual({
      name: 'profile.errors.nameRequired',
      website: 'profile.errors.website',
      description: 'profile.errors.tooLong {"max":4000}',
    });
    expect(validateProfile(profileValues(profile), t)).toEqual({});
  });

  it('takes a website with or without its scheme', () => {
    expect(isWebAddress('https://zc-moscow.ru')).toBe(true);
    expect(isWebAddress('мзц.рф')).toBe(true);
    expect(isWebAddress('ftp://x.ru')).toBe(false);
    expect(isWebAddress('localhost')).toBe(false);
  });
});
