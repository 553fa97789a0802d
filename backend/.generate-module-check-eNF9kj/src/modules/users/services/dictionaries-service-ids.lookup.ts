import { Injectable } from '@nestjs/common';
import { DictionariesService } from '../../dictionaries/services/dictionaries.service';
import type { DictionaryIdsLookup, ProfileDictionary } from './dictionary-ids.lookup';

/** The lookup through the dictionaries module's exported service (localities and the MISSION_CATEGORY list). */
@Injectable()
export class DictionariesServiceIdsLookup implements DictionaryIdsLookup {
  constructor(private readonly dictionaries: DictionariesService) {}

  async unknownIds(dictionary: ProfileDictionary, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    if (dictionary === 'LOCALITIES') {
      const found = await Promise.all(ids.map((id) => this.dictionaries.findLocality(id)));
      return ids.filter((_id, index) => found[index] === null);
    }
    const known = new Set((await this.dictionaries.findItems('MISSION_CATEGORY', ids)).map((item) => Number(item.id)));
    return ids.filter((id) => !known.has(id));
  }
}
