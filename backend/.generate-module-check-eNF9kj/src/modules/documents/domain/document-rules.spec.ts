import { parseDocument } from './document-rules';

const TODAY = '2026-11-22';
const passport = {
  typeCode: 'RU_PASSPORT',
  series: '4510',
  number: '123456',
  issued: '2015-06-01',
  issuer: 'ОУФМС России по г. Москве',
  residenceAddress: 'г. Москва, ул. Тверская, д. 1, кв. 2',
  birthPlace: 'г. Калуга',
};
const fields = (raw: Record<string, unknown>) => parseDocument(raw, TODAY).errors.map((e) => e.field);

describe('parseDocument', () => {
  it('accepts a complete passport and keeps referenced scans', () => {
    const id = '6f1c1b0e-8a7d-4c55-9d1e-1f1f1f1f1f1f';
    const { input, errors } = parseDocument({ ...passport, files: [{ id }], esiaDocument: false }, TODAY);
    expect(errors).toEqual([]);
    expect(input).toMatchObject({ typeCode: 'RU_PASSPORT', series: '4510', number: '123456', keptFileIds: [id] });
  });

  it('applies the passport masks and requires its fields', () => {
    expect(fields({ ...passport, series: '451', number: '12345' })).toEqual(['series', 'number']);
    expect(fields({ typeCode: 'RU_PASSPORT', series: '4510', number: '123456' })).toEqual([
      'issued',
      'issuer',
      'residenceAddress',
      'birthPlace',
    ]);
  });

  it('refuses an issue date in the future or that does not exist', () => {
    expect(parseDocument({ ...passport, issued: '2026-11-23' }, TODAY).errors).toEqual([
      { field: 'issued', error: 'issued must not be in the future' },
    ]);
    expect(fields({ ...passport, issued: '2015-02-30' })).toEqual(['issued']);
  });

  it('military ticket: two Cyrillic capitals and seven digits', () => {
    const ticket = {
      typeCode: 'RU_MILITARY_TICKET',
      series: 'АБ',
      number: '1234567',
      issued: '2010-01-01',
      issuer: 'Военный комиссариат г. Казани',
    };
    expect(fields(ticket)).toEqual([]);
    expect(fields({ ...ticket, series: 'AB', number: '123456' })).toEqual(['series', 'number']);
  });

  it('pilot licence has no issuer; number up to 150 characters', () => {
    const licence = { typeCode: 'RU_REMOTE_PILOT_LICENSE', number: 'ВП-000123', issued: '2024-03-01' };
    expect(fields(licence)).toEqual([]);
    expect(fields({ ...licence, issuer: 'Росавиация' })).toEqual(['issuer']);
    expect(fields({ ...licence, number: '1'.repeat(151) })).toEqual(['number']);
  });

  it('INN and SNILS carry a checked number only', () => {
    expect(fields({ typeCode: 'RU_INN', number: '500100732259' })).toEqual([]);
    expect(parseDocument({ typeCode: 'RU_INN', number: '500100732258' }, TODAY).errors).toEqual([
      { field: 'number', error: 'INN check digits do not match' },
    ]);
    expect(fields({ typeCode: 'RU_SNILS', number: '112-233-445 95' })).toEqual([]);
    expect(fields({ typeCode: 'RU_SNILS', number: '112-233-445 94' })).toEqual(['number']);
    expect(fields({ typeCode: 'RU_SNILS', number: '112-233-445 95', series: '11' })).toEqual(['series']);
  });

  it('names unknown types, unknown properties and bad scan references', () => {
    expect(fields({ typeCode: 'RU_DRIVING_LICENCE', number: '1' })).toEqual(['typeCode']);
    expect(fields({ type: { code: 'RU_INN' }, number: '500100732259', colour: 'red' })).toEqual(['colour']);
    expect(fields({ typeCode: 'RU_INN', number: '500100732259', files: [{ id: 'x' }] })).toEqual(['files.0.id']);
  });
});
