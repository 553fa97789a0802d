import { pickLocale } from './messages';

describe('page language', () => {
  it('defaults to Russian and picks the first supported language in order', () => {
    expect(pickLocale()).toBe('ru');
    expect(pickLocale(undefined, 'en')).toBe('en');
    expect(pickLocale('de fr en-GB ru')).toBe('en');
    expect(pickLocale('de', ['en'])).toBe('ru');
    expect(pickLocale('EN_us')).toBe('en');
  });
});
