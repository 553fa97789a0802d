import { aerodromeNames } from './aerodrome-names';
import { type GazetteerPlace, RussianGazetteer } from './russian-gazetteer';

const place = (
  geonameId: number,
  nameRu: string,
  nameEn: string,
  lat: number,
  lng: number,
  nameRuTransliterated = false,
): GazetteerPlace => ({
  geonameId,
  nameRu,
  nameEn,
  lat,
  lng,
  nameRuTransliterated,
});

/** A few real GeoNames places around the aerodromes below, and a namesake far away. */
const gazetteer = new RussianGazetteer([
  place(524901, 'Москва', 'Moscow', 55.75222, 37.61556),
  place(857689, 'Внуково', 'Vnukovo', 55.61194, 37.29611),
  place(565381, 'Домодедово', 'Domodedovo', 55.4413, 37.75367),
  place(462755, 'Жуковский', 'Zhukovskiy', 55.59528, 38.12028),
  place(501175, 'Ростов-на-Дону', 'Rostov-na-Donu', 47.23135, 39.72328),
  place(4031637, 'Провидения', 'Provideniya', 64.42282, -173.22785),
  place(2014, 'Переяславка', 'Pereyaslavka', 48.0, 135.1),
  place(9001, 'Пулково', 'Pulkovo', 43.0, 132.0),
]);

describe('aerodromeNames', () => {
  it('puts the kind first in Russian and names the place as the locality nearby is named', () => {
    expect(aerodromeNames('Vnukovo International Airport', 55.60315, 37.292098, gazetteer)).toEqual({
      name: { ru: 'Международный аэропорт Внуково', en: 'Vnukovo International Airport' },
      transliterated: false,
    });
    expect(aerodromeNames('Moscow Domodedovo Airport', 55.414566, 37.899494, gazetteer).name.ru).toBe('Аэропорт Москва Домодедово');
  });

  it('matches spellings that differ a little, and English forms of Russian names', () => {
    expect(aerodromeNames('Zhukovsky International Airport', 55.553299, 38.150002, gazetteer).name.ru).toBe(
      'Международный аэропорт Жуковский',
    );
    expect(aerodromeNames('Rostov-on-Don Airport', 47.258208, 39.818089, gazetteer)).toEqual({
      name: { ru: 'Аэропорт Ростов-на-Дону', en: 'Rostov-on-Don Airport' },
      transliterated: false,
    });
    expect(aerodromeNames('Provideniya Bay Airport', 64.378098, -173.243011, gazetteer).name.ru).toBe('Аэропорт Бухта Провидения');
  });

  it('writes a word no nearby place spells in Russian letters and marks the name', () => {
    // Pulkovo exists in the gazetteer, but thousands of kilometres from Sheremetyevo: not a namesake.
    expect(aerodromeNames('Pulkovo Airport', 55.972599, 37.4146, gazetteer)).toEqual({
      name: { ru: 'Аэропорт Пулково', en: 'Pulkovo Airport' },
      transliterated: true,
    });
    expect(aerodromeNames('Sheremetyevo International Airport', 55.966324, 37.416574, gazetteer)).toEqual({
      name: { ru: 'Международный аэропорт Шереметьево', en: 'Sheremetyevo International Airport' },
      transliterated: true,
    });
  });

  it('keeps codes and numbers, and translates remarks in brackets', () => {
    expect(aerodromeNames('UUWK Field', 55.9, 37.3, gazetteer)).toEqual({
      name: { ru: 'Аэродром UUWK', en: 'UUWK Field' },
      transliterated: false,
    });
    expect(aerodromeNames('Pereyaslavka-2 Air Base', 48.01, 135.1, gazetteer).name.ru).toBe('Авиабаза Переяславка-2');
    expect(aerodromeNames('Khariusny Air Base (closed)', 60.0, 100.0, gazetteer).name.ru).toBe('Авиабаза Хариусный (закрыт)');
  });

  it('carries the transliteration mark of a locality the data set could only transliterate', () => {
    const marked = new RussianGazetteer([place(1, 'Кондинское', 'Kondinskoye', 59.65, 67.43, true)]);
    expect(aerodromeNames('Kondinskoye', 59.65, 67.43, marked)).toEqual({
      name: { ru: 'Кондинское', en: 'Kondinskoye' },
      transliterated: true,
    });
  });
});
