import { Injectable } from '@nestjs/common';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthorityRow, StoredContact } from '../entities/authority.row';

const COLUMNS = `id, type, code, map_object_id AS "mapObjectId", organisation_id AS "organisationId", name_ru AS "nameRu",
  name_en AS "nameEn", contacts, channels, created_at AS "createdAt"`;

/** A municipality's authority as first created from the map. */
export interface NewMunicipality {
  code: string;
  mapObjectId: string;
  nameRu: string;
  nameEn: string;
  contacts: StoredContact[];
}

/** All of the module's SQL. */
@Injectable()
export class AuthoritiesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<AuthorityRow | null> {
    return (await this.findByIds([id]))[0] ?? null;
  }

  findByIds(ids: readonly string[]): Promise<AuthorityRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM authorities WHERE id::text = ANY($1::text[])`, [ids]);
  }

  async findByCode(code: string): Promise<AuthorityRow | null> {
    const rows: AuthorityRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM authorities WHERE code = $1`, [code]);
    return rows[0] ?? null;
  }

  listOfType(type: AuthorityType): Promise<AuthorityRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM authorities WHERE type = $1 ORDER BY code`, [type]);
  }

  findByMapObjectIds(mapObjectIds: readonly string[]): Promise<AuthorityRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM authorities WHERE map_object_id = ANY($1::text[])`, [mapObjectIds]);
  }

  /**
   * Creates the municipalities' authorities that do not exist yet and returns every one asked for, their
   * names following the map's (a map reload may rename a town). Idempotent and race-free: two first uses of
   * one municipality meet on the unique map object id.
   */
  async ensureMunicipalities(
    municipalities: readonly NewMunicipality[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AuthorityRow[]> {
    if (municipalities.length === 0) return [];
    await manager.query(
      `INSERT INTO authorities (type, code, map_object_id, name_ru, name_en, contacts, channels)
       SELECT 'LOCAL_GOVERNMENT', m.code, m.map_object_id, m.name_ru, m.name_en, m.contacts, '{}'
         FROM jsonb_to_recordset($1::jsonb) AS m(code text, map_object_id text, name_ru text, name_en text, contacts jsonb)
       ON CONFLICT (map_object_id) DO UPDATE SET name_ru = EXCLUDED.name_ru, name_en = EXCLUDED.name_en
         WHERE authorities.name_ru IS DISTINCT FROM EXCLUDED.name_ru OR authorities.name_en IS DISTINCT FROM EXCLUDED.name_en`,
      [
        JSON.stringify(
          municipalities.map((m) => ({
            code: m.code,
            map_object_id: m.mapObjectId,
            name_ru: m.nameRu,
            name_en: m.nameEn,
            contacts: m.contacts,
          })),
        ),
      ],
    );
    return manager.query(`SELECT ${COLUMNS} FROM authorities WHERE map_object_id = ANY($1::text[])`, [
      municipalities.map((m) => m.mapObjectId),
    ]);
  }
}
