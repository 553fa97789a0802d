import { randomUUID } from 'node:crypto';
import type { DemoIdentity } from '../../../testing/demo-identities';
import type { TestApp } from '../../../testing/test-app';

/** A person unknown to the database until it calls, with the realm roles of a self-registered user. */
export function newPerson(name: string, roles: string[] = ['user', 'individual']): DemoIdentity {
  const sub = randomUUID();
  return { sub, login: `${name.toLowerCase()}-${sub}@nebo.test`, givenName: name, familyName: 'Testov', roles };
}

/** The bearer header of the identity, and its users.id (the first call creates the user). */
export async function signIn(t: TestApp, identity: DemoIdentity): Promise<{ auth: string; userId: string }> {
  const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  // Any authenticated route creates the caller's user; this one answers 403 to a non-member and changes nothing.
  await t.http.get('/api/authority/current').set('Authorization', auth);
  const [{ id }]: Array<{ id: string }> = await t.dataSource.query('SELECT id FROM users WHERE subject = $1', [identity.sub]);
  return { auth, userId: id };
}

export interface TestAuthority {
  id: string;
  nameRu: string;
  nameEn: string;
  admin: { identity: DemoIdentity; auth: string; userId: string; employeeId: string };
}

/**
 * A fresh local administration with one joined admin, written straight into the tables (as the seed does for
 * Moscow): tests that edit a profile or demote admins leave the shared demo authority alone.
 */
export async function authorityWithAdmin(t: TestApp, label = 'Test'): Promise<TestAuthority> {
  const code = `TEST-${randomUUID()}`;
  const nameRu = `Администрация ${label} ${code.slice(5, 13)}`;
  const nameEn = `${label} administration ${code.slice(5, 13)}`;
  const [{ id }]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO authorities (type, code, name_ru, name_en) VALUES ('LOCAL_GOVERNMENT', $1, $2, $3) RETURNING id`,
    [code, nameRu, nameEn],
  );
  const identity = newPerson(`${label}Admin`);
  const { auth, userId } = await signIn(t, identity);
  await t.dataSource.query(`UPDATE users SET last_name = 'Админов', first_name = 'Пётр', patronymic = 'Ильич' WHERE id = $1`, [userId]);
  const [{ id: employeeId }]: Array<{ id: string }> = await t.dataSource.query(
    `INSERT INTO authority_employees (authority_id, position, email, user_id, is_admin, status, invited_at, joined_at)
     VALUES ($1, 'Глава', $2, $3, true, 'ACTIVE', now(), now()) RETURNING id`,
    [id, identity.login, userId],
  );
  await t.dataSource.query(
    `INSERT INTO user_employments (user_id, type, organisation_id, organisation_name) VALUES ($1, 'AUTHORITY', $2, $3)`,
    [userId, id, nameRu],
  );
  return { id, nameRu, nameEn, admin: { identity, auth, userId, employeeId } };
}

/** The invitation links e-mailed to the address, oldest first. */
export async function invitationLinks(t: TestApp, email: string): Promise<Array<{ subject: string; text: string; token: string }>> {
  const rows: Array<{ payload: { subject: string; text: string } }> = await t.dataSource.query(
    `SELECT data AS payload FROM pgboss.job WHERE name = 'email.send' AND lower(data->>'to') = lower($1) ORDER BY created_on, id`,
    [email],
  );
  return rows.map(({ payload }) => ({
    subject: payload.subject,
    text: payload.text,
    token: /\/employee-invitation\/\?token=([A-Za-z0-9_-]{43})/.exec(payload.text)?.[1] ?? '',
  }));
}
