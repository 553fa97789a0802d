import { isOpen, mayDelete, REQUEST_STATUSES, statusAfterDecision, statusAfterUpdate } from './request-status';

describe('the request status machine (D3)', () => {
  it('lets the applicant edit CREATED, FIX_REQUIRED (→ FIXED) and FIXED only', () => {
    expect(Object.fromEntries(REQUEST_STATUSES.map((s) => [s, statusAfterUpdate(s)]))).toEqual({
      CREATED: 'CREATED',
      FIX_REQUIRED: 'FIXED',
      FIXED: 'FIXED',
      DECLINED: null,
      APPROVED: null,
      CONFIRMED: null,
    });
  });

  it('lets a reviewer decide CREATED and FIXED only', () => {
    for (const status of REQUEST_STATUSES) {
      const waiting = status === 'CREATED' || status === 'FIXED';
      expect(statusAfterDecision(status, 'DECLINE', 'REGISTRATION')).toBe(waiting ? 'DECLINED' : null);
      expect(statusAfterDecision(status, 'FIX_REQUIRED', 'CHANGE')).toBe(waiting ? 'FIX_REQUIRED' : null);
      expect(statusAfterDecision(status, 'APPROVE', 'REGISTRATION')).toBe(waiting ? 'APPROVED' : null);
      expect(statusAfterDecision(status, 'APPROVE', 'CHANGE')).toBe(waiting ? 'CONFIRMED' : null);
    }
  });

  it('keeps approved and confirmed requests, and counts the three waiting statuses as open', () => {
    expect(REQUEST_STATUSES.filter(mayDelete)).toEqual(['CREATED', 'FIX_REQUIRED', 'FIXED', 'DECLINED']);
    expect(REQUEST_STATUSES.filter(isOpen)).toEqual(['CREATED', 'FIX_REQUIRED', 'FIXED']);
  });
});
