import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { DemoIdentity } from '../../../testing/demo-identities';
import type { TestApp } from '../../../testing/test-app';

export interface TestEmployee {
  identity: DemoIdentity;
  auth: string;
  userId: string;
}

export interface TestCompany {
  id: string;
  admin: TestEmployee;
  manager: TestEmployee;
  pilot: TestEmployee;
  signer: TestEmployee;
}

/** A person unknown to the database until it calls, with a company account's realm roles. */
function newCompanyPerson(name: string): DemoIdentity {
  const sub = randomUUID();
  return { sub, login: `${name.toLowerCase()}-${sub}@nebo.test`, givenName: name, familyName: 'Testov', roles: ['user', 'juridical'] };
}

async function employ(t: TestApp, companyId: string, shortName: string, name: string, roles: StaffRole[]): Promise<TestEmployee> {
  const identity = newCompanyPerson(name);
  const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  // Any authenticated call creates the caller's user.
  await t.http.get('/api/user/current').set('Authorization', auth).expect(200);
  const [{ id: userId }]: Array<{ id: string }> = await t.dataSource.query('SELECT id FROM users WHERE subject = $1', [identity.sub]);
  await t.dataSource.query('INSERT INTO company_employees (company_id, user_id, roles) VALUES ($1, $2, $3)', [companyId, userId, roles]);
  await t.dataSource.query(
    `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles) VALUES ($1, 'JURIDICAL_ENTITY', $2, $3, $4)`,
    [userId, companyId, shortName, roles],
  );
  return { identity, auth, userId };
}

/**
 * A fresh company with one employee per staff role, written straight into the tables (as an approved registration
 * leaves them): each spec works with companies of its own. The INN is random (the table does not check sums).
 */
export async function companyWithStaff(t: TestApp, label = 'Test'): Promise<TestCompany> {
  const inn = String(Math.floor(1e9 + Math.random() * 9e9));
  const shortName = `ООО «${label} ${inn.slice(0, 4)}»`;
  const [{ id }]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO companies (company_type, name, short_name, inn, kpp, ogrn, registration_address, actual_address, email, phone_number,
       manager_last_name, manager_first_name, manager_post, manager_appointment_basis)
     VALUES ('OOO', $1, $2, $3, '770701001', '1027700132195', 'Москва', 'Москва', 'office@nebo.test', '9990000000',
       'Иванов', 'Иван', 'Генеральный директор', 'CHARTER') RETURNING id`,
    [`Общество с ограниченной ответственностью «${label}»`, shortName, inn],
  );
  return {
    id,
    admin: await employ(t, id, shortName, `${label}Admin`, ['ADMIN']),
    manager: await employ(t, id, shortName, `${label}Manager`, ['MANAGER']),
    pilot: await employ(t, id, shortName, `${label}Pilot`, ['PILOT']),
    signer: await employ(t, id, shortName, `${label}Signer`, ['SIGNER']),
  };
}
