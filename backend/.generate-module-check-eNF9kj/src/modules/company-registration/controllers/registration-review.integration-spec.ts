import { randomUUID } from 'node:crypto';
import { SmtpCatcher } from '../../../simulators/smtp-catcher/smtp-catcher';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { companyWithAdmin, newPerson, signIn } from '../../companies/testing/company-fixtures';
import { EXE, PDF } from '../../files/testing/upload-fixtures';
import { JobQueue } from '../../jobs/services/job-queue';
import { EMAIL_QUEUE } from '../../notifications/mail/outbound-email';
import { entrepreneurForm, queuedEmails, registrationForm } from '../testing/registration-fixtures';

/** The review calls of §7.14 (D2, D3, D5): moderator and admin only; every transition; approval creates the company. */
let t: TestApp;
let catcher: SmtpCatcher;
let reviewer: string;
let admin: string;

const BASE = '/api/company-registration/request';

beforeAll(async () => {
  const smtpPort = await freePort();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CORS_ORIGINS: 'http://localhost:8080' });
  catcher = await new SmtpCatcher().start({ smtpPort, httpPort: 0 });
  reviewer = await t.bearer('reviewer');
  admin = await t.bearer('admin');
});

afterAll(async () => {
  await catcher.stop();
  await t.close();
});

interface Applicant {
  auth: string;
  userId: string;
  email: string;
}

async function applicantWith(form: Record<string, unknown>, name = 'Applicant'): Promise<Applicant & { requestId: string }> {
  const person = newPerson(name, ['user', 'individual']);
  const { auth, userId } = await signIn(t, person);
  const created = (await t.http.post(`${BASE}/create`).set('Authorization', auth).send(form).expect(201)).body;
  return { auth, userId, email: person.login, requestId: created.id };
}

const comment = (auth: string, verb: 'decline' | 'fix-required', body: object) =>
  t.http.post(`${BASE}/${verb}`).set('Authorization', auth).send(body);

const approve = (auth: string, decision: object | string, file?: [Buffer, string]) => {
  const request = t.http
    .post(`${BASE}/approve`)
    .set('Authorization', auth)
    .field('decision', typeof decision === 'string' ? decision : JSON.stringify(decision));
  if (file) request.attach('contractFile', file[0], file[1]);
  return request;
};

const status = async (id: string): Promise<string> =>
  (await t.http.get(`${BASE}/${id}`).set('Authorization', reviewer).expect(200)).body.status;

/** Delivers the queued e-mails and answers those the address received. */
async function delivered(email: string) {
  await t.app.get(JobQueue).runDue(EMAIL_QUEUE);
  return catcher.store.list().filter((m) => m.envelope.to.includes(email));
}

describe('who may review', () => {
  it('answers 403 to anyone but the moderator and the admin, before the body is read', async () => {
    const { auth, requestId } = await applicantWith(registrationForm());
    const company = await companyWithAdmin(t, 'NotReviewer');
    for (const caller of [auth, company.admin.auth, await t.bearer('pilot'), await t.bearer('authority')]) {
      await t.http.get(BASE).set('Authorization', caller).expect(403);
      await t.http.get(`${BASE}/${requestId}`).set('Authorization', caller).expect(403);
      await comment(caller, 'decline', { requestId, commentary: 'Нет' }).expect(403);
      await comment(caller, 'fix-required', {}).expect(403);
      await approve(caller, { requestId }).expect(403);
    }
    await t.http.get(BASE).expect(401);
    // `request/my` is the applicant's call, not a request id, for reviewers too.
    expect((await t.http.get(`${BASE}/my`).set('Authorization', reviewer).expect(404)).body).toMatchObject({
      code: 'company-registration.not-found',
    });
    expect(await status(requestId)).toBe('CREATED');
    expect((await t.http.get(`${BASE}/${requestId}`).set('Authorization', admin).expect(200)).body.id).toBe(requestId);
  });
});

describe('the status machine', () => {
  it('CREATED → FIX_REQUIRED → FIXED → APPROVED: creates the company with the applicant as ADMIN, stores the contract, e-mails each decision', async () => {
    const form = registrationForm();
    const a = await applicantWith(form);

    const missing = (await comment(reviewer, 'fix-required', { requestId: a.requestId, commentary: '  ' }).expect(400)).body;
    expect(missing.detailedError).toEqual([{ field: 'commentary', error: expect.any(String) }]);
    await comment(reviewer, 'fix-required', { requestId: 'nope', commentary: 'x' }).expect(400);
    await comment(reviewer, 'fix-required', { requestId: a.requestId, commentary: 'x'.repeat(2001) }).expect(400);
    expect(await status(a.requestId)).toBe('CREATED');

    const fix = (await comment(reviewer, 'fix-required', { requestId: a.requestId, commentary: 'Проверьте\nКПП' }).expect(200)).body;
    expect(fix.status).toBe('FIX_REQUIRED');
    expect(fix.statusHistory.at(-1)).toEqual({
      status: 'FIX_REQUIRED',
      commentary: 'Проверьте\nКПП',
      createdAt: expect.any(String),
      actor: 'REVIEWER',
    });
    // Waiting for the applicant: no reviewer decision.
    await comment(reviewer, 'decline', { requestId: a.requestId, commentary: 'Нет' }).expect(409);
    expect((await approve(reviewer, { requestId: a.requestId }).expect(409)).body).toMatchObject({
      code: 'company-registration.wrong-status',
    });

    const [mail] = await delivered(a.email);
    expect(mail.subject).toBe('Nebo: заявка на регистрацию компании требует исправлений');
    expect(mail.text).toContain('Проверьте\nКПП');
    expect(mail.text).toContain('http://localhost:8080/register-company/');

    const fixed = (
      await t.http
        .patch('/api/company-registration/request/update')
        .set('Authorization', a.auth)
        .send({ ...form, kpp: '770201001' })
        .expect(200)
    ).body;
    expect(fixed.status).toBe('FIXED');
    await t.http
      .patch('/api/company-registration/request/update')
      .set('Authorization', a.auth)
      .send({ ...form, kpp: '770201002' })
      .expect(200);
    expect(fixed.statusHistory.map((e: { status: string; actor: string }) => `${e.status}/${e.actor}`)).toEqual([
      'CREATED/APPLICANT',
      'FIX_REQUIRED/REVIEWER',
      'FIXED/APPLICANT',
    ]);

    const approved = (await approve(admin, { requestId: a.requestId }, [PDF, 'contract.pdf']).expect(200)).body;
    expect(approved).toMatchObject({
      status: 'APPROVED',
      companyId: expect.any(String),
      contractFile: { id: expect.any(String), filename: 'contract.pdf', accessTypeCode: 'PROTECTED', url: expect.any(String) },
      registrationInfo: { kpp: '770201002' },
    });
    expect(approved.statusHistory.map((e: { status: string }) => e.status)).toEqual(['CREATED', 'FIX_REQUIRED', 'FIXED', 'APPROVED']);

    const [company] = await t.dataSource.query('SELECT inn, kpp, short_name, contract_file_id FROM companies WHERE id = $1', [
      approved.companyId,
    ]);
    expect(company).toEqual({ inn: form.inn, kpp: '770201002', short_name: form.shortName, contract_file_id: approved.contractFile.id });
    expect(
      await t.dataSource.query('SELECT roles FROM company_employees WHERE company_id = $1 AND user_id = $2', [
        approved.companyId,
        a.userId,
      ]),
    ).toEqual([{ roles: ['ADMIN'] }]);
    expect(await t.dataSource.query('SELECT type, organisation_id FROM user_employments WHERE user_id = $1', [a.userId])).toEqual([
      { type: 'JURIDICAL_ENTITY', organisation_id: approved.companyId },
    ]);
    const summary = (await t.http.get('/api/user/current/summary').set('Authorization', a.auth).expect(200)).body;
    expect(summary.scope).toEqual(expect.arrayContaining(['juridical', 'ADMIN']));

    // The contract: the applicant (its owner) and reviewers read it.
    for (const caller of [a.auth, reviewer])
      await t.http.get(`/api/files/${approved.contractFile.id}`).set('Authorization', caller).expect(200);
    await t.http
      .get(`/api/files/${approved.contractFile.id}`)
      .set('Authorization', await t.bearer('pilot'))
      .expect(404);

    const mails = await delivered(a.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Nebo: заявка на регистрацию компании требует исправлений',
      'Nebo: компания зарегистрирована',
    ]);
    expect(mails[1].text).toContain('http://localhost:8080/company/\n');
    const notices = await t.dataSource.query('SELECT event, link FROM user_notifications WHERE user_id = $1 ORDER BY created_at, id', [
      a.userId,
    ]);
    expect(notices).toEqual([
      { event: 'company-registration.fix-required', link: '/register-company/' },
      { event: 'company-registration.approved', link: '/company/' },
    ]);

    // Final: no edit, no decision, no deletion.
    await t.http.patch('/api/company-registration/request/update').set('Authorization', a.auth).send(form).expect(409);
    await comment(reviewer, 'fix-required', { requestId: a.requestId, commentary: 'Ещё' }).expect(409);
    await comment(reviewer, 'decline', { requestId: a.requestId, commentary: 'Ещё' }).expect(409);
    await approve(reviewer, { requestId: a.requestId }).expect(409);
    expect((await t.http.delete('/api/company-registration/request/my').set('Authorization', a.auth).expect(409)).body).toMatchObject({
      code: 'company-registration.wrong-status',
    });
    expect((await t.http.get('/api/company-registration/request/my').set('Authorization', a.auth).expect(200)).body.status).toBe(
      'APPROVED',
    );
    // Now employed: no second registration.
    await t.http.post(`${BASE}/create`).set('Authorization', a.auth).send(registrationForm()).expect(409);
  });

  it('CREATED → DECLINED is final; the applicant may delete it and apply again', async () => {
    const a = await applicantWith(registrationForm());
    const declined = (await comment(reviewer, 'decline', { requestId: a.requestId, commentary: 'Не то' }).expect(200)).body;
    expect(declined.status).toBe('DECLINED');
    await t.http.patch('/api/company-registration/request/update').set('Authorization', a.auth).send(registrationForm()).expect(409);
    for (const verb of ['decline', 'fix-required'] as const)
      await comment(reviewer, verb, { requestId: a.requestId, commentary: 'x' }).expect(409);
    await approve(reviewer, { requestId: a.requestId }).expect(409);
    const [mail] = await delivered(a.email);
    expect(mail.subject).toBe('Nebo: в регистрации компании отказано');
    expect(mail.text).toContain('Комментарий проверяющего: Не то');

    // A declined request no longer blocks a new one.
    const second = (await t.http.post(`${BASE}/create`).set('Authorization', a.auth).send(registrationForm()).expect(201)).body;
    expect((await t.http.get('/api/company-registration/request/my').set('Authorization', a.auth).expect(200)).body.id).toBe(second.id);
    await t.http.delete('/api/company-registration/request/my').set('Authorization', a.auth).expect(204);
    expect((await t.http.get('/api/company-registration/request/my').set('Authorization', a.auth).expect(200)).body.id).toBe(a.requestId);
    await t.http.delete('/api/company-registration/request/my').set('Authorization', a.auth).expect(204);
    await t.http.get('/api/company-registration/request/my').set('Authorization', a.auth).expect(404);
  });

  it('FIXED → DECLINED, FIX_REQUIRED may be deleted, CREATED approved without a contract (an entrepreneur)', async () => {
    const a = await applicantWith(registrationForm());
    await comment(reviewer, 'fix-required', { requestId: a.requestId, commentary: 'Исправьте' }).expect(200);
    await t.http.patch('/api/company-registration/request/update').set('Authorization', a.auth).send(registrationForm()).expect(200);
    expect((await comment(admin, 'decline', { requestId: a.requestId, commentary: 'Нет' }).expect(200)).body.status).toBe('DECLINED');

    const b = await applicantWith(registrationForm());
    await comment(reviewer, 'fix-required', { requestId: b.requestId, commentary: 'Исправьте' }).expect(200);
    await t.http.delete('/api/company-registration/request/my').set('Authorization', b.auth).expect(204);

    const ip = await applicantWith(entrepreneurForm());
    const approved = (await approve(reviewer, { requestId: ip.requestId }).expect(200)).body;
    expect(approved).toMatchObject({ status: 'APPROVED', contractFile: null });
    expect(await t.dataSource.query('SELECT type FROM user_employments WHERE user_id = $1', [ip.userId])).toEqual([
      { type: 'INDIVIDUAL_ENTREPRENEUR' },
    ]);
  });
});

describe('refused decisions write nothing', () => {
  it('unknown ids: 404; a bad decision part or contract file: 400', async () => {
    const missing = randomUUID();
    expect((await t.http.get(`${BASE}/${missing}`).set('Authorization', reviewer).expect(404)).body).toMatchObject({
      code: 'company-registration.not-found',
    });
    await t.http.get(`${BASE}/not-a-uuid`).set('Authorization', reviewer).expect(400);
    await comment(reviewer, 'decline', { requestId: missing, commentary: 'x' }).expect(404);
    await approve(reviewer, { requestId: missing }).expect(404);

    const a = await applicantWith(registrationForm());
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM files');
    expect(
      (await approve(reviewer, { requestId: 'x', extra: 1 }).expect(400)).body.detailedError.map((e: { field: string }) => e.field).sort(),
    ).toEqual(['decision.extra', 'decision.requestId']);
    await approve(reviewer, 'not json').expect(400);
    await t.http.post(`${BASE}/approve`).set('Authorization', reviewer).field('other', '{}').expect(400);
    const wrongType = (await approve(reviewer, { requestId: a.requestId }, [EXE, 'contract.pdf']).expect(400)).body;
    expect(wrongType.detailedError[0].field).toBe('contractFile');
    expect(await status(a.requestId)).toBe('CREATED');
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM files')).toEqual(before);
  });

  it('an INN registered meanwhile: 409 duplicate-inn, the request stays waiting and no company is created', async () => {
    const form = registrationForm();
    const a = await applicantWith(form);
    // Meanwhile another company got the same INN (written straight in, as a seed could).
    const other = await companyWithAdmin(t, 'Meanwhile');
    await t.dataSource.query('UPDATE companies SET inn = $2 WHERE id = $1', [other.id, form.inn]);
    const refused = (await approve(reviewer, { requestId: a.requestId }, [PDF, 'contract.pdf']).expect(409)).body;
    expect(refused).toMatchObject({ code: 'company-registration.duplicate-inn' });
    expect(await status(a.requestId)).toBe('CREATED');
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM companies WHERE inn = $1', [form.inn])).toEqual([{ n: 1 }]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM user_employments WHERE user_id = $1', [a.userId])).toEqual([{ n: 0 }]);
    expect(await queuedEmails(t, a.email)).toEqual([]);
  });
});

describe('the list', () => {
  it('filters by status, kind and text, sorts and pages', async () => {
    const label = randomUUID().slice(0, 8);
    const first = await applicantWith(registrationForm({ name: `Поиск ${label} один`, shortName: `ООО «${label}-1»` }));
    const second = await applicantWith(registrationForm({ name: `Поиск ${label} два`, shortName: `ООО «${label}-2»` }));
    await comment(reviewer, 'decline', { requestId: second.requestId, commentary: 'Нет' }).expect(200);
    const list = (query: Record<string, unknown>) =>
      t.http
        .get(BASE)
        .set('Authorization', reviewer)
        .query(query)
        .expect(200)
        .then((r) => r.body);

    const all = await list({ query: label });
    expect(all.meta).toEqual({ totalCount: 2 });
    expect(all.data.map((i: { id: string }) => i.id)).toEqual([second.requestId, first.requestId]);
    expect(all.data[1]).toEqual({
      id: first.requestId,
      kind: 'REGISTRATION',
      status: 'CREATED',
      name: `Поиск ${label} один`,
      shortName: `ООО «${label}-1»`,
      inn: expect.any(String),
      companyType: 'OOO',
      applicantName: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list({ query: label, sort: 'CREATE_DATE' })).data[0].id).toBe(first.requestId);
    expect((await list({ query: label, status: 'DECLINED' })).data.map((i: { id: string }) => i.id)).toEqual([second.requestId]);
    expect((await list({ query: label, status: ['DECLINED', 'CREATED'] })).meta.totalCount).toBe(2);
    expect((await list({ query: label, status: 'CREATED,FIXED' })).meta.totalCount).toBe(1);
    expect((await list({ query: label, kind: 'CHANGE' })).meta.totalCount).toBe(0);
    expect((await list({ query: label, size: 1, page: 1 })).data.map((i: { id: string }) => i.id)).toEqual([first.requestId]);
    const [{ inn }] = await t.dataSource.query('SELECT inn FROM company_registration_requests WHERE id = $1', [first.requestId]);
    expect((await list({ query: inn })).data.map((i: { id: string }) => i.id)).toEqual([first.requestId]);
    expect((await list({ query: first.email.slice(0, 30) })).data.map((i: { id: string }) => i.id)).toEqual([first.requestId]);
    await t.http.get(BASE).set('Authorization', reviewer).query({ sort: 'NAME' }).expect(400);
    await t.http.get(BASE).set('Authorization', reviewer).query({ status: 'OPEN' }).expect(400);
    await t.http.get(BASE).set('Authorization', reviewer).query({ size: 101 }).expect(400);
  });
});
