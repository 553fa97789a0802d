/** The dictionaries whose ids the profile stores (docs/requirements.md#users-profile). */
export type ProfileDictionary = 'LOCALITIES' | 'MISSION_CATEGORIES';

/**
 * Which of the given ids a dictionary does not have. The users module stores only ids; the dictionaries
 * module owns the entries, so this interface is the seam between them.
 */
export interface DictionaryIdsLookup {
  unknownIds(dictionary: ProfileDictionary, ids: readonly number[]): Promise<number[]>;
}

export const DICTIONARY_IDS_LOOKUP = Symbol('DICTIONARY_IDS_LOOKUP');
