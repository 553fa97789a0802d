import { COMMENTARY_MAX, commentaryProblem, fieldOfServerError } from './decisionForm';

describe('registration decisions', () => {
  it('needs a commentary to decline or to ask for a fix, none to approve', () => {
    expect(commentaryProblem('approve', '')).toBeNull();
    expect(commentaryProblem('decline', '   ')).toBe('required');
    expect(commentaryProblem('fix-required', '')).toBe('required');
    expect(commentaryProblem('fix-required', 'Уточните КПП')).toBeNull();
    expect(commentaryProblem('decline', 'я'.repeat(COMMENTARY_MAX + 1))).toBe('tooLong');
  });

  it('places server field errors beside their fields', () => {
    expect(fieldOfServerError('commentary')).toBe('commentary');
    expect(fieldOfServerError('contractFile')).toBe('contractFile');
    expect(fieldOfServerError('decision.requestId')).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
