import { russianFromLatin } from './russian-from-latin';

describe('russianFromLatin', () => {
  // GeoNames names of Russian places that no data set names in Russian, and their real Russian names.
  it.each([
    ['Vol’nyy Aul', 'Вольный Аул'],
    ['Verkhnyaya Maksakovka', 'Верхняя Максаковка'],
    ['Troitskoye', 'Троицкое'],
    ['Sychëvo', 'Сычёво'],
    ['Pervomayskoye', 'Первомайское'],
    ['Chistyye Bory', 'Чистые Боры'],
    ['Verkh-Neyvinskiy', 'Верх-Нейвинский'],
    ['Ust’-Kamchatsk Staryy', 'Усть-Камчатск Старый'],
    ['Zavety Il’icha', 'Заветы Ильича'],
    ['Teya', 'Тея'],
    ['Bologoye-4', 'Бологое-4'],
    ['Blagovetschenskaya', 'Благовещенская'],
  ])('writes %s as %s', (latin, russian) => {
    expect(russianFromLatin(latin)).toBe(russian);
  });

  it('follows BGN/PCGN for е, э, ё, ъ, щ and "tsk"', () => {
    expect(russianFromLatin('Elista')).toBe('Элиста');
    expect(russianFromLatin('Yeysk')).toBe('Ейск');
    expect(russianFromLatin('Shchëlkovo')).toBe('Щёлково');
    expect(russianFromLatin('Ak”yar')).toBe('Акъяр');
    expect(russianFromLatin('Irkutsk')).toBe('Иркутск');
    expect(russianFromLatin('Troitsk')).toBe('Троицк');
  });
});
