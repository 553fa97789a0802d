import { isCalendarDate } from './is-calendar-date.decorator';

describe('isCalendarDate', () => {
  it.each(['2000-01-01', '2024-02-29', '1926-12-31'])('accepts %s', (value) => expect(isCalendarDate(value)).toBe(true));

  it.each(['2023-02-29', '2023-02-30', '2023-13-01', '2023-00-10', '01.01.2000', '2000-1-1', '2000-01-01T00:00:00Z', 20000101, null])(
    'refuses %j',
    (value) => expect(isCalendarDate(value)).toBe(false),
  );
});
