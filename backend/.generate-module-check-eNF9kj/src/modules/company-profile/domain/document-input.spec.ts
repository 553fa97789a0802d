import { calendarDateProblem, parseAppointmentDocument, parseCompanyDocument } from './document-input';

const TODAY = '2026-11-25';
const fields = (errors: Array<{ field: string }>) => errors.map((e) => e.field);

describe('parseCompanyDocument', () => {
  it('reads type, number and date, trimming the text', () => {
    expect(parseCompanyDocument({ type: 'EGRUL_EXTRACT', number: ' ЮЭ9965-26-123 ', date: '2026-11-25' }, TODAY)).toEqual({
      input: { type: 'EGRUL_EXTRACT', number: 'ЮЭ9965-26-123', date: '2026-11-25' },
      errors: [],
    });
  });

  it('reports every problem at once', () => {
    const { input, errors } = parseCompanyDocument({ type: 'PASSPORT', number: '', date: '2026-11-26', extra: 1 }, TODAY);
    expect(input).toBeNull();
    expect(fields(errors).sort()).toEqual(['date', 'extra', 'number', 'type']);
  });

  it('refuses impossible dates and odd numbers', () => {
    expect(fields(parseCompanyDocument({ type: 'LETTER_OF_ATTORNEY', number: '1', date: '2026-02-30' }, TODAY).errors)).toEqual(['date']);
    expect(fields(parseCompanyDocument({ type: 'LETTER_OF_ATTORNEY', number: '<b>', date: '2026-02-01' }, TODAY).errors)).toEqual([
      'number',
    ]);
    expect(fields(parseCompanyDocument({ type: 'LETTER_OF_ATTORNEY', number: 7, date: '2026-02-01' }, TODAY).errors)).toEqual(['number']);
  });
});

describe('parseAppointmentDocument', () => {
  it('takes an appointment-basis code and an optional validUntil not before the date', () => {
    expect(parseAppointmentDocument({ type: 'ORDER', number: '12/к', date: '2025-01-10' }, TODAY).input).toEqual({
      type: 'ORDER',
      number: '12/к',
      date: '2025-01-10',
      validUntil: null,
    });
    expect(
      parseAppointmentDocument({ type: 'POWER_OF_ATTORNEY', number: '5', date: '2025-01-10', validUntil: '2027-01-10' }, TODAY).input,
    ).toMatchObject({ validUntil: '2027-01-10' });
    expect(
      fields(parseAppointmentDocument({ type: 'ORDER', number: '5', date: '2025-01-10', validUntil: '2025-01-09' }, TODAY).errors),
    ).toEqual(['validUntil']);
    expect(fields(parseAppointmentDocument({ type: 'EGRUL_EXTRACT', number: '5', date: '2025-01-10' }, TODAY).errors)).toEqual(['type']);
  });
});

describe('calendarDateProblem', () => {
  it('knows leap years', () => {
    expect(calendarDateProblem('date', '2024-02-29')).toBeNull();
    expect(calendarDateProblem('date', '2025-02-29')).toBe('date must be a date YYYY-MM-DD');
  });
});
