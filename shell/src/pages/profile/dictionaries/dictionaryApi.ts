import { api, listQuery, type ListResponse } from '@nebo/shared-ui';

/** An item of a dictionary (docs/requirements.md#ui-profile): the name comes in the request's language (Accept-Language). */
export interface DictionaryItem {
  /** An integer, or the ISO code for countries. */
  id: number | string;
  code: string;
  name: string;
  nameEn?: string;
}

export type DictionaryName = 'LOCALITIES' | 'NOTIFICATION_METHOD' | 'NOTIFICATION_CATEGORY' | 'MISSION_CATEGORY';

export const dictionaryKey = (name: DictionaryName, query = '', language = '') => ['dictionary', name, query, language] as const;

/** GET /api/dictionaries/{NAME}?query=…&sort=NAME: answer `data` + `meta`. */
export function fetchDictionary(
  name: DictionaryName,
  params: { query?: string; size?: number; sort?: string } = {},
): Promise<ListResponse<DictionaryItem>> {
  return api.get<ListResponse<DictionaryItem>>(`/api/dictionaries/${name}`, {
    query: listQuery({ query: params.query || undefined, page: 0, size: params.size, sort: params.sort ?? 'NAME' }),
    ignoreStatuses: 'all',
  });
}

/**
 * The item of a LOCALITIES id. The profile keeps only the id; the dictionary's text search also
 * matches codes, and a locality's code is its id, so the exact item is among the matches.
 */
export async function fetchLocality(id: string): Promise<DictionaryItem | null> {
  const page = await fetchDictionary('LOCALITIES', { query: id, size: 50 });
  return page.data.find((item) => String(item.id) === id) ?? null;
}
