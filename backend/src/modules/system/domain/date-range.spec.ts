import { MAX_RANGE_DAYS, checkDayRange, parseDay } from './date-range';

describe('parseDay', () => {
  it('takes real calendar days in YYYY-MM-DD only', () => {
    expect(parseDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDay('2025-02-29')).toBeUndefined();
    expect(parseDay('2025-13-01')).toBeUndefined();
    expect(parseDay('01.02.2025')).toBeUndefined();
    expect(parseDay('2025-1-01')).toBeUndefined();
    expect(parseDay('2025-01-01T00:00')).toBeUndefined();
  });
});

describe('checkDayRange', () => {
  it('lists every day of the range, both ends included, across a month end', () => {
    expect(checkDayRange('2025-01-30', '2025-02-02')).toEqual({
      range: { dateFrom: '2025-01-30', dateTo: '2025-02-02', days: ['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02'] },
    });
    expect(checkDayRange('2025-03-01', '2025-03-01')).toEqual({
      range: { dateFrom: '2025-03-01', dateTo: '2025-03-01', days: ['2025-03-01'] },
    });
  });

  it('takes a leap year whole and refuses one day more', () => {
    const leap = checkDayRange('2024-01-01', '2024-12-31');
    expect('range' in leap && leap.range.days).toHaveLength(MAX_RANGE_DAYS);
    expect(checkDayRange('2024-01-01', '2025-01-01')).toEqual({
      errors: [{ field: 'dateTo', error: 'the range must not be longer than 366 days' }],
    });
  });

  it('refuses a reversed range on dateTo', () => {
    expect(checkDayRange('2025-03-02', '2025-03-01')).toEqual({ errors: [{ field: 'dateTo', error: 'must not be before dateFrom' }] });
  });

  it('names every bad date at once', () => {
    expect(checkDayRange('2025-02-30', 'tomorrow')).toEqual({
      errors: [
        { field: 'dateFrom', error: 'must be a calendar date in YYYY-MM-DD' },
        { field: 'dateTo', error: 'must be a calendar date in YYYY-MM-DD' },
      ],
    });
  });
});
