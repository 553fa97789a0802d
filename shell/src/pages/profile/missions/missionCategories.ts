import type { Locale } from '@nebo/shared-ui';
import { dictionaryKey, fetchDictionary, type DictionaryItem } from '../dictionaries/dictionaryApi';

/** The form's one field: the MISSION_CATEGORY ids the pilot works in. */
export const MISSIONS_FIELD = 'missionCategoryIds';

export interface MissionValues {
  missionCategoryIds: number[];
}

/** The dictionary is short (a dozen kinds): one page holds it all, in its declared order. */
export const MISSION_DICTIONARY_SIZE = 100;

export const missionCategoriesQuery = (locale: Locale) => ({
  queryKey: dictionaryKey('MISSION_CATEGORY', '', locale),
  queryFn: () => fetchDictionary('MISSION_CATEGORY', { size: MISSION_DICTIONARY_SIZE, sort: 'ORDER' }),
});

/** The name in the page's language: `name` follows Accept-Language, `nameEn` is always English. */
export function missionName(item: DictionaryItem, locale: Locale): string {
  return locale === 'en' && item.nameEn ? item.nameEn : item.name;
}

/**
 * The saved ids the dictionary still has, in its order. An id it no longer has cannot be shown or saved
 * again (the server refuses unknown ids), so it is left out rather than failing every save.
 */
export function initialMissions(saved: readonly number[] | undefined, items: readonly DictionaryItem[]): MissionValues {
  const known = items.map((item) => Number(item.id));
  return { missionCategoryIds: known.filter((id) => saved?.includes(id)) };
}

/** Ticking adds the id in the dictionary's order, unticking removes it: the saved list reads like the page. */
export function toggledMissions(selected: readonly number[], id: number, on: boolean, order: readonly DictionaryItem[]): number[] {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  const position = (value: number) => {
    const index = order.findIndex((item) => Number(item.id) === value);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...next].sort((a, b) => position(a) - position(b) || a - b);
}

/** The chosen kinds' names for the profile's overview row; ids not (or no longer) in the dictionary are skipped. */
export function missionNames(ids: readonly number[], items: readonly DictionaryItem[], locale: Locale): string[] {
  return ids.flatMap((id) => {
    const item = items.find((candidate) => Number(candidate.id) === id);
    return item ? [missionName(item, locale)] : [];
  });
}
