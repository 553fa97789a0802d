import { serializeQuery } from '@nebo/shared-ui';
import {
  activeFilterCount,
  clearedFilters,
  filterFromParams,
  listQueryOf,
  nextSort,
  sortFromParams,
  statusParam,
  toggleStatus,
} from './listFilters';

const params = (search: string) => new URLSearchParams(search);

describe('the review list filters in the address and in the API call', () => {
  it('reads every filter from the address, dropping what is not a known value', () => {
    const filter = filterFromParams(
      params(
        'status=REJECTED,BOGUS,AWAITING&from=2026-12-01&to=2026-13-40&applicant=+Sokolova+&drone=RU-01&purpose=7&crossing=CROSSES&query=survey',
      ),
    );
    expect(filter).toEqual({
      statuses: ['AWAITING', 'REJECTED'],
      from: '2026-12-01',
      to: '',
      applicant: 'Sokolova',
      drone: 'RU-01',
      purpose: '7',
      crossing: 'CROSSES',
      text: 'survey',
    });
    expect(filterFromParams(params('crossing=SOMETIMES')).crossing).toBe('');
    expect(activeFilterCount(filter)).toBe(6);
    expect(activeFilterCount(filterFromParams(params('query=x')))).toBe(0);
  });

  it('keeps several statuses in one address parameter, in the chips’ order, and none for every status', () => {
    expect(statusParam(['REJECTED', 'AWAITING'])).toEqual({ status: 'AWAITING,REJECTED' });
    expect(statusParam([])).toEqual({ status: null });
    expect(toggleStatus(['AWAITING'], 'APPROVED')).toEqual(['AWAITING', 'APPROVED']);
    expect(toggleStatus(['AWAITING', 'APPROVED'], 'AWAITING')).toEqual(['APPROVED']);
    expect(Object.keys(clearedFilters())).toEqual(['status', 'from', 'to', 'applicant', 'drone', 'purpose', 'crossing', 'query']);
  });

  it('sends the filters as dotted keys, a list repeated, empty ones left out', () => {
    const filter = filterFromParams(
      params('status=AWAITING,APPROVED&from=2026-12-01&to=2026-12-31&applicant=Sokolova&purpose=7&crossing=NOT_CROSSES'),
    );
    const query = new URLSearchParams(serializeQuery(listQueryOf(filter, 2, 'name,asc')));
    expect(query.getAll('filter.status')).toEqual(['AWAITING', 'APPROVED']);
    expect(query.get('filter.flightDate.from')).toBe('2026-12-01');
    expect(query.get('filter.flightDate.to')).toBe('2026-12-31');
    expect(query.get('filter.applicant')).toBe('Sokolova');
    expect(query.getAll('filter.purpose')).toEqual(['7']);
    expect(query.get('filter.crossing')).toBe('NOT_CROSSES');
    expect(query.has('filter.drone')).toBe(false);
    expect(query.has('filter.text')).toBe(false);
    expect(query.get('page')).toBe('2');
    expect(query.get('size')).toBe('20');
    expect(query.get('sort')).toBe('name,asc');
    expect(serializeQuery(listQueryOf(filterFromParams(params('')), 0, 'sendDateTime,desc'))).toBe(
      'page=0&size=20&sort=sendDateTime%2Cdesc',
    );
  });

  it('sorts by a column in its natural direction first, then the other way', () => {
    expect(sortFromParams(params(''))).toBe('sendDateTime,desc');
    expect(sortFromParams(params('sort=name,desc'))).toBe('name,desc');
    expect(sortFromParams(params('sort=createdAt,asc'))).toBe('sendDateTime,desc');
    expect(nextSort('sendDateTime,desc', 'name')).toBe('name,asc');
    expect(nextSort('name,asc', 'name')).toBe('name,desc');
    expect(nextSort('name,desc', 'firstFlightDateTime')).toBe('firstFlightDateTime,asc');
    expect(nextSort('sendDateTime,desc', 'sendDateTime')).toBe('sendDateTime,asc');
  });
});
