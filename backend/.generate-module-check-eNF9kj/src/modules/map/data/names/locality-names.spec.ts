import type { LocalityRecord } from '../sources/localities.source';
import { localityNames } from './locality-names';
import { RussianGazetteer } from './russian-gazetteer';

const town = (geonameId: number, name: string, lat: number, lng: number): LocalityRecord => ({
  geonameId,
  name,
  lat,
  lng,
  population: 20_000,
  featureCode: 'PPL',
});

const gazetteer = new RussianGazetteer([
  { geonameId: 524901, nameRu: 'Москва', nameEn: 'Moscow', nameRuTransliterated: false, lat: 55.75222, lng: 37.61556 },
  { geonameId: 569273, nameRu: 'Черёмушки', nameEn: 'Cherëmushki', nameRuTransliterated: false, lat: 55.66473, lng: 37.56135 },
  { geonameId: 7, nameRu: 'Тиличики', nameEn: 'Tilichiki', nameRuTransliterated: true, lat: 60.44, lng: 166.1 },
]);

describe('localityNames', () => {
  it('takes the Russian name of the same GeoNames place, keeping the English one', () => {
    expect(localityNames(town(524901, 'Moscow', 55.75222, 37.61556), gazetteer)).toEqual({
      name: { ru: 'Москва', en: 'Moscow' },
      transliterated: false,
    });
    expect(localityNames(town(7, 'Tilichiki', 60.44, 166.1), gazetteer)).toEqual({
      name: { ru: 'Тиличики', en: 'Tilichiki' },
      transliterated: true,
    });
  });

  it('finds a town missing under its id by its name at the same place', () => {
    expect(localityNames(town(1, 'Cheremushki', 55.665, 37.562), gazetteer).name.ru).toBe('Черёмушки');
  });

  it('writes the name of a town found nowhere in Russian letters and marks it', () => {
    expect(localityNames(town(2, 'Zelenogorsk', 60.2, 29.7), gazetteer)).toEqual({
      name: { ru: 'Зеленогорск', en: 'Zelenogorsk' },
      transliterated: true,
    });
  });
});
