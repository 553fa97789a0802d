import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DictionaryIdsLookup, ProfileDictionary } from './dictionary-ids.lookup';

/**
 * Reads the dictionaries module's tables (`localities`, `dictionary_items` of MISSION_CATEGORY) directly:
 * that module exports no lookup service yet. Replace the binding in UsersModule with its service once it
 * does; nothing else in the users module knows these tables.
 */
@Injectable()
export class TableDictionaryIdsLookup implements DictionaryIdsLookup {
  constructor(private readonly dataSource: DataSource) {}

  async unknownIds(dictionary: ProfileDictionary, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const sql =
      dictionary === 'LOCALITIES'
        ? 'SELECT id FROM localities WHERE id = ANY($1::int[])'
        : `SELECT id FROM dictionary_items WHERE dictionary_code = 'MISSION_CATEGORY' AND id = ANY($1::int[])`;
    const rows: Array<{ id: number }> = await this.dataSource.query(sql, [ids]);
    const known = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !known.has(id));
  }
}
