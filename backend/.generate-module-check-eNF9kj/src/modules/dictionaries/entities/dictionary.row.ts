// The rows the dictionaries repository returns.

/** A dictionary item as its page query reads it, with the page's total (a window function). */
export interface ItemRow {
  id: number | string;
  code: string;
  name_ru: string;
  name_en: string;
  total: string;
}

/** A dictionary item (a fixed item or a locality or country used as one) with both names. */
export interface NamedRow {
  id: number | string;
  code: string;
  nameRu: string;
  nameEn: string;
}

/** A populated place of Russia (`localities`). */
export interface LocalityRow {
  id: number;
  nameRu: string;
  nameEn: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** A country (`countries`), ISO 3166-1. */
export interface CountryRow {
  code: string;
  alpha3: string;
  nameRu: string;
  nameEn: string;
}
