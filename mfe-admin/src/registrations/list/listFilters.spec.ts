import { serializeQuery } from '@nebo/shared-ui';
import { clearedFilters, filterFromParams, isFiltered, listQueryOf, sortFromParams, statusParam, toggleStatus } from './listFilters';

describe('registration request list filters', () => {
  it('reads known statuses and kinds from the address, in the chips’ order, and ignores the rest', () => {
    const filter = filterFromParams(new URLSearchParams('status=DECLINED,CREATED,BOGUS&kind=CHANGE&query=%20Небо%20'));
    expect(filter).toEqual({ statuses: ['CREATED', 'DECLINED'], kind: 'CHANGE', text: 'Небо' });
    expect(filterFromParams(new URLSearchParams('kind=OTHER')).kind).toBe('');
    expect(isFiltered(filterFromParams(new URLSearchParams('')))).toBe(false);
    expect(isFiltered(filter)).toBe(true);
  });

  it('toggles statuses and writes them back in one parameter', () => {
    expect(toggleStatus(['CREATED'], 'FIXED')).toEqual(['CREATED', 'FIXED']);
    expect(toggleStatus(['CREATED', 'FIXED'], 'CREATED')).toEqual(['FIXED']);
    expect(statusParam(['FIXED', 'CREATED'])).toEqual({ status: 'CREATED,FIXED' });
    expect(statusParam([])).toEqual({ status: null });
    expect(clearedFilters()).toEqual({ status: null, kind: null, query: null });
  });

  it('knows the sorts and falls back to the latest update', () => {
    expect(sortFromParams(new URLSearchParams('sort=CREATE_DATE'))).toBe('CREATE_DATE');
    expect(sortFromParams(new URLSearchParams('sort=NAME'))).toBe('UPDATE_DATE');
  });

  it('asks the server with repeated statuses, the kind and the search text', () => {
    const query = serializeQuery(listQueryOf({ statuses: ['CREATED', 'FIXED'], kind: 'REGISTRATION', text: '7701' }, 2, 'UPDATE_DATE'));
    const params = new URLSearchParams(query);
    expect(params.getAll('status')).toEqual(['CREATED', 'FIXED']);
    expect(params.get('kind')).toBe('REGISTRATION');
    expect(params.get('query')).toBe('7701');
    expect(params.get('page')).toBe('2');
    expect(params.get('size')).toBe('20');
    expect(params.get('sort')).toBe('UPDATE_DATE-');
    expect(new URLSearchParams(serializeQuery(listQueryOf({ statuses: [], kind: '', text: '' }, 0, 'CREATE_DATE'))).has('kind')).toBe(
      false,
    );
  });
});
