'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { russianFromLatin } = require('./index');

describe('russianFromLatin', () => {
  // GeoNames names of Russian places that no data set names in Russian, and their real Russian names.
  for (const [latin, russian] of [
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
  ]) {
    it(`writes ${latin} as ${russian}`, () => {
      assert.equal(russianFromLatin(latin), russian);
    });
  }

  it('follows BGN/PCGN for е, э, ё, ъ, щ and "tsk"', () => {
    assert.equal(russianFromLatin('Elista'), 'Элиста');
    assert.equal(russianFromLatin('Yeysk'), 'Ейск');
    assert.equal(russianFromLatin('Shchëlkovo'), 'Щёлково');
    assert.equal(russianFromLatin('Ak”yar'), 'Акъяр');
    assert.equal(russianFromLatin('Irkutsk'), 'Иркутск');
    assert.equal(russianFromLatin('Troitsk'), 'Троицк');
  });
});
