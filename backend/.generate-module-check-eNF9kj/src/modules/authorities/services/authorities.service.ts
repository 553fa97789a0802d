import { Injectable } from '@nestjs/common';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import type { Page } from '../../../common/pagination/page';
import type { MapLocale } from '../../map/i18n/map-locale';
import { CrossingsService } from '../../map/services/crossings.service';
import { MunicipalityCatalogue, type MunicipalityEntry } from '../../map/services/municipality-catalogue';
import { authorityNotFound, municipalityNotFound } from '../authorities.exceptions';
import { municipalityCode, municipalityContacts, submissionEmailOf } from '../domain/authority-contacts';
import type { AuthorityDto } from '../dtos/authorities.dto';
import type { AuthorityRow } from '../entities/authority.row';
import { AuthoritiesRepository, type ProfileValues } from '../repositories/authorities.repository';
import type { EntityManager } from 'typeorm';

/** An authority's whole record (profile columns included), for the authority-staff module's profile. */
export type AuthorityRecord = AuthorityRow;
export type { ProfileValues as AuthorityProfileValues };

/** The authorities a flight's geometry crosses, each list in the map's order; the first zonal centre is the default. */
export interface CrossedAuthorities {
  zonalCenters: AuthorityDto[];
  municipalities: AuthorityDto[];
}

export interface AuthorityListQuery {
  text?: string;
  page: number;
  size: number;
}

/**
 * The authorities a flight is agreed with. Zonal centres are seeded; a municipality's administration is
 * created from the map's municipality the first time it is listed or chosen (ensureMunicipality), so every
 * authority id on the wire is a real row.
 */
@Injectable()
export class AuthoritiesService {
  constructor(
    private readonly repository: AuthoritiesRepository,
    private readonly crossings: CrossingsService,
    private readonly catalogue: MunicipalityCatalogue,
  ) {}

  /** @throws DomainException `authorities.not-found` (404). */
  async get(id: string, locale: MapLocale = 'ru'): Promise<AuthorityDto> {
    const row = isUuid(id) ? await this.repository.findById(id) : null;
    if (!row) throw authorityNotFound();
    return toAuthorityDto(row, locale);
  }

  /** The authorities of these ids that exist, by id. */
  async getMany(ids: readonly string[], locale: MapLocale = 'ru'): Promise<Map<string, AuthorityDto>> {
    const rows = await this.repository.findByIds(ids.filter(isUuid));
    return new Map(rows.map((row) => [row.id, toAuthorityDto(row, locale)]));
  }

  async findByCode(code: string, locale: MapLocale = 'ru'): Promise<AuthorityDto | null> {
    const row = await this.repository.findByCode(code);
    return row ? toAuthorityDto(row, locale) : null;
  }

  /** The authority's name in both languages (case-file summaries are written in both). */
  async names(id: string): Promise<{ ru: string; en: string }> {
    const row = isUuid(id) ? await this.repository.findById(id) : null;
    if (!row) throw authorityNotFound();
    return { ru: row.nameRu, en: row.nameEn };
  }

  /** The authority's whole record; null when there is none. */
  async record(id: string): Promise<AuthorityRecord | null> {
    return isUuid(id) ? this.repository.findById(id) : null;
  }

  async recordByCode(code: string): Promise<AuthorityRecord | null> {
    return this.repository.findByCode(code);
  }

  /**
   * Writes the profile its admins edited; from then on the seeds and the map leave its names and contacts alone.
   * The caller checks who may.
   */
  async updateProfile(id: string, values: ProfileValues, at: Date, manager?: EntityManager): Promise<void> {
    await this.repository.updateProfile(id, values, at, manager);
  }

  /** Sets (or clears) the avatar; answers the file id it replaced, for the caller to purge after the commit. */
  replaceAvatar(id: string, fileId: string | null, at: Date, manager: EntityManager): Promise<string | null> {
    return this.repository.replaceAvatar(id, fileId, at, manager);
  }

  /** The e-mail address applications and submissions are sent to; null when the authority has none. */
  async submissionAddress(id: string): Promise<string | null> {
    const row = isUuid(id) ? await this.repository.findById(id) : null;
    if (!row) throw authorityNotFound();
    return submissionEmailOf(row.contacts);
  }

  /** @throws DomainException `authorities.municipality-not-found` (404) when the map has no such municipality. */
  async ensureMunicipality(mapObjectId: string, locale: MapLocale = 'ru'): Promise<AuthorityDto> {
    const entry = await this.catalogue.get(mapObjectId);
    if (!entry) throw municipalityNotFound();
    const [row] = await this.ensure([entry]);
    return toAuthorityDto(row, locale);
  }

  /**
   * The zonal centres and municipalities a flight's stored geometry crosses (`crossed: true`; the first
   * zonal centre `defaultAuthority: true`). A centre the map knows but the authorities do not (an imported
   * area with another code) is left out: nothing could be sent to it.
   */
  async crossedBy(geometry: unknown, locale: MapLocale = 'ru'): Promise<CrossedAuthorities> {
    if (geometry === null || geometry === undefined) return { zonalCenters: [], municipalities: [] };
    const { authorities } = await this.crossings.forGeometry(
      geometry,
      { aerodromeTypes: [], authorityTypes: ['ZONAL_CENTER', 'LOCAL_GOVERNMENT'] },
      locale,
    );
    const centreCodes = authorities.filter((a) => a.type === 'ZONAL_CENTER').map((a) => a.code);
    const centres = (await this.repository.listOfType('ZONAL_CENTER')).filter((row) => centreCodes.includes(row.code));
    centres.sort((a, b) => centreCodes.indexOf(a.code) - centreCodes.indexOf(b.code));
    const mapIds = authorities.filter((a) => a.type === 'LOCAL_GOVERNMENT').map((a) => a.id);
    const municipalRows = await this.ensure(await this.catalogue.getMany(mapIds));
    municipalRows.sort((a, b) => mapIds.indexOf(a.mapObjectId ?? '') - mapIds.indexOf(b.mapObjectId ?? ''));
    return {
      zonalCenters: centres.map((row, i) => ({ ...toAuthorityDto(row, locale), crossed: true, defaultAuthority: i === 0 })),
      municipalities: municipalRows.map((row) => ({ ...toAuthorityDto(row, locale), crossed: true })),
    };
  }

  /** The zonal centres: those crossed first (the first the default), then the rest by name; filtered by name text. */
  async zonalCenters(query: AuthorityListQuery, crossed: CrossedAuthorities | null, locale: MapLocale): Promise<Page<AuthorityDto>> {
    const crossedIds = new Set(crossed?.zonalCenters.map((a) => a.id));
    const rest = (await this.repository.listOfType('ZONAL_CENTER'))
      .filter((row) => !crossedIds.has(row.id))
      .map((row) => toAuthorityDto(row, locale))
      .sort(byName(locale));
    const all = [...(crossed?.zonalCenters ?? []), ...rest].filter((a) => nameMatches(a.name, query.text));
    return { data: all.slice(query.page * query.size, (query.page + 1) * query.size), meta: { totalCount: all.length } };
  }

  /**
   * The municipalities: those crossed first, then the map's by name in the request's language. A page's
   * municipalities get their authority rows here, so the front end adds one by its id like any other.
   */
  async municipals(query: AuthorityListQuery, crossed: CrossedAuthorities | null, locale: MapLocale): Promise<Page<AuthorityDto>> {
    const first = (crossed?.municipalities ?? []).filter((a) => nameMatches(a.name, query.text));
    const offset = query.page * query.size;
    const fromFirst = first.slice(offset, offset + query.size);
    const found = await this.catalogue.search({
      text: query.text,
      locale,
      offset: Math.max(0, offset - first.length),
      limit: query.size - fromFirst.length,
      excludeIds: (crossed?.municipalities ?? []).map((a) => a.mapObjectId ?? ''),
    });
    const rows = await this.ensure(found.items);
    const byMapId = new Map(rows.map((row) => [row.mapObjectId, row]));
    const listed = found.items.flatMap((entry) => {
      const row = byMapId.get(entry.id);
      return row ? [toAuthorityDto(row, locale)] : [];
    });
    return { data: [...fromFirst, ...listed], meta: { totalCount: first.length + found.total } };
  }

  private ensure(entries: readonly MunicipalityEntry[]): Promise<AuthorityRow[]> {
    return this.repository.ensureMunicipalities(
      entries.map((entry) => ({
        code: municipalityCode(entry.id),
        mapObjectId: entry.id,
        nameRu: entry.nameRu,
        nameEn: entry.nameEn,
        contacts: municipalityContacts(entry.id),
      })),
    );
  }
}

export function toAuthorityDto(row: AuthorityRow, locale: MapLocale): AuthorityDto {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    name: locale === 'en' ? row.nameEn : row.nameRu,
    mapObjectId: row.mapObjectId,
    crossed: false,
    defaultAuthority: false,
    channels: row.type === ('ZONAL_CENTER' satisfies AuthorityType) ? row.channels : [],
    contacts: row.contacts.map((c) => ({
      type: c.type,
      email: c.emails.join(';'),
      phone: c.phones.join(';'),
      spokesmanPost: c.spokesmanPost,
      spokesmanFullName: c.spokesmanFullName,
    })),
  };
}

function byName(locale: MapLocale): (a: AuthorityDto, b: AuthorityDto) => number {
  return (a, b) => a.name.localeCompare(b.name, locale);
}

function nameMatches(name: string, text: string | undefined): boolean {
  const wanted = text?.trim().toLocaleLowerCase();
  return !wanted || name.toLocaleLowerCase().includes(wanted);
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
