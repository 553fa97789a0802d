import { Injectable } from '@nestjs/common';
import { Page, pageWindow, toPage } from '../../../common/pagination/page';
import { parseSort } from '../../../common/pagination/sort';
import { DICTIONARY_CODES, DictionaryCode, STATIC_DICTIONARIES, StaticDictionaryCode } from '../definitions/static-dictionaries';
import type { Locale } from '../domain/locale';
import { CityDto, CountryDto, DictionaryItemDto } from '../dtos/dictionary-item.dto';
import type { DictionaryQueryDto } from '../dtos/dictionary-query.dto';
import { dictionaryNotFound } from '../dictionaries.exceptions';
import type { LocalityRow, NamedRow } from '../entities/dictionary.row';
import { DictionariesRepository, DictionarySortColumn, ListWindow } from '../repositories/dictionaries.repository';

/**
 * CREATE_DATE is the spec's default list sort, which its clients send on every list
 * (docs/requirements.md#decision-default-sort). Dictionary entries are reference data with no creation
 * date, so it means the dictionary's own order: the declared order for fixed dictionaries (the order their
 * entries were added, as ORDER), the name for localities and countries (as NAME). `CREATE_DATE-` reverses it.
 */
const ITEM_SORTS = { NAME: 'name', CODE: 'code', ORDER: 'position', CREATE_DATE: 'position' } as const satisfies Record<
  string,
  DictionarySortColumn
>;
const LOCALITY_SORTS = { NAME: 'name', POPULATION: 'population', CREATE_DATE: 'name' } as const satisfies Record<
  string,
  DictionarySortColumn
>;
const COUNTRY_SORTS = { NAME: 'name', CODE: 'code', CREATE_DATE: 'name' } as const satisfies Record<string, DictionarySortColumn>;

/** The dictionaries the screens pick values from, in the caller's language. */
@Injectable()
export class DictionariesService {
  constructor(private readonly repository: DictionariesRepository) {}

  async list(code: string, query: DictionaryQueryDto, locale: Locale): Promise<Page<DictionaryItemDto>> {
    if (!isDictionaryCode(code)) throw dictionaryNotFound(code);
    const window = this.window(query, locale);
    if (code === 'LOCALITIES') {
      const sort = parseSort(query.sort, LOCALITY_SORTS, 'NAME');
      const { rows, total } = await withTotal(window, (w) => this.repository.localities(w, sort));
      return toPage(
        rows.map((r) => ({ id: r.id, code: String(r.id), name: pick(locale, r.nameRu, r.nameEn), nameEn: r.nameEn })),
        total,
      );
    }
    if (code === 'MANUFACTURER_COUNTRY') {
      const sort = parseSort(query.sort, COUNTRY_SORTS, 'NAME');
      const { rows, total } = await withTotal(window, (w) => this.repository.countries(w, sort));
      return toPage(
        rows.map((r) => ({ id: r.code, code: r.code, name: pick(locale, r.nameRu, r.nameEn), nameEn: r.nameEn })),
        total,
      );
    }
    const sort = parseSort(query.sort, ITEM_SORTS, 'ORDER');
    const { rows, total } = await withTotal(window, (w) => this.repository.staticItems(code, w, sort));
    return toPage(
      rows.map((r) => toItem(r, locale)),
      total,
    );
  }

  async cities(query: DictionaryQueryDto, locale: Locale): Promise<Page<CityDto>> {
    const sort = parseSort(query.sort, LOCALITY_SORTS, 'NAME');
    const { rows, total } = await withTotal(this.window(query, locale), (w) => this.repository.localities(w, sort));
    return toPage(
      rows.map((r) => toCity(r, locale)),
      total,
    );
  }

  async countries(query: DictionaryQueryDto, locale: Locale): Promise<Page<CountryDto>> {
    const sort = parseSort(query.sort, COUNTRY_SORTS, 'NAME');
    const { rows, total } = await withTotal(this.window(query, locale), (w) => this.repository.countries(w, sort));
    return toPage(
      rows.map((r) => ({ id: r.code, code: r.code, alpha3: r.alpha3, name: pick(locale, r.nameRu, r.nameEn), nameEn: r.nameEn })),
      total,
    );
  }

  /** For other modules: a locality by id (profile locality), or null when there is none. */
  async findLocality(id: number, locale: Locale = 'ru'): Promise<CityDto | null> {
    const row = await this.repository.localityById(id);
    return row ? toCity(row, locale) : null;
  }

  /** For other modules: the items of a fixed dictionary with these ids (unknown ids are absent). */
  async findItems(code: StaticDictionaryCode, ids: readonly number[], locale: Locale = 'ru'): Promise<DictionaryItemDto[]> {
    return (await this.repository.staticItemsByIds(code, ids)).map((r) => toItem(r, locale));
  }

  /** For other modules: a fixed item by its code, straight from the definitions (no database call). */
  itemByCode(dictionary: StaticDictionaryCode, code: string, locale: Locale = 'ru'): DictionaryItemDto | null {
    const item = STATIC_DICTIONARIES[dictionary].find((i) => i.code === code);
    return item ? { id: item.id, code: item.code, name: pick(locale, item.name, item.nameEn), nameEn: item.nameEn } : null;
  }

  private window(query: DictionaryQueryDto, locale: Locale): ListWindow {
    const text = query.query?.trim();
    return { ...pageWindow(query.page, query.size), text: text === '' ? undefined : text, locale };
  }
}

/**
 * Runs a page query whose total comes from a window function; a page past the end has no row to carry
 * it, so the total is then read from the first row instead.
 */
async function withTotal<T>(
  window: ListWindow,
  run: (w: ListWindow) => Promise<{ rows: T[]; total: number }>,
): Promise<{ rows: T[]; total: number }> {
  const page = await run(window);
  if (page.rows.length > 0 || window.skip === 0) return page;
  const { total } = await run({ ...window, skip: 0, take: 1 });
  return { rows: [], total };
}

function isDictionaryCode(code: string): code is DictionaryCode {
  return (DICTIONARY_CODES as readonly string[]).includes(code);
}

function pick(locale: Locale, ru: string, en: string): string {
  return locale === 'en' ? en : ru;
}

function toItem(row: NamedRow, locale: Locale): DictionaryItemDto {
  return { id: row.id, code: row.code, name: pick(locale, row.nameRu, row.nameEn), nameEn: row.nameEn };
}

function toCity(row: LocalityRow, locale: Locale): CityDto {
  return {
    id: row.id,
    name: pick(locale, row.nameRu, row.nameEn),
    nameEn: row.nameEn,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  };
}
