import { formatSort, listQuery, parseSort, serializeQuery } from './query';

describe('serializeQuery', () => {
  it('writes nested values with dotted keys', () => {
    expect(serializeQuery({ filter: { status: 'ACTIVE', owner: { type: 'COMPANY' } }, page: 0 })).toBe(
      'filter.status=ACTIVE&filter.owner.type=COMPANY&page=0',
    );
  });

  it('repeats the key for arrays, or joins with commas on request', () => {
    expect(serializeQuery({ layers: ['airports', 'zones'] })).toBe('layers=airports&layers=zones');
    expect(serializeQuery({ layers: ['airports', 'zones'] }, 'comma')).toBe('layers=airports%2Czones');
  });

  it('drops empty values and keeps false and zero', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: false, e: 0, f: [] })).toBe('d=false&e=0');
  });

  it('encodes Cyrillic text and dates', () => {
    expect(serializeQuery({ query: 'Москва', from: new Date(Date.UTC(2026, 0, 2)) })).toBe(
      'query=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&from=2026-01-02T00%3A00%3A00.000Z',
    );
  });

  it('returns an empty string for no params', () => {
    expect(serializeQuery(undefined)).toBe('');
  });
});

describe('sort', () => {
  it('uses a trailing minus for descending', () => {
    expect(formatSort({ field: 'NAME', direction: 'desc' })).toBe('NAME-');
    expect(formatSort({ field: 'NAME', direction: 'asc' })).toBe('NAME');
    expect(parseSort('CREATE_DATE-')).toEqual({ field: 'CREATE_DATE', direction: 'desc' });
    expect(parseSort('NAME')).toEqual({ field: 'NAME', direction: 'asc' });
  });
});

describe('listQuery', () => {
  it('flattens the filter, reduces picked objects to ids and defaults the sort', () => {
    const query = listQuery({ query: 'dji', filter: { manufacturer: { id: 7, name: 'DJI' }, status: 'ACTIVE' }, page: 1, size: 20 });
    expect(serializeQuery(query)).toBe('query=dji&manufacturer=7&status=ACTIVE&sort=CREATE_DATE&page=1&size=20');
  });

  it('accepts a structured sort', () => {
    expect(listQuery({ sort: { field: 'NAME', direction: 'desc' } }).sort).toBe('NAME-');
  });
});
