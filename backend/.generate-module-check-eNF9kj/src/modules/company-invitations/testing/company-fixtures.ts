import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { DemoIdentity } from '../../../testing/demo-identities';
import type { TestApp } from '../../../testing/test-app';
import { newPerson, signIn } from '../../authority-staff/testing/staff-fixtures';

export interface TestCompanyMember {
  identity: DemoIdentity;
  auth: string;
  userId: string;
  employeeId: string;
}

export interface TestCompany {
  id: string;
  name: string;
  shortName: string;
  admin: TestCompanyMember;
}

/**
 * A fresh company with one ADMIN, written straight into the tables: tests that invite and join leave the demo
 * company alone. The INN is random (the table only wants it unique; validation is the registration's business).
 */
export async function companyWithAdmin(t: TestApp, label = 'Test'): Promise<TestCompany> {
  const suffix = randomUUID().slice(0, 8);
  const shortName = `ООО «${label} ${suffix}»`;
  const name = `Общество с ограниченной ответственностью «${label} ${suffix}»`;
  const inn = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const [{ id }]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO companies (company_type, name, short_name, inn, kpp, ogrn, registration_address, actual_address, email,
       phone_number, manager_last_name, manager_first_name, manager_post, manager_appointment_basis)
     VALUES ('OOO', $1, $2, $3, '770101001', '1027700132195', 'Москва', 'Москва', 'office@example.ru', '9161234567',
       'Директоров', 'Иван', 'Генеральный директор', 'CHARTER') RETURNING id`,
    [name, shortName, inn],
  );
  const admin = await memberOf(t, { id, shortName }, `${label}Admin`, ['ADMIN']);
  return { id, name, shortName, admin };
}

/** A fresh person employed by the company with these roles. */
export async function memberOf(
  t: TestApp,
  company: { id: string; shortName: string },
  name: string,
  roles: StaffRole[],
): Promise<TestCompanyMember> {
  const identity = newPerson(name);
  const { auth, userId } = await signIn(t, identity);
  await t.dataSource.query(`UPDATE users SET last_name = 'Сотрудников', first_name = $2 WHERE id = $1`, [userId, name]);
  const [{ id: employeeId }]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO company_employees (company_id, user_id, roles) VALUES ($1, $2, $3) RETURNING id`,
    [company.id, userId, roles],
  );
  await t.dataSource.query(
    `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles) VALUES ($1, 'JURIDICAL_ENTITY', $2, $3, $4)`,
    [userId, company.id, company.shortName, roles],
  );
  return { identity, auth, userId, employeeId };
}

/** The company invitation links e-mailed to the address, oldest first. */
export async function companyInvitationLinks(t: TestApp, email: string): Promise<Array<{ subject: string; text: string; token: string }>> {
  const rows: Array<{ payload: { subject: string; text: string } }> = await t.dataSource.query(
    `SELECT data AS payload FROM pgboss.job WHERE name = 'email.send' AND lower(data->>'to') = lower($1) ORDER BY created_on, id`,
    [email],
  );
  return rows
    .map(({ payload }) => ({
      subject: payload.subject,
      text: payload.text,
      token: /\/employee-invitation\/\?token=([A-Za-z0-9_-]{43})&kind=company/.exec(payload.text)?.[1] ?? '',
    }))
    .filter((mail) => mail.token !== '');
}
