import { FieldValidationException } from '../errors/field-validation.exception';
import { pageWindow, toPage } from './page';
import { parseSort } from './sort';

const COLUMNS = { CREATE_DATE: 'created_at', NAME: 'name' } as const;

describe('parseSort', () => {
  it('reads FIELD as ascending and FIELD- as descending', () => {
    expect(parseSort('NAME', COLUMNS, 'CREATE_DATE')).toEqual({ column: 'name', direction: 'ASC' });
    expect(parseSort('CREATE_DATE-', COLUMNS, 'NAME')).toEqual({ column: 'created_at', direction: 'DESC' });
  });

  it('falls back to the default sort', () => {
    expect(parseSort(undefined, COLUMNS, 'CREATE_DATE-')).toEqual({ column: 'created_at', direction: 'DESC' });
  });

  it('refuses fields that are not listed, as a field error on sort', () => {
    expect(() => parseSort('PASSWORD', COLUMNS, 'NAME')).toThrow(FieldValidationException);
    expect(() => parseSort('constructor', COLUMNS, 'NAME')).toThrow(FieldValidationException);
    expect(() => parseSort('PASSWORD-', COLUMNS, 'NAME')).toThrow(
      expect.objectContaining({
        fieldErrors: [{ field: 'sort', error: 'sort must be one of CREATE_DATE, NAME (optionally followed by -)' }],
      }),
    );
  });
});

describe('paging helpers', () => {
  it('builds the list answer with meta.totalCount', () => {
    expect(toPage([{ id: 1 }], 7)).toEqual({ data: [{ id: 1 }], meta: { totalCount: 7 } });
  });

  it('turns a zero-based page into offset and limit', () => {
    expect(pageWindow(0, 5)).toEqual({ skip: 0, take: 5 });
    expect(pageWindow(3, 20)).toEqual({ skip: 60, take: 20 });
  });
});
