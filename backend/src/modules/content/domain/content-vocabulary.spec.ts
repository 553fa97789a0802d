import { SLUG_PATTERN, categoryName, localized } from './content-vocabulary';

describe('content vocabulary', () => {
  it('falls back to the Russian text when the English one is empty', () => {
    expect(localized('Привет', '', 'en')).toBe('Привет');
    expect(localized('Привет', '  ', 'en')).toBe('Привет');
    expect(localized('Привет', 'Hello', 'en')).toBe('Hello');
    expect(localized('Привет', 'Hello', 'ru')).toBe('Привет');
  });

  it('names categories in both languages', () => {
    expect(categoryName('RULES', 'ru')).toBe('Правила и законы');
    expect(categoryName('RULES', 'en')).toBe('Rules and law');
  });

  it('accepts lower-case slugs of at most 80 characters', () => {
    expect(SLUG_PATTERN.test('how-to-fly')).toBe(true);
    expect(SLUG_PATTERN.test('How-to')).toBe(false);
    expect(SLUG_PATTERN.test('a/b')).toBe(false);
    expect(SLUG_PATTERN.test('a'.repeat(81))).toBe(false);
  });
});
