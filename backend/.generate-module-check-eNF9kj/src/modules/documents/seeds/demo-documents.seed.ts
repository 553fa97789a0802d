import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';

/**
 * Passports of the demo staff accounts (company admin, authority reviewer, platform admin, registration
 * reviewer), whose person identity is complete in the demo: with a passport on file their summary says
 * personIdentity, as for a real user. The demo pilot has none on purpose: a newcomer fills it in.
 * Fictional numbers; inserted once and never overwritten (the user may edit them).
 */
const DEMO_PASSPORTS = [
  {
    subject: '00000000-0000-4000-8000-000000000002',
    series: '4508',
    number: '214365',
    issued: '2006-05-17',
    issuer: 'ОВД района Хамовники г. Москвы',
    residenceAddress: 'г. Москва, ул. Льва Толстого, д. 5, кв. 12',
    birthPlace: 'г. Тула',
  },
  {
    subject: '00000000-0000-4000-8000-000000000003',
    series: '9204',
    number: '563412',
    issued: '2004-10-01',
    issuer: 'УВД г. Казани',
    residenceAddress: 'г. Казань, ул. Баумана, д. 20, кв. 3',
    birthPlace: 'г. Казань',
  },
  {
    subject: '00000000-0000-4000-8000-000000000004',
    series: '4010',
    number: '908172',
    issued: '2010-02-10',
    issuer: 'ТП № 12 отдела УФМС России по Санкт-Петербургу',
    residenceAddress: 'г. Санкт-Петербург, Невский пр., д. 30, кв. 7',
    birthPlace: 'г. Санкт-Петербург',
  },
  {
    subject: '00000000-0000-4000-8000-000000000005',
    series: '5009',
    number: '330517',
    issued: '2008-07-22',
    issuer: 'ОУФМС России по Новосибирской обл.',
    residenceAddress: 'г. Новосибирск, Красный пр., д. 1, кв. 44',
    birthPlace: 'г. Новосибирск',
  },
];

export const demoDocumentsSeed: Seed = {
  name: 'demo-documents',
  async run(manager: EntityManager): Promise<void> {
    for (const p of DEMO_PASSPORTS) {
      await manager.query(
        `INSERT INTO personal_documents (owner_user_id, type_code, series, number, issued, issuer, residence_address, birth_place)
         SELECT id, 'RU_PASSPORT', $2, $3, $4, $5, $6, $7 FROM users WHERE subject = $1
         ON CONFLICT (owner_user_id, type_code) DO NOTHING`,
        [p.subject, p.series, p.number, p.issued, p.issuer, p.residenceAddress, p.birthPlace],
      );
    }
  },
};
