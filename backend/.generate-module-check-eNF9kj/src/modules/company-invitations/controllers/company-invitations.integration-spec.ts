import { randomUUID } from 'node:crypto';
import { SmtpCatcher } from '../../../simulators/smtp-catcher/smtp-catcher';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { newPerson, signIn } from '../../authority-staff/testing/staff-fixtures';
import { JobQueue } from '../../jobs/services/job-queue';
import { EMAIL_QUEUE } from '../../notifications/mail/outbound-email';
import { companyInvitationLinks, companyWithAdmin, memberOf, type TestCompany } from '../testing/company-fixtures';

/** `/api/company-invitations/{token}` (D10): the invitee looks at, accepts or declines a company's invitation. */
let t: TestApp;
let smtpPort: number;
let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  smtpPort = await freePort();
  t = await startTestApp({ CORS_ORIGINS: 'http://localhost:8080', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  a = await companyWithAdmin(t, 'Alpha');
  b = await companyWithAdmin(t, 'Beta');
});

afterAll(() => t.close());

/** A fresh person, invited by the company's admin; their sign-in and the e-mailed token. */
async function invited(
  company: TestCompany,
  name: string,
  body: Record<string, unknown> = { roles: ['PILOT', 'SIGNER'], position: 'Пилот' },
) {
  const person = newPerson(name);
  const invitation = (
    await t.http
      .post('/business/api/employee-invitation')
      .set('Authorization', company.admin.auth)
      .send({ email: person.login, ...body })
      .expect(201)
  ).body;
  const [{ token }] = await companyInvitationLinks(t, person.login);
  const { auth, userId } = await signIn(t, person);
  return { person, auth, userId, token, invitationId: invitation.id as string };
}

const noticesOf = (userId: string): Promise<Array<{ event: string; title_ru: string; body_ru: string }>> =>
  t.dataSource.query(`SELECT event, title_ru, body_ru FROM user_notifications WHERE user_id = $1 ORDER BY created_at`, [userId]);

describe('the invitation e-mail', () => {
  it('arrives through the outbox with the company link', async () => {
    const email = `mail-${randomUUID()}@example.ru`;
    await t.http
      .post('/business/api/employee-invitation')
      .set('Authorization', a.admin.auth)
      .send({ email, roles: ['ADMIN'] })
      .expect(201);
    const catcher = await new SmtpCatcher().start({ smtpPort, httpPort: 0 });
    try {
      const { completed } = await t.app.get(JobQueue).runDue(EMAIL_QUEUE, { limit: 1000 });
      expect(completed).toBeGreaterThanOrEqual(1);
      const mails = catcher.store.list().filter((m) => m.envelope.to.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toContain(a.shortName);
      expect(mails[0].text).toMatch(/http:\/\/localhost:8080\/employee-invitation\/\?token=[A-Za-z0-9_-]{43}&kind=company/);
      expect(mails[0].text).toContain('Администратор');
    } finally {
      await catcher.stop();
    }
  });
});

describe('accepting', () => {
  it('shows the invitation, then makes the invitee an employee with the invited roles; the admins are told', async () => {
    const { person, auth, userId, token, invitationId } = await invited(a, 'Invitee');
    await t.dataSource.query(`UPDATE users SET last_name = 'Сидорова', first_name = 'Мария' WHERE id = $1`, [userId]);

    const shown = (await t.http.get(`/api/company-invitations/${token}`).set('Authorization', auth).expect(200)).body;
    expect(shown).toEqual({
      companyName: a.name,
      companyShortName: a.shortName,
      roles: ['PILOT', 'SIGNER'],
      position: 'Пилот',
      email: person.login,
      expiresAt: expect.any(String),
      status: 'SENT',
    });

    const accepted = (await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', auth).expect(200)).body;
    expect(accepted).toEqual({
      companyId: a.id,
      employeeId: expect.any(String),
      companyName: a.name,
      companyShortName: a.shortName,
      roles: ['PILOT', 'SIGNER'],
    });
    expect(await t.dataSource.query('SELECT company_id, roles, position FROM company_employees WHERE user_id = $1', [userId])).toEqual([
      { company_id: a.id, roles: ['PILOT', 'SIGNER'], position: 'Пилот' },
    ]);
    const summary = (await t.http.get('/api/user/current/summary').set('Authorization', auth).expect(200)).body;
    expect(summary.scope).toEqual(expect.arrayContaining(['juridical', 'PILOT', 'SIGNER']));
    expect(summary.scope).not.toContain('ADMIN');

    const [row] = await t.dataSource.query('SELECT status, answered_by FROM company_invitations WHERE id = $1', [invitationId]);
    expect(row).toEqual({ status: 'ACCEPTED', answered_by: userId });
    const listed = (await t.http.get('/business/api/employee-invitation').query({ email: person.login }).set('Authorization', a.admin.auth))
      .body;
    expect(listed.data).toEqual([expect.objectContaining({ id: invitationId, status: 'ACCEPTED' })]);
    expect(await noticesOf(a.admin.userId)).toContainEqual({
      event: 'company-invitation.accepted',
      title_ru: 'Приглашение принято',
      body_ru: expect.stringContaining(`Сидорова Мария (${person.login})`),
    });

    // Used: the link no longer works, for anyone; inviting them again is refused.
    expect((await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', auth).expect(404)).body).toMatchObject({
      code: 'company-invitations.not-found',
    });
    await t.http.get(`/api/company-invitations/${token}`).set('Authorization', auth).expect(404);
    await t.http.post(`/api/company-invitations/${token}/decline`).set('Authorization', auth).expect(404);
    await t.http
      .post('/business/api/employee-invitation')
      .set('Authorization', a.admin.auth)
      .send({ email: person.login, roles: ['PILOT'] })
      .expect(409);
  });

  it('an invited ADMIN gets ADMIN in the summary scope and may use the admin calls', async () => {
    const { auth, token } = await invited(a, 'NewAdmin', { roles: ['ADMIN'] });
    await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', auth).expect(200);
    const summary = (await t.http.get('/api/user/current/summary').set('Authorization', auth).expect(200)).body;
    expect(summary.scope).toEqual(expect.arrayContaining(['juridical', 'ADMIN']));
    await t.http.get('/business/api/employee-invitation').set('Authorization', auth).expect(200);
  });

  it('refuses another account (403), the employed elsewhere (409), unknown and expired links (404)', async () => {
    const { person, auth, userId, token, invitationId } = await invited(a, 'Target');
    const stranger = await signIn(t, newPerson('Stranger'));
    for (const action of ['accept', 'decline']) {
      expect(
        (await t.http.post(`/api/company-invitations/${token}/${action}`).set('Authorization', stranger.auth).expect(403)).body,
      ).toMatchObject({ code: 'company-invitations.other-email' });
    }

    // Someone who works for another company cannot accept (and keeps the invitation open).
    const elsewhere = await memberOf(t, b, 'Elsewhere', ['PILOT']);
    await t.http
      .post('/business/api/employee-invitation')
      .set('Authorization', a.admin.auth)
      .send({ email: elsewhere.identity.login, roles: ['PILOT'] })
      .expect(201);
    const [theirs] = await companyInvitationLinks(t, elsewhere.identity.login);
    expect(
      (await t.http.post(`/api/company-invitations/${theirs.token}/accept`).set('Authorization', elsewhere.auth).expect(409)).body,
    ).toMatchObject({ code: 'company-invitations.already-employed' });
    expect(await t.dataSource.query('SELECT company_id FROM company_employees WHERE user_id = $1', [elsewhere.userId])).toEqual([
      { company_id: b.id },
    ]);

    for (const unknown of ['not-a-token', 'A'.repeat(43)]) {
      await t.http.get(`/api/company-invitations/${unknown}`).set('Authorization', auth).expect(404);
      await t.http.post(`/api/company-invitations/${unknown}/accept`).set('Authorization', auth).expect(404);
      await t.http.post(`/api/company-invitations/${unknown}/decline`).set('Authorization', auth).expect(404);
    }

    await t.dataSource.query(`UPDATE company_invitations SET expires_at = now() - interval '1 second' WHERE id = $1`, [invitationId]);
    await t.http.get(`/api/company-invitations/${token}`).set('Authorization', auth).expect(404);
    await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', auth).expect(404);
    await t.http.post(`/api/company-invitations/${token}/decline`).set('Authorization', auth).expect(404);
    expect(await t.dataSource.query('SELECT 1 FROM company_employees WHERE user_id = $1', [userId])).toEqual([]);
    expect(person.login).toBeTruthy();
  });

  it('needs a signed-in caller', async () => {
    await t.http.get(`/api/company-invitations/${'A'.repeat(43)}`).expect(401);
    await t.http.post(`/api/company-invitations/${'A'.repeat(43)}/accept`).expect(401);
  });
});

describe('declining', () => {
  it('marks the invitation DECLINED, tells the admins and leaves the invitee unemployed', async () => {
    const { person, auth, userId, token, invitationId } = await invited(b, 'Decliner');
    await t.http.post(`/api/company-invitations/${token}/decline`).set('Authorization', auth).expect(204);
    const [row] = await t.dataSource.query('SELECT status FROM company_invitations WHERE id = $1', [invitationId]);
    expect(row.status).toBe('DECLINED');
    expect(await t.dataSource.query('SELECT 1 FROM company_employees WHERE user_id = $1', [userId])).toEqual([]);
    expect(await noticesOf(b.admin.userId)).toContainEqual(expect.objectContaining({ event: 'company-invitation.declined' }));
    await t.http.post(`/api/company-invitations/${token}/accept`).set('Authorization', auth).expect(404);
    // Declined: a new invitation to the address may go out.
    await t.http
      .post('/business/api/employee-invitation')
      .set('Authorization', b.admin.auth)
      .send({ email: person.login, roles: ['PILOT'] })
      .expect(201);
  });
});
