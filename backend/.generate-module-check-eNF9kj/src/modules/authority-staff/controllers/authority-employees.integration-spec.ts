import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { authorityWithAdmin, invitationLinks, newPerson, signIn, type TestAuthority } from '../testing/staff-fixtures';

/** `/api/authority-employees` and `/api/authority-invitations`: invite by e-mail, join, edit, remove; the last admin stays. */
let t: TestApp;
let a: TestAuthority;
let b: TestAuthority;

beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'http://localhost:8080,http://localhost:8082' });
  a = await authorityWithAdmin(t, 'Alpha');
  b = await authorityWithAdmin(t, 'Beta');
});

afterAll(() => t.close());

function invite(authority: TestAuthority, email: string, extra: Record<string, unknown> = {}) {
  return t.http
    .post('/api/authority-employees')
    .set('Authorization', authority.admin.auth)
    .set('Origin', 'http://localhost:8082')
    .send({ email, position: 'Диспетчер', authorityId: authority.id, ...extra });
}

/** A fresh person invited to the authority and joined through the e-mailed link. */
async function joined(authority: TestAuthority, name: string, extra: Record<string, unknown> = {}) {
  const person = newPerson(name);
  const employee = (await invite(authority, person.login, extra).expect(201)).body;
  const [{ token }] = await invitationLinks(t, person.login);
  const { auth, userId } = await signIn(t, person);
  await t.http.post(`/api/authority-invitations/${token}/accept`).set('Authorization', auth).expect(200);
  return { person, auth, userId, employeeId: employee.id as string };
}

describe('inviting an employee', () => {
  it('stores an INVITED employee and e-mails a link to the deployment the admin works in, in one go', async () => {
    const department = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: 'Дежурная смена', authorityId: a.id })
        .expect(201)
    ).body;
    const email = `New.Person-${randomUUID()}@Example.ru`;
    const created = (await invite(a, email, { departmentId: department.id, isAdmin: false }).expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      authorityId: a.id,
      departmentId: department.id,
      departmentName: 'Дежурная смена',
      position: 'Диспетчер',
      email,
      fullName: null,
      isAdmin: false,
      status: 'INVITED',
      invitedAt: expect.any(String),
      joinedAt: null,
    });
    const [mail] = await invitationLinks(t, email);
    expect(mail.subject).toContain('Nebo');
    expect(mail.text).toContain(a.nameRu);
    expect(mail.text).toContain(a.nameEn);
    expect(mail.text).toContain('Диспетчер');
    expect(mail.text).toContain(`http://localhost:8082/employee-invitation/?token=${mail.token}`);
    // Only the token's hash is kept.
    const [row] = await t.dataSource.query(
      'SELECT invitation_token_hash, invitation_expires_at, invited_at FROM authority_employees WHERE id = $1',
      [created.id],
    );
    expect(row.invitation_token_hash).not.toContain(mail.token);
    expect(row.invitation_expires_at.getTime() - row.invited_at.getTime()).toBe(7 * 24 * 3600 * 1000);

    const duplicate = (await invite(a, email.toUpperCase()).expect(409)).body;
    expect(duplicate).toMatchObject({ code: 'authority-staff.employee-exists' });
    // Another authority may invite the same address.
    await invite(b, email).expect(201);
  });

  it('refuses a department of another authority and bad fields, writing nothing', async () => {
    const theirs = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', b.admin.auth)
        .send({ name: `Чужой ${randomUUID()}`, authorityId: b.id })
        .expect(201)
    ).body;
    const email = `x-${randomUUID()}@example.ru`;
    const refused = (await invite(a, email, { departmentId: theirs.id }).expect(400)).body;
    expect(refused.detailedError).toEqual([{ field: 'departmentId', error: expect.any(String) }]);
    const bad = (await invite(a, 'not-an-email', { position: '' }).expect(400)).body;
    expect(new Set(bad.detailedError.map((e: { field: string }) => e.field))).toEqual(new Set(['email', 'position']));
    expect(await t.dataSource.query('SELECT 1 FROM authority_employees WHERE lower(email) = $1', [email])).toEqual([]);
    expect(await invitationLinks(t, email)).toEqual([]);
  });
});

describe('accepting an invitation', () => {
  it('shows the invitation, then joins the invitee with the employment the summary reads', async () => {
    const person = newPerson('Invitee');
    const created = (await invite(a, person.login, { isAdmin: true }).expect(201)).body;
    const [{ token }] = await invitationLinks(t, person.login);
    const { auth, userId } = await signIn(t, person);
    await t.dataSource.query(`UPDATE users SET last_name = 'Сидорова', first_name = 'Мария', patronymic = NULL WHERE id = $1`, [userId]);

    const shown = (await t.http.get(`/api/authority-invitations/${token}`).set('Authorization', auth).expect(200)).body;
    expect(shown).toEqual({
      authorityName: a.nameRu,
      authorityType: 'LOCAL_GOVERNMENT',
      position: 'Диспетчер',
      email: person.login,
      expiresAt: expect.any(String),
    });
    expect(
      (await t.http.get(`/api/authority-invitations/${token}`).set('Authorization', auth).set('Accept-Language', 'en').expect(200)).body
        .authorityName,
    ).toBe(a.nameEn);
    await t.http.get('/api/authority/current').set('Authorization', auth).expect(403);

    const current = (await t.http.post(`/api/authority-invitations/${token}/accept`).set('Authorization', auth).expect(200)).body;
    expect(current.authority.id).toBe(a.id);
    expect(current.employee).toMatchObject({
      id: created.id,
      status: 'ACTIVE',
      isAdmin: true,
      fullName: 'Сидорова Мария',
      joinedAt: expect.any(String),
    });
    expect(
      await t.dataSource.query('SELECT type, organisation_id, organisation_name FROM user_employments WHERE user_id = $1', [userId]),
    ).toEqual([{ type: 'AUTHORITY', organisation_id: a.id, organisation_name: a.nameRu }]);
    expect((await t.http.get('/api/authority/current').set('Authorization', auth).expect(200)).body.employee.id).toBe(created.id);

    // Used: the same link no longer works, for anyone.
    const used = (await t.http.post(`/api/authority-invitations/${token}/accept`).set('Authorization', auth).expect(404)).body;
    expect(used).toMatchObject({ code: 'authority-staff.invitation-not-found' });
    await t.http.get(`/api/authority-invitations/${token}`).set('Authorization', auth).expect(404);
  });

  it('refuses another e-mail (403), an employee elsewhere (409), unknown and expired links (404)', async () => {
    const person = newPerson('Target');
    await invite(a, person.login).expect(201);
    const [{ token }] = await invitationLinks(t, person.login);

    const stranger = await signIn(t, newPerson('Stranger'));
    expect(
      (await t.http.post(`/api/authority-invitations/${token}/accept`).set('Authorization', stranger.auth).expect(403)).body,
    ).toMatchObject({
      code: 'authority-staff.invitation-other-email',
    });

    // The company's admin has a company employment already.
    await invite(a, 'company@nebo.local').expect(201);
    const [companyInvitation] = await invitationLinks(t, 'company@nebo.local');
    const company = await t.bearer('company');
    expect(
      (await t.http.post(`/api/authority-invitations/${companyInvitation.token}/accept`).set('Authorization', company).expect(409)).body,
    ).toMatchObject({
      code: 'authority-staff.already-employed',
    });
    // Staff of another authority too.
    await invite(a, b.admin.identity.login).expect(201);
    const [staffInvitation] = await invitationLinks(t, b.admin.identity.login);
    await t.http.post(`/api/authority-invitations/${staffInvitation.token}/accept`).set('Authorization', b.admin.auth).expect(409);
    expect(
      await t.dataSource.query("SELECT status FROM authority_employees WHERE authority_id = $1 AND lower(email) = 'company@nebo.local'", [
        a.id,
      ]),
    ).toEqual([{ status: 'INVITED' }]);

    const target = await signIn(t, person);
    for (const unknown of ['x'.repeat(43), 'short', '%2E%2E']) {
      await t.http.post(`/api/authority-invitations/${unknown}/accept`).set('Authorization', target.auth).expect(404);
      await t.http.get(`/api/authority-invitations/${unknown}`).set('Authorization', target.auth).expect(404);
    }
    await t.dataSource.query(
      `UPDATE authority_employees SET invitation_expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)`,
      [person.login],
    );
    await t.http.get(`/api/authority-invitations/${token}`).set('Authorization', target.auth).expect(404);
    await t.http.post(`/api/authority-invitations/${token}/accept`).set('Authorization', target.auth).expect(404);
    await t.http.post(`/api/authority-invitations/${token}/accept`).expect(401);
  });

  it('resends with a new link (the old one stops working), and only while invited', async () => {
    const person = newPerson('Resent');
    const created = (await invite(a, person.login).expect(201)).body;
    await t.http.put(`/api/authority-employees/${created.id}/resend-invitation`).set('Authorization', a.admin.auth).expect(204);
    const [first, second] = await invitationLinks(t, person.login);
    expect(second.token).not.toBe(first.token);
    const { auth } = await signIn(t, person);
    await t.http.post(`/api/authority-invitations/${first.token}/accept`).set('Authorization', auth).expect(404);
    await t.http.post(`/api/authority-invitations/${second.token}/accept`).set('Authorization', auth).expect(200);
    expect(
      (await t.http.put(`/api/authority-employees/${created.id}/resend-invitation`).set('Authorization', a.admin.auth).expect(409)).body
        .code,
    ).toBe('authority-staff.not-invited');
    await t.http.put(`/api/authority-employees/${created.id}/resend-invitation`).set('Authorization', b.admin.auth).expect(404);
  });
});

describe('/api/authority-employees', () => {
  it('lists the authority’s employees, filtered by department and by name, e-mail or position text', async () => {
    const c = await authorityWithAdmin(t, 'Gamma');
    const department = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', c.admin.auth)
        .send({ name: 'Смена 1', authorityId: c.id })
        .expect(201)
    ).body;
    const worker = await joined(c, 'Worker', { departmentId: department.id, position: 'Инспектор' });
    await t.dataSource.query(`UPDATE users SET last_name = 'Кузьмин', first_name = 'Олег' WHERE id = $1`, [worker.userId]);
    await invite(c, `pending-${randomUUID()}@example.ru`).expect(201);

    const all = (await t.http.get(`/api/authority-employees?authorityId=${c.id}`).set('Authorization', worker.auth).expect(200)).body;
    expect(all.meta.totalCount).toBe(3);
    expect(all.data[0]).toMatchObject({ id: c.admin.employeeId, isAdmin: true, fullName: 'Админов Пётр Ильич' });
    const inDepartment = (
      await t.http.get(`/api/authority-employees?departmentId=${department.id}`).set('Authorization', worker.auth).expect(200)
    ).body;
    expect(inDepartment.data.map((e: { id: string }) => e.id)).toEqual([worker.employeeId]);
    for (const text of ['кузьмин', 'инспект', worker.person.login.slice(0, 12)]) {
      const found = (
        await t.http
          .get(`/api/authority-employees?text=${encodeURIComponent(text)}`)
          .set('Authorization', worker.auth)
          .expect(200)
      ).body;
      expect(found.data.map((e: { id: string }) => e.id)).toEqual([worker.employeeId]);
    }
    const page = (await t.http.get('/api/authority-employees?page=1&size=2').set('Authorization', worker.auth).expect(200)).body;
    expect(page).toMatchObject({ meta: { totalCount: 3 } });
    expect(page.data).toHaveLength(1);
    expect(
      (await t.http.get(`/api/authority-employees/${worker.employeeId}`).set('Authorization', worker.auth).expect(200)).body.fullName,
    ).toBe('Кузьмин Олег');
  });

  it("answers another authority's employee and authority like missing ones", async () => {
    const missing = (await t.http.get(`/api/authority-employees/${randomUUID()}`).set('Authorization', b.admin.auth).expect(404)).body;
    const others = (await t.http.get(`/api/authority-employees/${a.admin.employeeId}`).set('Authorization', b.admin.auth).expect(404)).body;
    expect(others).toEqual(missing);
    await t.http.get(`/api/authority-employees?authorityId=${a.id}`).set('Authorization', b.admin.auth).expect(404);
    await t.http.delete(`/api/authority-employees/${a.admin.employeeId}`).set('Authorization', b.admin.auth).expect(404);
    await t.http
      .patch('/api/authority-employees')
      .set('Authorization', b.admin.auth)
      .send({ id: a.admin.employeeId, position: 'X', departmentId: null, authorityId: b.id, isAdmin: false })
      .expect(404);
    await invite(b, `x-${randomUUID()}@example.ru`, { authorityId: a.id }).expect(404);
  });

  it('lets only admins write (403 not-admin) and non-staff nothing (403 not-staff)', async () => {
    const member = await joined(a, 'Plain');
    const body = { id: member.employeeId, position: 'Старший', departmentId: null, authorityId: a.id, isAdmin: true };
    for (const refused of [
      t.http
        .post('/api/authority-employees')
        .set('Authorization', member.auth)
        .send({ email: `y-${randomUUID()}@x.ru`, position: 'P', authorityId: a.id }),
      t.http.patch('/api/authority-employees').set('Authorization', member.auth).send(body),
      t.http.delete(`/api/authority-employees/${a.admin.employeeId}`).set('Authorization', member.auth),
      t.http.put(`/api/authority-employees/${member.employeeId}/resend-invitation`).set('Authorization', member.auth),
    ]) {
      expect((await refused.expect(403)).body.code).toBe('authority-staff.not-admin');
    }
    const pilot = await t.bearer('pilot');
    expect((await t.http.get('/api/authority-employees').set('Authorization', pilot).expect(403)).body.code).toBe(
      'authority-staff.not-staff',
    );
    await t.http.get(`/api/authority-employees/${member.employeeId}`).set('Authorization', pilot).expect(403);
  });

  it('keeps the last joined admin: no demoting or removing them, until another admin joined', async () => {
    const d = await authorityWithAdmin(t, 'Delta');
    const self = { id: d.admin.employeeId, position: 'Глава', departmentId: null, authorityId: d.id, isAdmin: false };
    expect((await t.http.patch('/api/authority-employees').set('Authorization', d.admin.auth).send(self).expect(409)).body).toMatchObject({
      code: 'authority-staff.last-admin',
    });
    await t.http.delete(`/api/authority-employees/${d.admin.employeeId}`).set('Authorization', d.admin.auth).expect(409);
    // An invited admin does not count: they have not joined yet.
    await invite(d, `pending-admin-${randomUUID()}@example.ru`, { isAdmin: true }).expect(201);
    await t.http.patch('/api/authority-employees').set('Authorization', d.admin.auth).send(self).expect(409);

    const deputy = await joined(d, 'Deputy');
    const promoted = (
      await t.http
        .patch('/api/authority-employees')
        .set('Authorization', d.admin.auth)
        .send({ id: deputy.employeeId, position: 'Заместитель', departmentId: null, authorityId: d.id, isAdmin: true })
        .expect(200)
    ).body;
    expect(promoted).toMatchObject({ position: 'Заместитель', isAdmin: true, status: 'ACTIVE' });
    expect((await t.http.patch('/api/authority-employees').set('Authorization', d.admin.auth).send(self).expect(200)).body.isAdmin).toBe(
      false,
    );
    // The former admin is a member now.
    await t.http.delete(`/api/authority-employees/${deputy.employeeId}`).set('Authorization', d.admin.auth).expect(403);
    await t.http.delete(`/api/authority-employees/${deputy.employeeId}`).set('Authorization', deputy.auth).expect(409);
  });

  it('removes an employee with their employment: the authority area closes for them', async () => {
    const leaver = await joined(a, 'Leaver');
    expect(await t.dataSource.query('SELECT 1 FROM user_employments WHERE user_id = $1', [leaver.userId])).toHaveLength(1);
    await t.http.delete(`/api/authority-employees/${leaver.employeeId}`).set('Authorization', a.admin.auth).expect(204);
    expect(await t.dataSource.query('SELECT 1 FROM user_employments WHERE user_id = $1', [leaver.userId])).toEqual([]);
    expect((await t.http.get('/api/authority/current').set('Authorization', leaver.auth).expect(403)).body.code).toBe(
      'authority-staff.not-staff',
    );
    await t.http.get(`/api/authority-employees/${leaver.employeeId}`).set('Authorization', a.admin.auth).expect(404);
    // Removing an invitation works too; its link dies with it.
    const pending = newPerson('Pending');
    const invited = (await invite(a, pending.login).expect(201)).body;
    const [{ token }] = await invitationLinks(t, pending.login);
    await t.http.delete(`/api/authority-employees/${invited.id}`).set('Authorization', a.admin.auth).expect(204);
    await t.http
      .post(`/api/authority-invitations/${token}/accept`)
      .set('Authorization', (await signIn(t, pending)).auth)
      .expect(404);
  });
});
