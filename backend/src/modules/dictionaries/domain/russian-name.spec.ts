import { latinKey, levenshtein, pickRussianName, relativeDistance, transliterate } from './russian-name';

describe('pickRussianName', () => {
  // Alternate names as GeoNames lists them (a subset), in their order, languages unmarked.
  it('finds the Russian name among other Cyrillic languages and old spellings', () => {
    expect(pickRussianName('Moscow', ['Maskva', 'Moskova', 'Moskowa', 'Moskva', 'Moskwa', 'Musko', 'Маскав', 'Масква', 'Москва', 'Москова', 'Москъва', 'Мускав', 'Муско'])).toBe('Москва');
    expect(pickRussianName('Kazan', ['Kazan', "Kazan'", 'Qazan', 'Казан', 'Казань', 'Казањ', 'Къазан'])).toBe('Казань');
    expect(pickRussianName('Khabarovsk', ['Khabarovsk', 'Хабаровськ', 'Хабаровск'])).toBe('Хабаровск');
    expect(pickRussianName('Tomsk', ['Tomsk', 'Томьскъ', 'Томск'])).toBe('Томск');
    expect(pickRussianName('Smolensk', ['Smolen\'sk', 'Smolensk', 'Смоленск', 'Смоленськ', 'Смоленьск', 'Смольньскъ'])).toBe('Смоленск');
    expect(pickRussianName('Rostov-na-Donu', ['Rostov-na-Donu', 'Rostov na Donu', 'Ростов на Дону', 'Ростов-на-Дону'])).toBe('Ростов-на-Дону');
    expect(pickRussianName('Arkhangel’sk', ['Arkhangelsk', 'Архангельск', 'Архангельськ'])).toBe('Архангельск');
  });

  it('keeps the soft signs of Russian names that Ukrainian-style spellings also have', () => {
    expect(pickRussianName("Khot'kovo", ["Khot'kovo", 'Хотьково'])).toBe('Хотьково');
    expect(pickRussianName('Dyat’kovo', ["Djat'kovo", "Dyat'kovo", 'Дятьково'])).toBe('Дятьково');
    expect(pickRussianName('Vas’kovo', ["Vas'kovo", 'Васьково'])).toBe('Васьково');
    expect(pickRussianName('Roven’ki', ["Roven'ki", 'Rovenki', 'Ровеньки'])).toBe('Ровеньки');
    expect(pickRussianName('Oktyabr’skiy', ["Oktjabr'skij", "Oktyabr'skiy", 'Октябрьский'])).toBe('Октябрьский');
    expect(pickRussianName('Noyabrsk', ["Nojabr'sk", 'Noyabrsk', 'Ноябрьск'])).toBe('Ноябрьск');
  });

  it('tells apart spellings that transliterate alike by reading the main name back (real GeoNames lists)', () => {
    expect(pickRussianName('Bratsk', ['Bratsk', 'Братск', 'Братськ', 'Брацк'])).toBe('Братск');
    expect(pickRussianName('Elista', ['Elista', 'Елиста', 'Еліста', 'Элиста', 'Элст', 'Эліста'])).toBe('Элиста');
    expect(pickRussianName('Cherepovets', ['Cherepovets', 'Череповец', 'Череповець'])).toBe('Череповец');
    expect(pickRussianName('Novokuznetsk', ['Novokuznetsk', 'Новокузнецк', 'Новокузнетск'])).toBe('Новокузнецк');
  });

  it('prefers the Russian adjective to Belarusian, Bulgarian and Ukrainian forms (no final й, и for ы)', () => {
    expect(pickRussianName('Mirny', ['Mirny', 'Mirnej', 'Mirney', 'Mirni', 'Mirnii', 'Mirnij', 'Mirnyi', 'Mirnyj', 'Мииринэй', 'Мирней', 'Мирни', 'Мирний', 'Мирный', 'Мирнэй', 'Мірны'])).toBe('Мирный');
    expect(pickRussianName('Udachny', ['Udachnaj', 'Udachni', 'Udachnij', 'Udachny', 'Udachnyj', 'Удачнай', 'Удачни', 'Удачний', 'Удачны', 'Удачный'])).toBe('Удачный');
    expect(pickRussianName('Raduzhny', ['Raduzhni', 'Raduzhny', 'Raduzhnyj', 'Raduzny', 'Радужни', 'Радужны', 'Радужный'])).toBe('Радужный');
    expect(pickRussianName('Petropavlovsk-Kamchatsky', ['Petropavlovsk-Kamchatskiy', 'Петропавловск Камчатски', 'Петропавловск-Камчатски', 'Петропавловск-Камчатский', 'Петропавловськ-Камчатський'])).toBe('Петропавловск-Камчатский');
    expect(pickRussianName('Cheboksary', ['Cheboksary', 'Чебоксары', 'Шупашкар'])).toBe('Чебоксары');
    expect(pickRussianName('Nizhniy Novgorod', ['Nizhny Novgorod', 'Nizhniy Novgorod', 'Нижний Новгород', 'Ніжні Ноўгарад'])).toBe('Нижний Новгород');
  });

  it('drops stress marks', () => {
    expect(pickRussianName('Yaroslavichi', ['Jaroslavichi', "Vil'hal", 'Yaroslavichi', 'Яросла\u0301вичи'])).toBe('Ярославичи');
  });

  it('takes the current name, not a former one listed beside it', () => {
    expect(pickRussianName('Syktyvkar', ['Siktivkar', 'Syktyvkar', "Ust'-Sysol'sk", 'Сиктивкар', 'Сыктывкар', 'Усть-Сысольск'])).toBe('Сыктывкар');
    expect(pickRussianName('Korolev', ['Kaliningrad', "Korol'ov", 'Korolev', 'Korolëv', 'Калининград', 'Королев', 'Корольов', 'Королёв'])).toBe('Королёв');
    expect(pickRussianName('Groznyy', ['Grozni', 'Groznyy', 'Грозни', 'Грозный'])).toBe('Грозный');
  });

  it('gives up rather than taking a name of another place, time or language', () => {
    expect(pickRussianName('Ufa', ['Өфө', 'Ufa'])).toBeNull();
    expect(pickRussianName('Salekhard', ['Пуял', 'Salekhard'])).toBeNull();
    expect(pickRussianName('Golovinskiy', ['Golovinskiy', "Krasnooktyabr'skiy", 'Краснооктябрьский'])).toBeNull();
  });

  it('transliterates and compares like GeoNames spells', () => {
    expect(transliterate('Щёлково')).toBe('shchelkovo');
    expect(latinKey('Orël’-Gora')).toBe('orel gora');
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(relativeDistance('moskva', 'moscow')).toBe(0.5);
  });
});
