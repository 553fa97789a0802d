import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MapLocale } from '../i18n/map-locale';

/** A municipality of the map (a BOUNDARIES object of kind MUNICIPALITY), named in both languages. */
export interface MunicipalityEntry {
  /** The map object's id. */
  id: string;
  nameRu: string;
  nameEn: string;
  generated: boolean;
}

export interface MunicipalitySearch {
  /** Part of the name, in the locale's language; absent or blank lists every municipality. */
  text?: string;
  locale: MapLocale;
  offset: number;
  limit: number;
  /** Map object ids left out (those the caller already lists first, e.g. the ones a route crosses). */
  excludeIds?: readonly string[];
}

const NAME_COLUMN: Record<MapLocale, string> = { ru: 'name_ru', en: 'name_en' };
const COLUMNS = 'id::text AS id, name_ru AS "nameRu", name_en AS "nameEn", generated';
const IS_MUNICIPALITY = `layer = 'BOUNDARIES' AND kind = 'MUNICIPALITY'`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The municipalities local administrations are chosen from (the authorities module creates an authority for
 * one on first use). The queries live here rather than in MapObjectsRepository: that repository is shaped
 * around box and crossing queries, this is a name search over one kind of object.
 */
@Injectable()
export class MunicipalityCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of municipalities whose name in the locale's language contains the text, by that name. */
  async search(query: MunicipalitySearch): Promise<{ items: MunicipalityEntry[]; total: number }> {
    const name = NAME_COLUMN[query.locale];
    const params: unknown[] = [query.excludeIds ?? []];
    let filter = `${IS_MUNICIPALITY} AND NOT (id::text = ANY($1::text[]))`;
    const text = query.text?.trim();
    if (text) {
      params.push(`%${escapeLike(text)}%`);
      filter += ` AND ${name} ILIKE $${params.length}`;
    }
    const [items, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM map_objects WHERE ${filter} ORDER BY ${name}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ) as Promise<MunicipalityEntry[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM map_objects WHERE ${filter}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { items, total: counted[0]?.total ?? 0 };
  }

  /** One municipality by its map object id; null for an unknown id or an object that is not a municipality. */
  async get(mapObjectId: string): Promise<MunicipalityEntry | null> {
    return (await this.getMany([mapObjectId]))[0] ?? null;
  }

  /** The municipalities among these map object ids (others, and malformed ids, are left out). */
  getMany(mapObjectIds: readonly string[]): Promise<MunicipalityEntry[]> {
    const ids = mapObjectIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.query(`SELECT ${COLUMNS} FROM map_objects WHERE ${IS_MUNICIPALITY} AND id = ANY($1::uuid[])`, [ids]);
  }
}

/** ILIKE treats % and _ as wildcards: a name typed with them means the characters themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
