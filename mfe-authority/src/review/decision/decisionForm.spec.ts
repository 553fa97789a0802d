import { decisionErrors, decisionPayload, fieldOfServerError } from './decisionForm';

const TODAY = '2026-11-25';

describe('the decision forms', () => {
  it('asks an approval for the permit number and a real date of issue no later than today', () => {
    expect(decisionErrors('approve', { number: '', date: '', comment: '' }, TODAY)).toEqual({
      number: 'required',
      dateOfIssue: 'required',
    });
    expect(decisionErrors('approve', { number: '  ', date: '31.02.2026', comment: '' }, TODAY)).toEqual({
      number: 'required',
      dateOfIssue: 'dateInvalid',
    });
    expect(decisionErrors('approve', { number: 'x'.repeat(65), date: '26.11.2026', comment: '' }, TODAY)).toEqual({
      number: 'tooLong',
      dateOfIssue: 'dateFuture',
    });
    expect(decisionErrors('approve', { number: '12/345-РП', date: '25.11.2026', comment: '' }, TODAY)).toEqual({});
    expect(decisionErrors('approve', { number: '1', date: '25.11.2026', comment: 'x'.repeat(2001) }, TODAY)).toEqual({
      comment: 'tooLong',
    });
  });

  it('asks a rejection for its reason, and nothing else', () => {
    expect(decisionErrors('reject', { number: '', date: '', comment: '  \n ' }, TODAY)).toEqual({ comment: 'required' });
    expect(decisionErrors('reject', { number: '', date: '', comment: 'x'.repeat(2001) }, TODAY)).toEqual({ comment: 'tooLong' });
    expect(decisionErrors('reject', { number: '', date: '99.99.9999', comment: 'Route crosses the restricted zone' }, TODAY)).toEqual({});
  });

  it('sends only what the kind of decision carries, trimmed, the date as YYYY-MM-DD', () => {
    expect(decisionPayload('approve', { number: ' 77-Р ', date: '24.11.2026', comment: '  ' })).toEqual({
      number: '77-Р',
      dateOfIssue: '2026-11-24',
    });
    expect(decisionPayload('approve', { number: '77', date: '24.11.2026', comment: ' ok ' })).toEqual({
      number: '77',
      dateOfIssue: '2026-11-24',
      comment: 'ok',
    });
    expect(decisionPayload('reject', { number: '77', date: '24.11.2026', comment: ' Too close to the airport ' })).toEqual({
      comment: 'Too close to the airport',
    });
  });

  it('places a server error by the last part of its field name', () => {
    expect(fieldOfServerError('decision.number')).toBe('number');
    expect(fieldOfServerError('dateOfIssue')).toBe('dateOfIssue');
    expect(fieldOfServerError('decisionFile')).toBe('decisionFile');
    expect(fieldOfServerError('decision')).toBeNull();
  });
});
