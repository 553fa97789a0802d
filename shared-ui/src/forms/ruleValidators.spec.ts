import { setLanguage } from '../i18n/instance';
import {
  addressText,
  bik,
  cyrillicPair,
  email,
  exactDigits,
  innIndividual,
  innOrganization,
  pastDate,
  phoneDigits,
  russianPhone,
  snils,
} from './ruleValidators';

beforeAll(() => setLanguage('en'));

describe('rule validators (docs/requirements.md#ui-masks)', () => {
  it('leave empty values to `required`', () => {
    for (const validate of [
      exactDigits(4),
      cyrillicPair,
      snils,
      innIndividual,
      innOrganization,
      bik,
      email,
      russianPhone,
      pastDate,
      addressText,
    ]) {
      expect(validate('')).toBeUndefined();
      expect(validate(undefined)).toBeUndefined();
    }
  });

  it('count digits exactly', () => {
    expect(exactDigits(6)('123456')).toBeUndefined();
    expect(exactDigits(6)('12345')).toBe('Enter 6 digits');
    expect(exactDigits(6)('12345a')).toBe('Enter 6 digits');
  });

  it('want two Cyrillic capitals for a military ticket series', () => {
    expect(cyrillicPair('АБ')).toBeUndefined();
    expect(cyrillicPair('ЁЖ')).toBeUndefined();
    expect(cyrillicPair('AB')).toBe('Two Cyrillic capital letters');
    expect(cyrillicPair('аб')).toBe('Two Cyrillic capital letters');
  });

  it('tell a SNILS of the wrong shape from one with a wrong check number', () => {
    expect(snils('112-233-445 95')).toBeUndefined();
    expect(snils('11223344595')).toBe('Enter the SNILS as 123-456-789 01');
    expect(snils('112-233-445 96')).toBe('The SNILS check number does not match — check the number');
  });

  it('check both INN check digits', () => {
    expect(innIndividual('500100732259')).toBeUndefined();
    expect(innIndividual('500100732258')).toBe('The INN check digits do not match — check the number');
    expect(innIndividual('7707083893')).toBe('Enter 12 digits');
    expect(innOrganization('7707083893')).toBeUndefined();
    expect(innOrganization('7707083894')).toBe('The INN check digits do not match — check the number');
  });

  it('check a BIK, an e-mail and a phone', () => {
    expect(bik('044525974')).toBeUndefined();
    expect(bik('144525974')).toBe('A Russian bank BIK starts with 04');
    expect(email('pilot@nebo.local')).toBeUndefined();
    expect(email('pilot@nebo')).toBeDefined();
    expect(russianPhone('+7 (912) 345-67-89')).toBeUndefined();
    expect(russianPhone('+7 (912) 345-67')).toBe('Enter the 10 digits after +7');
  });

  it('send phones as digits with code 7', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
    expect(phoneDigits('8 912 345 67 89')).toBe('79123456789');
    expect(phoneDigits('9123456789')).toBe('79123456789');
  });

  it('refuse issue dates in the future and impossible dates', () => {
    expect(pastDate('01.02.2020')).toBeUndefined();
    expect(pastDate('31.02.2020')).toBe('Enter the date as DD.MM.YYYY');
    expect(pastDate(`01.01.${new Date().getFullYear() + 1}`)).toBe('The date cannot be in the future');
  });

  it('allow quotes and № in addresses but not markup', () => {
    expect(addressText('г. Москва, ул. «Новая», д. 5, кв. №7')).toBeUndefined();
    expect(addressText('<script>')).toBe('Letters, digits, spaces and punctuation only');
  });
});
