import { setLanguage } from '@nebo/shared-ui';
import { registerShellTranslations } from '../../../i18n';
import { fieldValidator, filesValidator, toDocumentPayload } from './documentForm';
import { documentTypeBySlug, DOCUMENT_TYPES, type DocumentTypeConfig } from './documentTypes';

const type = (slug: string): DocumentTypeConfig => documentTypeBySlug(slug)!;

beforeAll(() => {
  registerShellTranslations();
  setLanguage('en');
});

describe('document types', () => {
  it('has the six pages of the spec with their codes', () => {
    expect(DOCUMENT_TYPES.map((t) => [t.slug, t.code])).toEqual([
      ['passport', 'RU_PASSPORT'],
      ['military-ticket', 'RU_MILITARY_TICKET'],
      ['military-identity-card', 'RU_MILITARY_IDENTITY_CARD'],
      ['remote-pilot-license', 'RU_REMOTE_PILOT_LICENSE'],
      ['inn', 'RU_INN'],
      ['snils', 'RU_SNILS'],
    ]);
    expect(type('remote-pilot-license').fields).not.toContain('issuer');
    expect(type('inn').fields).toEqual(['number']);
    expect(type('passport').masks).toMatchObject({ series: '9999', number: '999999' });
    expect(type('snils').masks.number).toBe('999-999-999 99');
  });
});

describe('document validation (docs/requirements.md#ui-masks)', () => {
  it('passport: 4-digit series, 6-digit number, an issue date not in the future', () => {
    const passport = type('passport');
    expect(fieldValidator(passport, 'series')('4510')).toBeUndefined();
    expect(fieldValidator(passport, 'series')('451')).toBe('Enter 4 digits');
    expect(fieldValidator(passport, 'number')('12345')).toBe('Enter 6 digits');
    expect(fieldValidator(passport, 'number')('')).toBe('Fill in this field');
    expect(fieldValidator(passport, 'issued')('01.02.2015')).toBeUndefined();
    expect(fieldValidator(passport, 'issued')(`01.02.${new Date().getFullYear() + 2}`)).toBe('The date cannot be in the future');
    expect(fieldValidator(passport, 'residenceAddress')('<b>')).toBe('Letters, digits, spaces and punctuation only');
  });

  it('military ticket: two Cyrillic capitals and seven digits', () => {
    const ticket = type('military-ticket');
    expect(fieldValidator(ticket, 'series')('АБ')).toBeUndefined();
    expect(fieldValidator(ticket, 'series')('AB')).toBe('Two Cyrillic capital letters');
    expect(fieldValidator(ticket, 'number')('1234567')).toBeUndefined();
    expect(fieldValidator(ticket, 'number')('123456')).toBe('Enter 7 digits');
  });

  it('INN and SNILS: the real check digits', () => {
    expect(fieldValidator(type('inn'), 'number')('500100732259')).toBeUndefined();
    expect(fieldValidator(type('inn'), 'number')('500100732258')).toBe('The INN check digits do not match — check the number');
    expect(fieldValidator(type('snils'), 'number')('112-233-445 95')).toBeUndefined();
    expect(fieldValidator(type('snils'), 'number')('112-233-445 96')).toBe('The SNILS check number does not match — check the number');
  });

  it('a licence number is free text up to 150 characters', () => {
    const licence = type('remote-pilot-license');
    expect(fieldValidator(licence, 'number')('RP-77-000123')).toBeUndefined();
    expect(fieldValidator(licence, 'number')('x'.repeat(151))).toBe('At most 150 characters');
  });

  it('scans are required except for INN and SNILS', () => {
    expect(filesValidator(type('passport'))?.([])).toBe('Attach at least one scan or photo of the document');
    expect(filesValidator(type('passport'))?.([{ kind: 'stored', file: { id: 'f' } }])).toBeUndefined();
    expect(filesValidator(type('inn'))).toBeUndefined();
  });
});

describe('toDocumentPayload', () => {
  it('trims texts, sends the date as YYYY-MM-DD and leaves out fields of other types', () => {
    expect(
      toDocumentPayload(type('passport'), {
        series: '4510',
        number: '123456',
        issued: '01.02.2015',
        issuer: ' ОВД Тверского района ',
        birthPlace: 'г. Москва',
        residenceAddress: 'г. Москва, ул. Тверская, д. 1',
      }),
    ).toEqual({
      typeCode: 'RU_PASSPORT',
      series: '4510',
      number: '123456',
      issued: '2015-02-01',
      issuer: 'ОВД Тверского района',
      birthPlace: 'г. Москва',
      residenceAddress: 'г. Москва, ул. Тверская, д. 1',
    });
    expect(toDocumentPayload(type('snils'), { number: '112-233-445 95', issuer: 'ignored' })).toEqual({
      typeCode: 'RU_SNILS',
      number: '112-233-445 95',
    });
  });
});
