import type { EntityManager } from 'typeorm';
import type { Seed } from '../../../database/seed';

/** The demo authority account (users seed, docs/contracts.md): an admin of the Moscow zonal centre. */
const DEMO_AUTHORITY_SUBJECT = '00000000-0000-4000-8000-000000000003';
const MOSCOW_CENTRE_CODE = 'ZC-MOSCOW';
const DEPARTMENTS = ['Группа планирования использования воздушного пространства', 'Диспетчерская служба'];
const DEMO_POSITION = 'Начальник смены';
const DEMO_DEPARTMENT = 'Диспетчерская служба';

/**
 * The Moscow zonal centre's demo staff (D11): two departments and the demo authority as its ACTIVE admin. Only
 * inserted when missing, so whatever the demo admin changed survives a restart; nothing happens before the
 * users and authorities seeds have made their rows.
 */
export const moscowCentreStaffSeed: Seed = {
  name: 'authority-staff-moscow-centre',
  async run(manager: EntityManager): Promise<void> {
    const [authority]: Array<{ id: string }> = await manager.query('SELECT id FROM authorities WHERE code = $1', [MOSCOW_CENTRE_CODE]);
    const [user]: Array<{ id: string; email: string | null; login: string }> = await manager.query(
      'SELECT id, email, login FROM users WHERE subject = $1',
      [DEMO_AUTHORITY_SUBJECT],
    );
    if (!authority || !user) return;
    for (const name of DEPARTMENTS) {
      await manager.query(
        `INSERT INTO authority_departments (authority_id, name) VALUES ($1, $2) ON CONFLICT (authority_id, lower(name)) DO NOTHING`,
        [authority.id, name],
      );
    }
    await manager.query(
      `INSERT INTO authority_employees (authority_id, department_id, position, email, user_id, is_admin, status, invited_at, joined_at)
       SELECT $1, d.id, $2, $3, $4, true, 'ACTIVE', now(), now()
         FROM authority_departments d
        WHERE d.authority_id = $1 AND lower(d.name) = lower($5)
       ON CONFLICT DO NOTHING`,
      [authority.id, DEMO_POSITION, user.email ?? user.login, user.id, DEMO_DEPARTMENT],
    );
  },
};
