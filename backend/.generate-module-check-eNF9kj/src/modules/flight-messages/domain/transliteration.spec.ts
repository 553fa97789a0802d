import { fieldText, phoneDigits, transliterate } from './transliteration';

describe('transliteration (ICAO Doc 9303, as Russian passports since 2014)', () => {
  it('writes Cyrillic names in capital Latin letters', () => {
    expect(transliterate('Иванов Иван Иванович')).toBe('IVANOV IVAN IVANOVICH');
    expect(transliterate('Щукин Юрий Ёлкин')).toBe('SHCHUKIN IURII ELKIN');
    expect(transliterate('Хрущёв Эдуард Кузьмич')).toBe('KHRUSHCHEV EDUARD KUZMICH');
  });

  it('writes Ц as TS and Ъ as IE (where GOST R 52535.1-2006 writes TC and nothing), drops Ь', () => {
    expect(transliterate('Цой Подъячев Ильич')).toBe('TSOI PODIEIACHEV ILICH');
  });

  it('writes Ukrainian and Belarusian letters and strips Latin diacritics', () => {
    expect(transliterate('Ґалаґан Євгенія Ўладзь')).toBe('GALAGAN IEVGENIIA ULADZ');
    expect(transliterate('José Müller')).toBe('JOSE MULLER');
  });
});

describe('fieldText (free text of OPR/ and RMK/)', () => {
  it('keeps letters, digits, spaces, points and commas; every other sign becomes one space', () => {
    expect(fieldText('ООО «Ромашка-Аэро» (г. Москва) № 12/34')).toBe('OOO ROMASHKA AERO G. MOSKVA 12 34');
    expect(fieldText('  a\tb\n c@d  ')).toBe('A B C D');
    expect(fieldText('')).toBe('');
  });
});

describe('phoneDigits', () => {
  it('keeps the digits only', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
  });
});
