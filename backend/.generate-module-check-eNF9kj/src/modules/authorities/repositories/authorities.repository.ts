import { Injectable } from '@nestjs/common';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthorityRow, StoredContact } from '../entities/authority.row';

const COLUMNS = `id, type, code, map_object_id AS "mapObjectId", organisation_id AS "organisationId", name_ru AS "nameRu",
  name_en AS "nameEn", contacts, channels, short_name AS "shortName", address, website, description, avatar_file_id AS "avatarFileId",
  profile_updated_at AS "profileUpdatedAt", created_at AS "createdAt"`;

/** A municipality's authority as first created from the map. */
export interface NewMunicipality {
  code: string;
  mapObjectId: string;
  nameRu: string;
  nameEn: string;
  contacts: StoredContact[];
}

/** What an authority's admins write of its profile (the name in one language: the request's). */
export interface ProfileValues {
  nameRu: string;
  nameEn: string;
  shortName: string | null;
  address: string | null;
  website: string | null;
  description: string | null;
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
         WHERE authorities.profile_updated_at IS NULL
           AND (authorities.name_ru IS DISTINCT FROM EXCLUDED.name_ru OR authorities.name_en IS DISTINCT FROM EXCLUDED.name_en)`,
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

  async updateProfile(id: string, values: ProfileValues, updatedAt: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `UPDATE authorities SET name_ru = $2, name_en = $3, short_name = $4, address = $5, website = $6, description = $7,
         contacts = $8::jsonb, profile_updated_at = $9
        WHERE id = $1`,
      [
        id,
        values.nameRu,
        values.nameEn,
        values.shortName,
        values.address,
        values.website,
        values.description,
        JSON.stringify(values.contacts),
        updatedAt,
      ],
    );
  }

  /** Sets the avatar and answers the one it replaced (the caller purges it after the commit). */
  async replaceAvatar(id: string, fileId: string | null, updatedAt: Date, manager: EntityManager): Promise<string | null> {
    const rows: Array<{ previous: string | null }> = await manager.query(
      'SELECT avatar_file_id AS previous FROM authorities WHERE id = $1 FOR UPDATE',
      [id],
    );
    await manager.query('UPDATE authorities SET avatar_file_id = $2, profile_updated_at = $3 WHERE id = $1', [id, fileId, updatedAt]);
    return rows[0]?.previous ?? null;
  }
}
