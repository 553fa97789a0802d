import { api, listQuery, type ListResponse } from '@nebo/shared-ui';

/** An item of a dictionary (spec part 2 §7.4): the name comes in the request's language. */
export interface DictionaryItem {
  id: string;
  code?: string | null;
  name: string;
  /** LOCALITIES: the region (and district) a place lies in, to tell namesakes apart. */
  region?: string | null;
  description?: string | null;
}

export type DictionaryName = 'LOCALITIES' | 'NOTIFICATION_METHOD' | 'NOTIFICATION_CATEGORY' | 'MISSION_CATEGORIES';

export const dictionaryKey = (name: DictionaryName, query = '', language = '') => ['dictionary', name, query, language] as const;

/** GET /api/dictionaries/{NAME}?query=…&sort=NAME: answer `data` + `meta`. */
export function fetchDictionary(name: DictionaryName, params: { query?: string; size?: number; sort?: string } = {}): Promise<ListResponse<DictionaryItem>> {
  return api.get<ListResponse<DictionaryItem>>(`/api/dictionaries/${name}`, {
    query: listQuery({ query: params.query || undefined, page: 0, size: params.size, sort: params.sort ?? 'NAME' }),
    ignoreStatuses: 'all',
  });
}
