import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  it('wraps plain text', () => {
    expect(containsPattern('Mavic')).toBe('%Mavic%');
  });

  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
