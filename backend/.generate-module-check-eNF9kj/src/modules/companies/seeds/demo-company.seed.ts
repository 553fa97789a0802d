import type { StaffRole } from '@nebo/shared-vocabulary';
import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';
import type { CompanyRegistrationInfo } from '../domain/registration-info';
import { insertCompany } from '../repositories/companies.repository';

/** The demo company's id: the organisation id the demo company account's employment always had. */
export const DEMO_COMPANY_ID = '00000000-0000-4000-9000-000000000001';

/** Made-up identifiers with valid checksums (README.md lists them); no real company holds them. */
export const DEMO_COMPANY: CompanyRegistrationInfo = {
  companyType: 'OOO',
  name: 'Общество с ограниченной ответственностью «Небо-Тест»',
  shortName: 'ООО «Небо-Тест»',
  inn: '7709999900',
  kpp: '770901001',
  ogrn: '1267709999908',
  registrationAddress: 'г. Москва, ул. Летная, д. 1, офис 101',
  actualAddress: 'г. Москва, ул. Летная, д. 1, офис 101',
  email: 'info@nebo-test.local',
  phoneCode: '7',
  phoneNumber: '4950000001',
  managerLastName: 'Смирнова',
  managerFirstName: 'Ольга',
  managerPatronymic: 'Викторовна',
  managerPost: 'Генеральный директор',
  managerPostAppointmentBasis: 'CHARTER',
  website: null,
};

/** The demo accounts (users seed, docs/contracts.md) who work for it. */
const DEMO_STAFF: Array<{ subject: string; roles: StaffRole[]; position: string }> = [
  { subject: '00000000-0000-4000-8000-000000000002', roles: ['ADMIN'], position: 'Генеральный директор' },
  { subject: '00000000-0000-4000-8000-000000000007', roles: ['PILOT'], position: 'Пилот' },
  { subject: '00000000-0000-4000-8000-000000000008', roles: ['SIGNER'], position: 'Главный бухгалтер' },
];

/**
 * The demo company «Небо-Тест» and its three demo employees. Only inserted when missing, so whatever the demo
 * admin changed (data, roles, a removed employee's absence until the next start) survives a restart; an employee
 * row and the user's employment are written together, so the summary and the company area agree.
 */
export const demoCompanySeed: Seed = {
  name: 'companies-demo-company',
  async run(manager: EntityManager): Promise<void> {
    const [existing]: unknown[] = await manager.query('SELECT 1 FROM companies WHERE id = $1', [DEMO_COMPANY_ID]);
    if (!existing) await insertCompany(manager, DEMO_COMPANY, null, DEMO_COMPANY_ID);
    for (const { subject, roles, position } of DEMO_STAFF) {
      const [user]: Array<{ id: string }> = await manager.query('SELECT id FROM users WHERE subject = $1', [subject]);
      if (!user) continue;
      // Someone employed elsewhere (an authority, another company) stays there.
      const [elsewhere]: unknown[] = await manager.query('SELECT 1 FROM user_employments WHERE user_id = $1 AND organisation_id <> $2', [
        user.id,
        DEMO_COMPANY_ID,
      ]);
      if (elsewhere) continue;
      const inserted: unknown[] = await manager.query(
        `INSERT INTO company_employees (company_id, user_id, roles, position) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING RETURNING id`,
        [DEMO_COMPANY_ID, user.id, roles, position],
      );
      if (inserted.length === 0) continue;
      await manager.query(
        `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles)
         VALUES ($1, 'JURIDICAL_ENTITY', $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET type = EXCLUDED.type, organisation_name = EXCLUDED.organisation_name,
           staff_roles = EXCLUDED.staff_roles`,
        [user.id, DEMO_COMPANY_ID, DEMO_COMPANY.shortName, roles],
      );
    }
  },
};
