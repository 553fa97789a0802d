import { searchPlaces } from './localitySearch';

const places = [
  { id: 1, ru: 'Новокузнецк', en: 'Novokuznetsk', population: 550_000 },
  { id: 2, ru: 'Новосибирск', en: 'Novosibirsk', population: 1_600_000 },
  { id: 3, ru: 'Санкт-Петербург', en: 'Saint Petersburg', population: 5_300_000 },
  { id: 4, ru: 'Орёл', en: 'Orel', population: 300_000 },
];

describe('searchPlaces', () => {
  it('finds by the start of the Russian or English name, the most populous first', () => {
    expect(searchPlaces(places, 'Ново').map((p) => p.id)).toEqual([2, 1]);
    expect(searchPlaces(places, 'novoku').map((p) => p.id)).toEqual([1]);
  });

  it('matches the start of any word, ignoring hyphens and ё', () => {
    expect(searchPlaces(places, 'петербург').map((p) => p.id)).toEqual([3]);
    expect(searchPlaces(places, 'орел').map((p) => p.id)).toEqual([4]);
  });

  it('asks for two letters at least and caps the results', () => {
    expect(searchPlaces(places, 'н')).toEqual([]);
    expect(searchPlaces(places, 'но', 1)).toHaveLength(1);
  });
});
