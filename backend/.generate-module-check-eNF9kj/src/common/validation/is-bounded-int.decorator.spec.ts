import { validateSync } from 'class-validator';
import { IsBoundedInt, PG_INTEGER_MAX, PG_INTEGER_MIN, isBoundedInt } from './is-bounded-int.decorator';

class Sample {
  @IsBoundedInt()
  any!: unknown;

  @IsBoundedInt({ min: 0, max: 10 })
  small!: unknown;

  @IsBoundedInt({ min: 1 }, { each: true })
  ids!: unknown;
}

function messages(values: Partial<Sample>): string[] {
  const sample = Object.assign(new Sample(), { any: 0, small: 0, ids: [1], ...values });
  return validateSync(sample).flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('IsBoundedInt', () => {
  it('defaults to the PostgreSQL integer range', () => {
    expect(isBoundedInt(PG_INTEGER_MAX, PG_INTEGER_MIN, PG_INTEGER_MAX)).toBe(true);
    expect(isBoundedInt(PG_INTEGER_MIN, PG_INTEGER_MIN, PG_INTEGER_MAX)).toBe(true);
    expect(messages({ any: PG_INTEGER_MAX + 1 })).toEqual(['any must be an integer from -2147483648 to 2147483647']);
    expect(messages({ any: PG_INTEGER_MIN - 1 })).toHaveLength(1);
  });

  it.each([1e308, -1e308, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5', null, 2 ** 53])('refuses %p with one message', (value) => {
    expect(messages({ small: value })).toEqual(['small must be an integer from 0 to 10']);
  });

  it('checks each item of a list', () => {
    expect(messages({ ids: [1, 2, 3] })).toEqual([]);
    expect(messages({ ids: [1, 99999999999] })).toEqual(['each value in ids must be an integer from 1 to 2147483647']);
  });
});
