import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import { likeContains, type Locale } from '../domain/locale';
import type { CountryRow, ItemRow, LocalityRow, NamedRow } from '../entities/dictionary.row';

export interface ListWindow {
  text: string | undefined;
  skip: number;
  take: number;
  locale: Locale;
}

/** Sort keys of the dictionary lists → SQL; `name` is resolved per locale. */
export type DictionarySortColumn = 'position' | 'name' | 'code' | 'population';

/**
 * Reads the dictionary tables with plain SQL: one query per page, the total from a window function. Sort
 * columns come from a fixed list (parseSort), never from the client.
 */
@Injectable()
export class DictionariesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async staticItems(
    dictionary: string,
    window: ListWindow,
    sort: Sort<DictionarySortColumn>,
  ): Promise<{ rows: NamedRow[]; total: number }> {
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT id, code, name_ru, name_en, count(*) OVER () AS total FROM dictionary_items
       WHERE dictionary_code = $1 AND ($2::text IS NULL OR lower(name_ru) LIKE $2 OR lower(name_en) LIKE $2 OR lower(code) LIKE $2)
       ORDER BY ${this.order(sort, window.locale)}, id LIMIT $3 OFFSET $4`,
      [dictionary, window.text ? likeContains(window.text) : null, window.take, window.skip],
    );
    return { rows: rows.map(named), total: totalOf(rows) };
  }

  async localities(window: ListWindow, sort: Sort<DictionarySortColumn>): Promise<{ rows: LocalityRow[]; total: number }> {
    const rows: Array<{
      id: number;
      name_ru: string;
      name_en: string;
      latitude: number;
      longitude: number;
      population: number;
      total: string;
    }> = await this.dataSource.query(
      `SELECT id, name_ru, name_en, latitude, longitude, population, count(*) OVER () AS total FROM localities
         WHERE $1::text IS NULL OR lower(name_ru) LIKE $1 OR lower(name_en) LIKE $1
         ORDER BY ${this.order(sort, window.locale)}, population DESC, id LIMIT $2 OFFSET $3`,
      [window.text ? likeContains(window.text) : null, window.take, window.skip],
    );
    return {
      rows: rows.map((r) => ({
        id: r.id,
        nameRu: r.name_ru,
        nameEn: r.name_en,
        latitude: r.latitude,
        longitude: r.longitude,
        population: r.population,
      })),
      total: totalOf(rows),
    };
  }

  async countries(window: ListWindow, sort: Sort<DictionarySortColumn>): Promise<{ rows: CountryRow[]; total: number }> {
    const rows: Array<{ code: string; alpha3: string; name_ru: string; name_en: string; total: string }> = await this.dataSource.query(
      `SELECT code, alpha3, name_ru, name_en, count(*) OVER () AS total FROM countries
       WHERE $1::text IS NULL OR lower(name_ru) LIKE $1 OR lower(name_en) LIKE $1 OR lower(code) LIKE $1 OR lower(alpha3) LIKE $1
       ORDER BY ${this.order(sort, window.locale)}, code LIMIT $2 OFFSET $3`,
      [window.text ? likeContains(window.text) : null, window.take, window.skip],
    );
    return { rows: rows.map((r) => ({ code: r.code, alpha3: r.alpha3, nameRu: r.name_ru, nameEn: r.name_en })), total: totalOf(rows) };
  }

  async localityById(id: number): Promise<LocalityRow | null> {
    const rows: Array<{ id: number; name_ru: string; name_en: string; latitude: number; longitude: number; population: number }> =
      await this.dataSource.query('SELECT id, name_ru, name_en, latitude, longitude, population FROM localities WHERE id = $1', [id]);
    const r = rows[0];
    return r
      ? { id: r.id, nameRu: r.name_ru, nameEn: r.name_en, latitude: r.latitude, longitude: r.longitude, population: r.population }
      : null;
  }

  async staticItemsByIds(dictionary: string, ids: readonly number[]): Promise<NamedRow[]> {
    if (ids.length === 0) return [];
    const rows: ItemRow[] = await this.dataSource.query(
      'SELECT id, code, name_ru, name_en, 0 AS total FROM dictionary_items WHERE dictionary_code = $1 AND id = ANY($2::int[]) ORDER BY position',
      [dictionary, [...ids]],
    );
    return rows.map(named);
  }

  private order(sort: Sort<DictionarySortColumn>, locale: Locale): string {
    const column = sort.column === 'name' ? (locale === 'en' ? 'name_en' : 'name_ru') : sort.column;
    // Names sort case-insensitively, as a person reads a list.
    const expression = sort.column === 'name' ? `lower(${column})` : column;
    return `${expression} ${sort.direction}`;
  }
}

function named(row: ItemRow): NamedRow {
  return { id: row.id, code: row.code, nameRu: row.name_ru, nameEn: row.name_en };
}

function totalOf(rows: Array<{ total: string }>): number {
  return rows.length > 0 ? Number(rows[0].total) : 0;
}
