import { checkDecision } from './decision-input';
import { isCalendarDate, moscowDate, moscowDayEnd, moscowDayStart } from './moscow-day';

const TODAY = '2026-05-10';

describe('checkDecision', () => {
  it('approves with a trimmed number and a date not after today; the comment is optional', () => {
    expect(checkDecision({ number: ' MZC-1 ', dateOfIssue: TODAY }, true, TODAY)).toEqual({
      ok: true,
      value: { approve: true, number: 'MZC-1', dateOfIssue: TODAY, comment: null },
    });
  });

  it('names every missing or bad field of an approval at once', () => {
    expect(checkDecision({}, true, TODAY)).toEqual({
      ok: false,
      errors: [
        { field: 'decision.number', error: 'number is required to approve' },
        { field: 'decision.dateOfIssue', error: 'dateOfIssue is required to approve' },
      ],
    });
    const bad = checkDecision({ number: 'x'.repeat(65), dateOfIssue: '2026-02-30', colour: 'red' }, true, TODAY);
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual(['decision.colour', 'decision.number', 'decision.dateOfIssue']);
    const future = checkDecision({ number: '1', dateOfIssue: '2026-05-11' }, true, TODAY);
    expect(future).toEqual({ ok: false, errors: [{ field: 'decision.dateOfIssue', error: 'dateOfIssue must not be after today' }] });
    expect(checkDecision({ number: 5, dateOfIssue: TODAY }, true, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'decision.number', error: 'number must be a string' }],
    });
  });

  it('rejects with a trimmed reason, ignoring a number and date; a blank or too long reason is refused', () => {
    expect(checkDecision({ comment: '  Зона запрещена ', number: '1' }, false, TODAY)).toEqual({
      ok: true,
      value: { approve: false, number: null, dateOfIssue: null, comment: 'Зона запрещена' },
    });
    expect(checkDecision({ comment: '   ' }, false, TODAY)).toEqual({
      ok: false,
      errors: [{ field: 'decision.comment', error: 'comment is required to reject' }],
    });
    expect(checkDecision({ comment: 'x'.repeat(2001) }, false, TODAY)).toMatchObject({ ok: false });
  });
});

describe('Moscow days', () => {
  it('spans 21:00 UTC of the day before to 21:00 UTC of the day', () => {
    expect(moscowDayStart('2026-05-10').toISOString()).toBe('2026-05-09T21:00:00.000Z');
    expect(moscowDayEnd('2026-05-10').toISOString()).toBe('2026-05-10T21:00:00.000Z');
    expect(moscowDate(new Date('2026-05-09T21:30:00Z'))).toBe('2026-05-10');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
