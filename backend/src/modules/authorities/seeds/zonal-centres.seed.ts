import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import { ZONAL_CENTERS } from '../../map/data/generators/zonal-centers';
import { zonalCentreRecord } from '../domain/authority-contacts';

/**
 * The 13 zonal centres, upserted by code at every start: the names follow the map's generator (one list for
 * the map layer and the authorities), the contacts and channels the current rules.
 */
export const zonalCentresSeed: Seed = {
  name: 'authorities-zonal-centres',
  async run(manager: EntityManager): Promise<void> {
    for (const [index, centre] of ZONAL_CENTERS.entries()) {
      const record = zonalCentreRecord(centre, index);
      await manager.query(
        `INSERT INTO authorities (type, code, organisation_id, name_ru, name_en, contacts, channels)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::text[])
         ON CONFLICT (code) DO UPDATE SET organisation_id = EXCLUDED.organisation_id, name_ru = EXCLUDED.name_ru,
           name_en = EXCLUDED.name_en, contacts = EXCLUDED.contacts, channels = EXCLUDED.channels`,
        [record.type, record.code, record.organisationId, record.nameRu, record.nameEn, JSON.stringify(record.contacts), record.channels],
      );
    }
  },
};
