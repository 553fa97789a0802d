import { localeFromPath, localizePath, stripLocale, switchLocalePath } from './locale';

describe('locale paths', () => {
  it('reads the locale from the /en prefix only', () => {
    expect(localeFromPath('/')).toBe('ru');
    expect(localeFromPath('/drones/')).toBe('ru');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en/profile/personal-info/')).toBe('en');
    expect(localeFromPath('/energy/')).toBe('ru');
  });

  it('strips the prefix and keeps query and hash', () => {
    expect(stripLocale('/en/drones/?page=2#top')).toBe('/drones/?page=2#top');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/')).toBe('/');
    expect(stripLocale('/flight/')).toBe('/flight/');
  });

  it('localizes neutral and already localized paths', () => {
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/drones/', 'en')).toBe('/en/drones/');
    expect(localizePath('/en/drones/', 'en')).toBe('/en/drones/');
    expect(localizePath('/en/drones/', 'ru')).toBe('/drones/');
    expect(localizePath('drones/', 'ru')).toBe('/drones/');
    expect(localizePath('https://example.org/x', 'en')).toBe('https://example.org/x');
  });

  it('switches the language of the current page keeping the path and query', () => {
    expect(switchLocalePath('/profile/personal-info/?tab=1', 'en')).toBe('/en/profile/personal-info/?tab=1');
    expect(switchLocalePath('/en/profile/personal-info/?tab=1', 'ru')).toBe('/profile/personal-info/?tab=1');
    expect(switchLocalePath('/en/', 'ru')).toBe('/');
  });
});
