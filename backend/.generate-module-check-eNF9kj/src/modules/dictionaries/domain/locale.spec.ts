import { likeContains, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('prefers the locale parameter, then Accept-Language, then Russian', () => {
    expect(resolveLocale('en', 'ru-RU')).toBe('en');
    expect(resolveLocale(undefined, 'en-GB,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(resolveLocale(undefined, 'de-DE, ru;q=0.5')).toBe('ru');
    expect(resolveLocale(undefined, 'de-DE')).toBe('ru');
    expect(resolveLocale(undefined, undefined)).toBe('ru');
  });

  it('matches search text literally', () => {
    expect(likeContains('50%_о')).toBe('%50\\%\\_о%');
  });
});
