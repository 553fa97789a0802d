import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { checkedRegime } from './orvd-agreements.service';

describe('the regime: both or neither', () => {
  it('keeps both, drops neither', () => {
    expect(checkedRegime({ number: ' 12/2026 ', dateOfIssue: '2026-05-01' })).toEqual({ number: '12/2026', dateOfIssue: '2026-05-01' });
    expect(checkedRegime(null)).toBeNull();
    expect(checkedRegime({ number: '', dateOfIssue: null })).toBeNull();
  });

  it('refuses one alone, naming the missing one', () => {
    const field = (regime: Parameters<typeof checkedRegime>[0]) => {
      try {
        checkedRegime(regime);
      } catch (error) {
        return (error as FieldValidationException).getResponse();
      }
      return null;
    };
    expect(field({ number: '12', dateOfIssue: null })).toMatchObject({ detailedError: [{ field: 'flySpaceRegime.dateOfIssue' }] });
    expect(field({ number: null, dateOfIssue: '2026-05-01' })).toMatchObject({ detailedError: [{ field: 'flySpaceRegime.number' }] });
  });
});
