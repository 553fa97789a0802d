import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import { ZONAL_CENTERS } from '../../map/data/generators/zonal-centers';
import { zonalCentreRecord } from '../domain/authority-contacts';

/**
 * The 13 zonal centres, upserted by code at every start: the names follow the map's generator (one list for
 * the map layer and the authorities), the contacts and channels the current rules. A centre whose admins edited
 * its profile on the platform keeps their names and contacts.
 */
export const zonalCentresSeed: Seed = {
  name: 'authorities-zonal-centres',
  async run(manager: EntityManager): Promise<void> {
    for (const [index, centre] of ZONAL_CENTERS.entries()) {
      const record = zonalCentreRecord(centre, index);
      await manager.query(
        `INSERT INTO authorities (type, code, organisation_id, name_ru, name_en, contacts, channels)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::text[])
         ON CONFLICT (code) DO UPDATE SET organisation_id = EXCLUDED.organisation_id, channels = EXCLUDED.channels,
           name_ru = CASE WHEN authorities.profile_updated_at IS NULL THEN EXCLUDED.name_ru ELSE authorities.name_ru END,
           name_en = CASE WHEN authorities.profile_updated_at IS NULL THEN EXCLUDED.name_en ELSE authorities.name_en END,
           contacts = CASE WHEN authorities.profile_updated_at IS NULL THEN EXCLUDED.contacts ELSE authorities.contacts END`,
        [record.type, record.code, record.organisationId, record.nameRu, record.nameEn, JSON.stringify(record.contacts), record.channels],
      );
    }
  },
};
