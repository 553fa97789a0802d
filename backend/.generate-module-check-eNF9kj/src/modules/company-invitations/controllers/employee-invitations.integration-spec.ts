import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { newPerson, signIn } from '../../authority-staff/testing/staff-fixtures';
import { companyInvitationLinks, companyWithAdmin, memberOf, type TestCompany } from '../testing/company-fixtures';

/** `/business/api/employee-invitation` (D10): a company's admins invite, list, resend and cancel; nobody else may. */
let t: TestApp;
let a: TestCompany;
let b: TestCompany;

const BASE = '/business/api/employee-invitation';

beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'http://localhost:8080,http://localhost:8082' });
  a = await companyWithAdmin(t, 'Alpha');
  b = await companyWithAdmin(t, 'Beta');
});

afterAll(() => t.close());

function invite(auth: string, body: Record<string, unknown>) {
  return t.http.post(BASE).set('Authorization', auth).set('Origin', 'http://localhost:8082').send(body);
}

const freshEmail = (label = 'new') => `${label}-${randomUUID()}@Example.ru`;

describe('inviting', () => {
  it('stores a SENT invitation and e-mails a company link to the deployment the admin works in', async () => {
    const email = freshEmail();
    const created = (
      await invite(a.admin.auth, { email, roles: ['SIGNER', 'PILOT', 'PILOT'], position: '  Пилот-инструктор ' }).expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(String),
      email,
      roles: ['PILOT', 'SIGNER'],
      position: 'Пилот-инструктор',
      status: 'SENT',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      sentAt: expect.any(String),
    });
    expect(Date.parse(created.expiresAt) - Date.parse(created.sentAt)).toBe(7 * 24 * 3600 * 1000);
    const [mail] = await companyInvitationLinks(t, email);
    expect(mail.subject).toContain('Nebo');
    expect(mail.text).toContain(a.shortName);
    expect(mail.text).toContain('Пилот, Подписант');
    expect(mail.text).toContain('Pilot, Signer');
    expect(mail.text).toContain(`http://localhost:8082/employee-invitation/?token=${mail.token}&kind=company`);
    const [row] = await t.dataSource.query('SELECT token_hash FROM company_invitations WHERE id = $1', [created.id]);
    expect(row.token_hash).not.toContain(mail.token);

    // One open invitation per address and company, whatever the letter case; another company may invite it too.
    expect((await invite(a.admin.auth, { email: email.toUpperCase(), roles: ['PILOT'] }).expect(409)).body).toMatchObject({
      code: 'company-invitations.open-invitation-exists',
    });
    await invite(b.admin.auth, { email, roles: ['ADMIN'] }).expect(201);
  });

  it('takes the first shell origin for a foreign Origin, and no position', async () => {
    const email = freshEmail();
    const created = (
      await t.http
        .post(BASE)
        .set('Authorization', a.admin.auth)
        .set('Origin', 'https://evil.example')
        .send({ email, roles: ['ADMIN'] })
        .expect(201)
    ).body;
    expect(created.position).toBeNull();
    const [mail] = await companyInvitationLinks(t, email);
    expect(mail.text).toContain(`http://localhost:8080/employee-invitation/?token=${mail.token}&kind=company`);
  });

  it('refuses someone already employed by the company (409) and bad fields, writing nothing', async () => {
    const pilot = await memberOf(t, a, 'Pilot', ['PILOT']);
    expect((await invite(a.admin.auth, { email: pilot.identity.login, roles: ['SIGNER'] }).expect(409)).body).toMatchObject({
      code: 'company-invitations.already-employee',
    });
    const email = freshEmail('bad');
    const bad = (await invite(a.admin.auth, { email: 'not-an-email', roles: [], position: 'x'.repeat(201) }).expect(400)).body;
    expect(new Set(bad.detailedError.map((e: { field: string }) => e.field))).toEqual(new Set(['email', 'roles', 'position']));
    const wrongRole = (await invite(a.admin.auth, { email, roles: ['OWNER'] }).expect(400)).body;
    expect(wrongRole.detailedError.map((e: { field: string }) => e.field)).toEqual(['roles']);
    expect(await t.dataSource.query('SELECT 1 FROM company_invitations WHERE lower(email) = lower($1)', [email])).toEqual([]);
    expect(await companyInvitationLinks(t, email)).toEqual([]);
  });
});

describe('the list, the status dictionary and find-new-employee', () => {
  it("lists the company's own invitations newest first, filtered by status (EXPIRED derived) and e-mail", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = (await invite(a.admin.auth, { email: `list-${tag}-1@example.ru`, roles: ['PILOT'] }).expect(201)).body;
    const second = (await invite(a.admin.auth, { email: `list-${tag}-2@example.ru`, roles: ['PILOT'] }).expect(201)).body;
    await t.dataSource.query(`UPDATE company_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.id]);

    const all = (
      await t.http
        .get(BASE)
        .query({ email: `list-${tag}` })
        .set('Authorization', a.admin.auth)
        .expect(200)
    ).body;
    expect(all.meta).toEqual({ totalCount: 2 });
    expect(all.data.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [second.id, 'SENT'],
      [first.id, 'EXPIRED'],
    ]);
    const expired = (await t.http.get(`${BASE}?status=EXPIRED&email=list-${tag}`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(expired.data.map((i: { id: string }) => i.id)).toEqual([first.id]);
    const sent = (await t.http.get(`${BASE}?status=SENT,CANCELLED&email=LIST-${tag}`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(sent.data.map((i: { id: string }) => i.id)).toEqual([second.id]);
    const paged = (await t.http.get(`${BASE}?email=list-${tag}&page=1&size=1`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(paged).toEqual({ data: [expect.objectContaining({ id: first.id })], meta: { totalCount: 2 } });

    // Another company sees none of them.
    const theirs = (
      await t.http
        .get(BASE)
        .query({ email: `list-${tag}` })
        .set('Authorization', b.admin.auth)
        .expect(200)
    ).body;
    expect(theirs).toEqual({ data: [], meta: { totalCount: 0 } });
    await t.http.get(`${BASE}?status=LOST`).set('Authorization', a.admin.auth).expect(400);
  });

  it('names the statuses in the request language', async () => {
    const ru = (await t.http.get(`${BASE}/invitation-status`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(ru.data.map((i: { code: string }) => i.code)).toEqual(['SENT', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED']);
    expect(ru.data[0]).toEqual({ id: 'SENT', code: 'SENT', name: 'Отправлено', nameEn: 'Sent' });
    const en = (await t.http.get(`${BASE}/invitation-status`).set('Authorization', a.admin.auth).set('Accept-Language', 'en').expect(200))
      .body;
    expect(en.data[4]).toMatchObject({ code: 'EXPIRED', name: 'Expired' });
  });

  it('finds an account by e-mail, telling whether it works elsewhere; 404 for an unknown e-mail', async () => {
    const person = newPerson('Findable');
    const { userId } = await signIn(t, person);
    await t.dataSource.query(`UPDATE users SET last_name = 'Найденов', first_name = 'Олег' WHERE id = $1`, [userId]);
    const found = (
      await t.http
        .get(`${BASE}/find-new-employee/`)
        .query({ email: person.login.toUpperCase() })
        .set('Authorization', a.admin.auth)
        .expect(200)
    ).body;
    expect(found).toEqual({ userId, email: person.login, firstName: 'Олег', lastName: 'Найденов', employedElsewhere: false });

    const theirAdmin = (
      await t.http.get(`${BASE}/find-new-employee`).query({ email: b.admin.identity.login }).set('Authorization', a.admin.auth).expect(200)
    ).body;
    expect(theirAdmin.employedElsewhere).toBe(true);
    const ownAdmin = (
      await t.http.get(`${BASE}/find-new-employee`).query({ email: a.admin.identity.login }).set('Authorization', a.admin.auth).expect(200)
    ).body;
    expect(ownAdmin.employedElsewhere).toBe(false);

    expect(
      (
        await t.http
          .get(`${BASE}/find-new-employee/`)
          .query({ email: freshEmail('nobody') })
          .set('Authorization', a.admin.auth)
          .expect(404)
      ).body,
    ).toMatchObject({ code: 'company-invitations.user-not-found' });
    await t.http.get(`${BASE}/find-new-employee/`).query({ email: 'nope' }).set('Authorization', a.admin.auth).expect(400);
  });
});

describe('resending and cancelling', () => {
  it('resends with a new link (the old one stops working) and a new expiry, also after expiry', async () => {
    const email = freshEmail('resend');
    const created = (await invite(a.admin.auth, { email, roles: ['PILOT'] }).expect(201)).body;
    await t.dataSource.query(
      `UPDATE company_invitations SET expires_at = now() - interval '1 second', sent_at = now() - interval '8 days' WHERE id = $1`,
      [created.id],
    );
    const resent = (await t.http.put(`${BASE}/retry-send-notification/${created.id}`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(resent).toMatchObject({ id: created.id, status: 'SENT' });
    expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const [old, fresh] = await companyInvitationLinks(t, email);
    expect(fresh.token).not.toBe(old.token);
    const invitee = await signIn(t, { ...newPerson('Resent'), login: email });
    await t.http.get(`/api/company-invitations/${old.token}`).set('Authorization', invitee.auth).expect(404);
    await t.http.get(`/api/company-invitations/${fresh.token}`).set('Authorization', invitee.auth).expect(200);
  });

  it('cancels only a SENT invitation; the link stops working; answered ones are not resent', async () => {
    const email = freshEmail('cancel');
    const created = (await invite(a.admin.auth, { email, roles: ['SIGNER'] }).expect(201)).body;
    const cancelled = (await t.http.put(`${BASE}/cancel/${created.id}`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(cancelled).toMatchObject({ id: created.id, status: 'CANCELLED' });
    expect((await t.http.put(`${BASE}/cancel/${created.id}`).set('Authorization', a.admin.auth).expect(409)).body).toMatchObject({
      code: 'company-invitations.not-sent',
    });
    expect(
      (await t.http.put(`${BASE}/retry-send-notification/${created.id}`).set('Authorization', a.admin.auth).expect(409)).body,
    ).toMatchObject({ code: 'company-invitations.not-resendable' });
    const [{ token }] = await companyInvitationLinks(t, email);
    const invitee = await signIn(t, { ...newPerson('Cancelled'), login: email });
    expect((await t.http.get(`/api/company-invitations/${token}`).set('Authorization', invitee.auth).expect(404)).body).toMatchObject({
      code: 'company-invitations.not-found',
    });
    await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', invitee.auth).expect(404);
    // A new invitation to the address is allowed once the earlier one is closed.
    await invite(a.admin.auth, { email, roles: ['SIGNER'] }).expect(201);
  });

  it("answers another company's invitation exactly like a missing one", async () => {
    const theirs = (await invite(b.admin.auth, { email: freshEmail('theirs'), roles: ['PILOT'] }).expect(201)).body;
    for (const id of [theirs.id, randomUUID()]) {
      for (const path of [`retry-send-notification/${id}`, `cancel/${id}`]) {
        const refused = (await t.http.put(`${BASE}/${path}`).set('Authorization', a.admin.auth).expect(404)).body;
        expect(refused).toMatchObject({ code: 'company-invitations.invitation-not-found' });
      }
    }
    const [row] = await t.dataSource.query('SELECT status FROM company_invitations WHERE id = $1', [theirs.id]);
    expect(row.status).toBe('SENT');
  });
});

describe('who may call', () => {
  it('refuses PILOT and SIGNER (admin-only) and non-staff, before the body is read', async () => {
    const pilot = await memberOf(t, a, 'OnlyPilot', ['PILOT']);
    const signer = await memberOf(t, a, 'OnlySigner', ['SIGNER']);
    const outsider = await signIn(t, newPerson('Outsider'));
    const id = randomUUID();
    const calls = [
      (auth: string) => t.http.get(BASE).set('Authorization', auth),
      (auth: string) => t.http.get(`${BASE}/find-new-employee/?email=x@example.ru`).set('Authorization', auth),
      (auth: string) => t.http.get(`${BASE}/invitation-status`).set('Authorization', auth),
      (auth: string) => t.http.post(BASE).set('Authorization', auth).send({ email: 'bad' }),
      (auth: string) => t.http.put(`${BASE}/retry-send-notification/${id}`).set('Authorization', auth),
      (auth: string) => t.http.put(`${BASE}/cancel/${id}`).set('Authorization', auth),
    ];
    for (const call of calls) {
      expect((await call(pilot.auth).expect(403)).body).toMatchObject({ code: 'companies.admin-only' });
      expect((await call(signer.auth).expect(403)).body).toMatchObject({ code: 'companies.admin-only' });
      expect((await call(outsider.auth).expect(403)).body).toMatchObject({ code: 'companies.not-a-member' });
      await call('Bearer nope').expect(401);
    }
    // A MANAGER is a company admin.
    const manager = await memberOf(t, a, 'Manager', ['MANAGER']);
    await t.http.get(BASE).set('Authorization', manager.auth).expect(200);
  });
});
