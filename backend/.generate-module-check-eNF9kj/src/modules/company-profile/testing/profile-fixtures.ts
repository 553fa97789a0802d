import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { TestApp } from '../../../testing/test-app';
import { newPerson, signIn } from '../../authority-staff/testing/staff-fixtures';

export interface ProfileMember {
  auth: string;
  userId: string;
  employeeId: string;
}

export interface ProfileCompany {
  id: string;
  name: string;
  shortName: string;
  admin: ProfileMember;
  manager: ProfileMember;
  pilot: ProfileMember;
  signer: ProfileMember;
}

/**
 * A fresh company with an ADMIN, a MANAGER, a PILOT and a SIGNER, written straight into the tables (the demo company
 * stays untouched). The INN is random: the table only wants it unique.
 */
export async function companyWithStaff(t: TestApp, label: string): Promise<ProfileCompany> {
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
  const company = { id, shortName };
  return {
    id,
    name,
    shortName,
    admin: await employ(t, company, `${label}Admin`, ['ADMIN']),
    manager: await employ(t, company, `${label}Manager`, ['MANAGER', 'PILOT']),
    pilot: await employ(t, company, `${label}Pilot`, ['PILOT']),
    signer: await employ(t, company, `${label}Signer`, ['SIGNER']),
  };
}

/** A fresh person employed by the company with these roles (company_employees and the user's employment). */
export async function employ(
  t: TestApp,
  company: { id: string; shortName: string },
  name: string,
  roles: StaffRole[],
): Promise<ProfileMember> {
  const { auth, userId } = await signIn(t, newPerson(name));
  const [{ id: employeeId }]: Array<{ id: string }> = await t.dataSource.query(
    'INSERT INTO company_employees (company_id, user_id, roles) VALUES ($1, $2, $3) RETURNING id',
    [company.id, userId, roles],
  );
  await t.dataSource.query(
    `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles) VALUES ($1, 'JURIDICAL_ENTITY', $2, $3, $4)`,
    [userId, company.id, company.shortName, roles],
  );
  return { auth, userId, employeeId };
}

/** A signed-in person who works for no company. */
export async function outsider(t: TestApp, name = 'Outsider'): Promise<{ auth: string; userId: string }> {
  return signIn(t, newPerson(name));
}
