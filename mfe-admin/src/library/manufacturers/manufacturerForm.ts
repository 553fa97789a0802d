import type { ManufacturerPayload } from '../api/libraryApi';

export interface ManufacturerValues {
  name: string;
  nameEn: string;
  country: string;
  website: string;
}

export const MANUFACTURER_FIELDS: readonly string[] = ['name', 'nameEn', 'country', 'website'];
const NAME_MAX_LENGTH = 200;
const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;
const WEBSITE_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's rules: a name, optional English name, ISO 3166-1 alpha-2 country, http(s) website. */
export function validateManufacturer(values: ManufacturerValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (values.name ?? '').trim();
  if (!name) errors.name = t('drones:form.errors.required');
  else if (name.length > NAME_MAX_LENGTH) errors.name = t('drones:form.errors.maxLength', { max: NAME_MAX_LENGTH });
  if ((values.nameEn ?? '').trim().length > NAME_MAX_LENGTH) errors.nameEn = t('drones:form.errors.maxLength', { max: NAME_MAX_LENGTH });
  const country = (values.country ?? '').trim();
  if (country && !COUNTRY_PATTERN.test(country)) errors.country = t('library.manufacturers.errors.country');
  const website = (values.website ?? '').trim();
  if (website && !WEBSITE_PATTERN.test(website)) errors.website = t('library.manufacturers.errors.website');
  return errors;
}

const orNull = (text: string | undefined) => (text ?? '').trim() || null;

export function manufacturerPayload(values: ManufacturerValues, id?: string): ManufacturerPayload {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    nameEn: orNull(values.nameEn),
    country: orNull(values.country)?.toUpperCase() ?? null,
    website: orNull(values.website),
  };
}
