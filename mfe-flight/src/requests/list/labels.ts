import type { TFunction } from 'i18next';
import { FLIGHT_PURPOSE_CODES, type FlightRequestListItem, type PurposeItem } from './flightRequestsApi';

const isKnownPurpose = (code: string): code is (typeof FLIGHT_PURPOSE_CODES)[number] =>
  FLIGHT_PURPOSE_CODES.includes(code as (typeof FLIGHT_PURPOSE_CODES)[number]);

/** A purpose code's name: the dictionary's (in the page's language), else ours. */
export function purposeName(code: string, t: TFunction, dictionary: readonly PurposeItem[] = []): string {
  const item = dictionary.find((entry) => entry.code === code);
  if (item?.name) return item.name;
  return isKnownPurpose(code) ? t(`requestsList.purposes.${code}`) : code;
}

/** The request's purpose as the pilot wrote it: a custom purpose's own text, else the purpose's name. */
export function purposeOf(item: FlightRequestListItem, t: TFunction, dictionary: readonly PurposeItem[] = []): string {
  const purpose = item.flightPurpose;
  if (!purpose) return '';
  if (purpose.code === 'CUSTOM' && purpose.custom) return purpose.custom;
  if (purpose.code) return purposeName(purpose.code, t, dictionary);
  return purpose.name ?? '';
}

/** The request's name, or "Untitled" for a draft saved before it had one. */
export function nameOf(item: Pick<FlightRequestListItem, 'name'>, t: TFunction): string {
  return item.name?.trim() || t('requestsList.untitled');
}

/** The drone's name and its registration number apart (the table shows the number under the name). */
export function droneParts(item: FlightRequestListItem): { name: string; number: string } {
  return { name: item.drone?.dictionaryItem?.name ?? '', number: item.drone?.registrationNumber ?? '' };
}

export function droneOf(item: FlightRequestListItem): string {
  const drone = item.drone;
  if (!drone) return '';
  return [drone.dictionaryItem?.name, drone.registrationNumber].filter(Boolean).join(' · ');
}
