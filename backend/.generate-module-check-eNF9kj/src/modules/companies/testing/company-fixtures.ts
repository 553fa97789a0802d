import { randomInt, randomUUID } from 'node:crypto';
import type { StaffRole } from '@nebo/shared-vocabulary';
import type { DemoIdentity } from '../../../testing/demo-identities';
import type { TestApp } from '../../../testing/test-app';
import { isIndividualEntrepreneur, type CompanyRegistrationInfo } from '../domain/registration-info';
import { insertCompany } from '../repositories/companies.repository';

// Fixtures for the company-area integration specs: fresh companies written straight into the tables (as the demo
// seed does), so that tests which demote or remove people leave the demo company alone.

const INN_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

function digits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** A random legal-entity INN with a valid check digit (not starting with 0, as real ones do not). */
export function randomLegalInn(): string {
  const body = String(randomInt(1, 10)) + digits(8);
  const sum = INN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return body + String((sum % 11) % 10);
}

/** A random OGRN (13 digits) with a valid check digit. */
export function randomOgrn(): string {
  const body = '1' + digits(11);
  return body + String(Number((BigInt(body) % 11n) % 10n));
}

/** A complete, valid registration info of a legal entity with fresh INN and OGRN; override what the test needs. */
export function legalEntityInfo(overrides: Partial<CompanyRegistrationInfo> = {}): CompanyRegistrationInfo {
  const label = randomUUID().slice(0, 8);
  return {
    companyType: 'OOO',
    name: `Общество с ограниченной ответственностью «Тест ${label}»`,
    shortName: `ООО «Тест ${label}»`,
    inn: randomLegalInn(),
    kpp: '770101001',
    ogrn: randomOgrn(),
    registrationAddress: 'г. Москва, ул. Тестовая, д. 1',
    actualAddress: 'г. Москва, ул. Тестовая, д. 1',
    email: `company-${label}@nebo.test`,
    phoneCode: '7',
    phoneNumber: '4951234567',
    managerLastName: 'Иванов',
    managerFirstName: 'Иван',
    managerPatronymic: null,
    managerPost: 'Генеральный директор',
    managerPostAppointmentBasis: 'CHARTER',
    website: null,
    ...overrides,
  };
}

/** A person unknown to the database until it calls; a company's people have the realm role `juridical`. */
export function newPerson(name: string, roles: string[] = ['user', 'juridical']): DemoIdentity {
  const sub = randomUUID();
  return { sub, login: `${name.toLowerCase()}-${sub}@nebo.test`, givenName: name, familyName: 'Testov', roles };
}

/** The bearer header of the identity, and its users.id (the first call creates the user). */
export async function signIn(t: TestApp, identity: DemoIdentity): Promise<{ auth: string; userId: string }> {
  const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  // Any authenticated route creates the caller's user; this one changes nothing.
  await t.http.get('/api/user/current/summary').set('Authorization', auth);
  const [{ id }]: Array<{ id: string }> = await t.dataSource.query('SELECT id FROM users WHERE subject = $1', [identity.sub]);
  return { auth, userId: id };
}

export interface TestEmployee {
  identity: DemoIdentity;
  auth: string;
  userId: string;
  employeeId: string;
}

export interface TestCompany {
  id: string;
  info: CompanyRegistrationInfo;
  admin: TestEmployee;
}

/** Makes a signed-in person an employee of the company (company_employees and the user's employment). */
export async function addTestEmployee(
  t: TestApp,
  company: { id: string; info: CompanyRegistrationInfo },
  roles: StaffRole[],
  name: string,
  names: { lastName?: string; firstName?: string } = {},
): Promise<TestEmployee> {
  const identity = newPerson(name);
  const { auth, userId } = await signIn(t, identity);
  await t.dataSource.query('UPDATE users SET last_name = $2, first_name = $3 WHERE id = $1', [
    userId,
    names.lastName ?? `${name}ов`,
    names.firstName ?? name,
  ]);
  const [{ id: employeeId }]: Array<{ id: string }> = await t.dataSource.query(
    'INSERT INTO company_employees (company_id, user_id, roles, position) VALUES ($1, $2, $3, $4) RETURNING id',
    [company.id, userId, roles, null],
  );
  await t.dataSource.query(
    'INSERT INTO user_employments (user_id, type, organisation_id, organisation_name, staff_roles) VALUES ($1, $2, $3, $4, $5)',
    [
      userId,
      isIndividualEntrepreneur(company.info.companyType) ? 'INDIVIDUAL_ENTREPRENEUR' : 'JURIDICAL_ENTITY',
      company.id,
      company.info.shortName,
      roles,
    ],
  );
  return { identity, auth, userId, employeeId };
}

/** A fresh company with one ADMIN. */
export async function companyWithAdmin(t: TestApp, label = 'Test', overrides: Partial<CompanyRegistrationInfo> = {}): Promise<TestCompany> {
  const info = legalEntityInfo(overrides);
  const id = await insertCompany(t.dataSource.manager, info, null);
  const admin = await addTestEmployee(t, { id, info }, ['ADMIN'], `${label}Admin`);
  return { id, info, admin };
}
