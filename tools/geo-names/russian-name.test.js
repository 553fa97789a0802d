'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { latinKey, latinKeys, levenshtein, pickRussianName, relativeDistance, transliterate } = require('./index');

describe('pickRussianName', () => {
  // Alternate names as GeoNames lists them (a subset), in their order, languages unmarked.
  it('finds the Russian name among other Cyrillic languages and old spellings', () => {
    assert.equal(
      pickRussianName('Moscow', [
        'Maskva',
        'Moskova',
        'Moskowa',
        'Moskva',
        'Moskwa',
        'Musko',
        'Маскав',
        'Масква',
        'Москва',
        'Москова',
        'Москъва',
        'Мускав',
        'Муско',
      ]),
      'Москва',
    );
    assert.equal(pickRussianName('Kazan', ['Kazan', "Kazan'", 'Qazan', 'Казан', 'Казань', 'Казањ', 'Къазан']), 'Казань');
    assert.equal(pickRussianName('Khabarovsk', ['Khabarovsk', 'Хабаровськ', 'Хабаровск']), 'Хабаровск');
    assert.equal(pickRussianName('Tomsk', ['Tomsk', 'Томьскъ', 'Томск']), 'Томск');
    assert.equal(pickRussianName('Smolensk', ["Smolen'sk", 'Smolensk', 'Смоленск', 'Смоленськ', 'Смоленьск', 'Смольньскъ']), 'Смоленск');
    assert.equal(
      pickRussianName('Rostov-na-Donu', ['Rostov-na-Donu', 'Rostov na Donu', 'Ростов на Дону', 'Ростов-на-Дону']),
      'Ростов-на-Дону',
    );
    assert.equal(pickRussianName('Arkhangel’sk', ['Arkhangelsk', 'Архангельск', 'Архангельськ']), 'Архангельск');
  });

  it('keeps the soft signs of Russian names that Ukrainian-style spellings also have', () => {
    assert.equal(pickRussianName("Khot'kovo", ["Khot'kovo", 'Хотьково']), 'Хотьково');
    assert.equal(pickRussianName('Dyat’kovo', ["Djat'kovo", "Dyat'kovo", 'Дятьково']), 'Дятьково');
    assert.equal(pickRussianName('Vas’kovo', ["Vas'kovo", 'Васьково']), 'Васьково');
    assert.equal(pickRussianName('Roven’ki', ["Roven'ki", 'Rovenki', 'Ровеньки']), 'Ровеньки');
    assert.equal(pickRussianName('Oktyabr’skiy', ["Oktjabr'skij", "Oktyabr'skiy", 'Октябрьский']), 'Октябрьский');
    assert.equal(pickRussianName('Noyabrsk', ["Nojabr'sk", 'Noyabrsk', 'Ноябрьск']), 'Ноябрьск');
  });

  it('tells apart spellings that transliterate alike by reading the main name back (real GeoNames lists)', () => {
    assert.equal(pickRussianName('Bratsk', ['Bratsk', 'Братск', 'Братськ', 'Брацк']), 'Братск');
    assert.equal(pickRussianName('Elista', ['Elista', 'Елиста', 'Еліста', 'Элиста', 'Элст', 'Эліста']), 'Элиста');
    assert.equal(pickRussianName('Cherepovets', ['Cherepovets', 'Череповец', 'Череповець']), 'Череповец');
    assert.equal(pickRussianName('Novokuznetsk', ['Novokuznetsk', 'Новокузнецк', 'Новокузнетск']), 'Новокузнецк');
  });

  it('prefers the Russian adjective to Belarusian, Bulgarian and Ukrainian forms (no final й, и for ы)', () => {
    assert.equal(
      pickRussianName('Mirny', [
        'Mirny',
        'Mirnej',
        'Mirney',
        'Mirni',
        'Mirnii',
        'Mirnij',
        'Mirnyi',
        'Mirnyj',
        'Мииринэй',
        'Мирней',
        'Мирни',
        'Мирний',
        'Мирный',
        'Мирнэй',
        'Мірны',
      ]),
      'Мирный',
    );
    assert.equal(
      pickRussianName('Udachny', [
        'Udachnaj',
        'Udachni',
        'Udachnij',
        'Udachny',
        'Udachnyj',
        'Удачнай',
        'Удачни',
        'Удачний',
        'Удачны',
        'Удачный',
      ]),
      'Удачный',
    );
    assert.equal(
      pickRussianName('Raduzhny', ['Raduzhni', 'Raduzhny', 'Raduzhnyj', 'Raduzny', 'Радужни', 'Радужны', 'Радужный']),
      'Радужный',
    );
    assert.equal(
      pickRussianName('Petropavlovsk-Kamchatsky', [
        'Petropavlovsk-Kamchatskiy',
        'Петропавловск Камчатски',
        'Петропавловск-Камчатски',
        'Петропавловск-Камчатский',
        'Петропавловськ-Камчатський',
      ]),
      'Петропавловск-Камчатский',
    );
    assert.equal(pickRussianName('Cheboksary', ['Cheboksary', 'Чебоксары', 'Шупашкар']), 'Чебоксары');
    assert.equal(
      pickRussianName('Nizhniy Novgorod', ['Nizhny Novgorod', 'Nizhniy Novgorod', 'Нижний Новгород', 'Ніжні Ноўгарад']),
      'Нижний Новгород',
    );
  });

  it('drops stress marks', () => {
    assert.equal(pickRussianName('Yaroslavichi', ['Jaroslavichi', "Vil'hal", 'Yaroslavichi', 'Яросла\u0301вичи']), 'Ярославичи');
  });

  it('takes the current name, not a former one listed beside it', () => {
    assert.equal(
      pickRussianName('Syktyvkar', ['Siktivkar', 'Syktyvkar', "Ust'-Sysol'sk", 'Сиктивкар', 'Сыктывкар', 'Усть-Сысольск']),
      'Сыктывкар',
    );
    assert.equal(
      pickRussianName('Korolev', ['Kaliningrad', "Korol'ov", 'Korolev', 'Korolëv', 'Калининград', 'Королев', 'Корольов', 'Королёв']),
      'Королёв',
    );
    assert.equal(pickRussianName('Groznyy', ['Grozni', 'Groznyy', 'Грозни', 'Грозный']), 'Грозный');
  });

  it('gives up rather than taking a name of another place, time or language', () => {
    assert.equal(pickRussianName('Ufa', ['Өфө', 'Ufa']), null);
    assert.equal(pickRussianName('Salekhard', ['Пуял', 'Salekhard']), null);
    assert.equal(pickRussianName('Golovinskiy', ['Golovinskiy', "Krasnooktyabr'skiy", 'Краснооктябрьский']), null);
  });

  it('transliterates and compares like GeoNames spells', () => {
    assert.equal(transliterate('Щёлково'), 'shchelkovo');
    assert.equal(latinKey('Orël’-Gora'), 'orel gora');
    assert.equal(levenshtein('kitten', 'sitting'), 3);
    assert.equal(relativeDistance('moskva', 'moscow'), 0.5);
    assert.deepEqual(latinKeys('Мирный'), ['mirnyy', 'mirnyj', 'mirny']);
    assert.deepEqual(latinKeys('Томск'), ['tomsk']);
  });
});
