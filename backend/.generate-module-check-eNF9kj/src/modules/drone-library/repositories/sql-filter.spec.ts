import { SqlFilter } from './sql-filter';

describe('SqlFilter', () => {
  it('numbers the parameters in the order they are added', () => {
    const filter = new SqlFilter().where('a = $?', 1).where('(b ILIKE $? OR c ILIKE $?)', '%x%', '%y%');
    const limit = filter.param(20);
    expect(filter.sql()).toBe('WHERE a = $1 AND (b ILIKE $2 OR c ILIKE $3)');
    expect(limit).toBe('$4');
    expect(filter.params).toEqual([1, '%x%', '%y%', 20]);
  });

  it('has no WHERE without conditions', () => {
    expect(new SqlFilter().sql()).toBe('');
  });
});
