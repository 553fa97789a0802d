import { latinKey, levenshtein, pickRussianName, transliterate } from './russian-name';

describe('pickRussianName', () => {
  // Alternate names as GeoNames lists them (a subset), in their order, languages unmarked.
  it('finds the Russian name among other Cyrillic languages and old spellings', () => {
    expect(pickRussianName('Moscow', ['Maskva', 'Moskva', 'Musko', 'Маскав', 'Масква', 'Москва', 'Москъва', 'Мускав', 'Муско'])).toBe('Москва');
    expect(pickRussianName('Kazan', ['Kazan', "Kazan'", 'Qazan', 'Казан', 'Казань', 'Казањ', 'Къазан'])).toBe('Казань');
    expect(pickRussianName('Khabarovsk', ['Khabarovsk', 'Хабаровськ', 'Хабаровск'])).toBe('Хабаровск');
    expect(pickRussianName('Tomsk', ['Tomsk', 'Томьскъ', 'Томск'])).toBe('Томск');
    expect(pickRussianName('Rostov-na-Donu', ['Rostov-na-Donu', 'Rostov na Donu', 'Ростов на Дону', 'Ростов-на-Дону'])).toBe('Ростов-на-Дону');
    expect(pickRussianName('Arkhangel’sk', ['Arkhangelsk', 'Архангельск', 'Архангельськ'])).toBe('Архангельск');
  });

  it('gives up rather than taking a name of another place or language', () => {
    expect(pickRussianName('Ufa', ['Өфө', 'Ufa'])).toBeNull();
    expect(pickRussianName('Salekhard', ['Пуял', 'Salekhard'])).toBeNull();
  });

  it('transliterates and compares like GeoNames spells', () => {
    expect(transliterate('Щёлково')).toBe('shchelkovo');
    expect(latinKey('Orël’-Gora')).toBe('orel gora');
    expect(levenshtein('kitten', 'sitting')).toBe(3);
  });
});
