import type { TFunction } from 'i18next';
import type { AuthorityFlightRequestItemDto } from '../types';

/** The request's name, or "Untitled" when the pilot gave none. */
export function nameOf(item: Pick<AuthorityFlightRequestItemDto, 'name'>, t: TFunction): string {
  return item.name?.trim() || t('review.untitled');
}

/** Whether the route crosses the authority's area, in words (null: not worked out yet). */
export function crossingText(crosses: boolean | null | undefined, t: TFunction): string {
  return t(`review.crossesArea.${crosses === true ? 'yes' : crosses === false ? 'no' : 'unknown'}`);
}

/** The drone as «Model · RU-0001», whichever parts are known. */
export function droneText(drone: { registrationNumber: string | null; model: string | null } | null | undefined): string {
  return [drone?.model, drone?.registrationNumber].filter(Boolean).join(' · ');
}

/** A value of a closed list through its translation, the raw value when the list grew since. */
export function termOf(t: TFunction, group: string, value: string | null | undefined): string {
  if (!value) return '';
  return t(`review.terms.${group}.${value}`, { defaultValue: value });
}
