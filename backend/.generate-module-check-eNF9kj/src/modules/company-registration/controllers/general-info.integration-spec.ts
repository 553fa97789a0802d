import { SmtpCatcher } from '../../../simulators/smtp-catcher/smtp-catcher';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { registrationInfoToProfileForm } from '../../companies/dtos/company-registration-info.dto';
import { addTestEmployee, companyWithAdmin, newPerson, signIn, type TestCompany } from '../../companies/testing/company-fixtures';
import { JobQueue } from '../../jobs/services/job-queue';
import { EMAIL_QUEUE } from '../../notifications/mail/outbound-email';
import { breakCheckDigit } from '../testing/registration-fixtures';

/** D6: a company's general info, contact data applied at once, legal data through a reviewed CHANGE request. */
let t: TestApp;
let catcher: SmtpCatcher;
let reviewer: string;

const INFO = '/business/api/company-profile/general-info';
const REVIEW = '/api/company-registration/request';

beforeAll(async () => {
  const smtpPort = await freePort();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CORS_ORIGINS: 'http://localhost:8080' });
  catcher = await new SmtpCatcher().start({ smtpPort, httpPort: 0 });
  reviewer = await t.bearer('reviewer');
});

afterAll(async () => {
  await catcher.stop();
  await t.close();
});

const form = (company: TestCompany, overrides: Record<string, unknown> = {}) => ({
  ...registrationInfoToProfileForm(company.info),
  ...overrides,
});
const diff = (auth: string) => t.http.get(`${INFO}/diff`).set('Authorization', auth);
const change = (auth: string, body: object) => t.http.post(`${INFO}/change-request`).set('Authorization', auth).send(body);
const companyRow = async (id: string) =>
  (await t.dataSource.query('SELECT short_name, email, phone_number, website, inn FROM companies WHERE id = $1', [id]))[0];

describe('who may call', () => {
  it('answers 403 to non-members and to a PILOT or SIGNER before the body is read; a MANAGER may', async () => {
    const company = await companyWithAdmin(t, 'Access');
    const pilot = await addTestEmployee(t, company, ['PILOT'], 'Pilot');
    const signer = await addTestEmployee(t, company, ['SIGNER'], 'Signer');
    const manager = await addTestEmployee(t, company, ['MANAGER', 'PILOT'], 'Manager');
    const outsider = await signIn(t, newPerson('Outsider', ['user', 'individual']));
    for (const caller of [pilot.auth, signer.auth]) {
      expect((await diff(caller).expect(403)).body).toMatchObject({ code: 'companies.admin-only' });
      expect((await change(caller, { bad: true }).expect(403)).body).toMatchObject({ code: 'companies.admin-only' });
    }
    for (const caller of [outsider.auth, reviewer]) {
      expect((await diff(caller).expect(403)).body).toMatchObject({ code: 'companies.not-a-member' });
      await change(caller, {}).expect(403);
    }
    await diff('').expect(401);
    expect((await diff(manager.auth).expect(200)).body.current.inn).toBe(company.info.inn);
    expect((await change(manager.auth, form(company, { phoneNumber: '4950000001' })).expect(200)).body).toEqual({
      applied: ['phoneNumber'],
      request: null,
    });
  });
});

describe('changing the general info', () => {
  it('applies contact data at once and sends legal data to review; the reviewer confirms it', async () => {
    const a = await companyWithAdmin(t, 'Alpha');
    const b = await companyWithAdmin(t, 'Beta');
    expect((await diff(a.admin.auth).expect(200)).body).toEqual({ current: form(a), requested: null, changedFields: [], request: null });

    const contacts = (await change(a.admin.auth, form(a, { email: 'new@alpha.test', website: 'https://alpha.test' })).expect(200)).body;
    expect(contacts).toEqual({ applied: ['email', 'website'], request: null });
    expect(await companyRow(a.id)).toMatchObject({ email: 'new@alpha.test', website: 'https://alpha.test' });

    const current = form(a, { email: 'new@alpha.test', website: 'https://alpha.test' });
    const asked = (await change(a.admin.auth, { ...current, shortName: 'ООО «Альфа-2»', phoneNumber: '4957777777' }).expect(200)).body;
    expect(asked.applied).toEqual(['phoneNumber']);
    expect(asked.request).toMatchObject({
      kind: 'CHANGE',
      status: 'CREATED',
      companyId: a.id,
      previousRegistrationInfo: { shortName: a.info.shortName, webSiteUrl: 'https://alpha.test' },
      registrationInfo: { shortName: 'ООО «Альфа-2»', phoneNumber: '4957777777' },
      statusHistory: [{ status: 'CREATED', actor: 'APPLICANT', commentary: null, createdAt: expect.any(String) }],
      applicant: { userId: a.admin.userId },
    });
    expect(await companyRow(a.id)).toMatchObject({ short_name: a.info.shortName, phone_number: '4957777777' });

    const pending = (await diff(a.admin.auth).expect(200)).body;
    expect(pending).toMatchObject({
      current: { shortName: a.info.shortName, phoneNumber: '4957777777' },
      requested: { shortName: 'ООО «Альфа-2»', website: 'https://alpha.test' },
      changedFields: ['shortName'],
      request: { id: asked.request.id, status: 'CREATED', commentary: null },
    });
    // Another company sees nothing of it.
    expect((await diff(b.admin.auth).expect(200)).body.request).toBeNull();

    // One open change request: a second legal change is refused, and its contact data with it.
    const second = (await change(a.admin.auth, { ...current, phoneNumber: '4950000000', name: 'Другое имя' }).expect(409)).body;
    expect(second).toMatchObject({ code: 'company-registration.open-request-exists' });
    expect(await companyRow(a.id)).toMatchObject({ phone_number: '4957777777' });

    // The reviewer asks for a fix; the next change is the fix.
    const listed = (await t.http.get(REVIEW).set('Authorization', reviewer).query({ kind: 'CHANGE', query: a.info.inn }).expect(200)).body;
    expect(listed.data.map((i: { id: string }) => i.id)).toEqual([asked.request.id]);
    await t.http
      .post(`${REVIEW}/fix-required`)
      .set('Authorization', reviewer)
      .send({ requestId: asked.request.id, commentary: 'Полное имя тоже' })
      .expect(200);
    expect((await diff(a.admin.auth).expect(200)).body.request).toEqual({
      id: asked.request.id,
      status: 'FIX_REQUIRED',
      commentary: 'Полное имя тоже',
    });
    const fixed = (
      await change(a.admin.auth, {
        ...current,
        phoneNumber: '4957777777',
        shortName: 'ООО «Альфа-2»',
        name: 'ООО «Альфа-2» полностью',
      }).expect(200)
    ).body;
    expect(fixed).toMatchObject({ applied: [], request: { id: asked.request.id, status: 'FIXED' } });
    expect((await diff(a.admin.auth).expect(200)).body.changedFields).toEqual(['name', 'shortName']);

    const confirmed = (
      await t.http
        .post(`${REVIEW}/approve`)
        .set('Authorization', reviewer)
        .field('decision', JSON.stringify({ requestId: asked.request.id }))
        .expect(200)
    ).body;
    expect(confirmed.status).toBe('CONFIRMED');
    expect(await companyRow(a.id)).toMatchObject({ short_name: 'ООО «Альфа-2»', phone_number: '4957777777', email: 'new@alpha.test' });
    const after = (await diff(a.admin.auth).expect(200)).body;
    expect(after).toMatchObject({ current: { name: 'ООО «Альфа-2» полностью' }, request: { status: 'CONFIRMED' } });
    await t.http
      .post(`${REVIEW}/decline`)
      .set('Authorization', reviewer)
      .send({ requestId: asked.request.id, commentary: 'x' })
      .expect(409);

    await t.app.get(JobQueue).runDue(EMAIL_QUEUE);
    const mails = catcher.store.list().filter((m) => m.envelope.to.includes(a.admin.identity.login));
    // One delivery round sends both; their order within it is not kept.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Nebo: изменение данных компании подтверждено',
      'Nebo: изменение данных компании требует исправлений',
    ]);
    expect(mails.find((m) => m.subject?.endsWith('подтверждено'))?.text).toContain('http://localhost:8080/company/profile/');

    // Declined: a new change may be asked for.
    const third = (await change(a.admin.auth, { ...form(a), ...after.current, managerPost: 'Директор' }).expect(200)).body;
    await t.http
      .post(`${REVIEW}/decline`)
      .set('Authorization', reviewer)
      .send({ requestId: third.request.id, commentary: 'Нет' })
      .expect(200);
    expect((await diff(a.admin.auth).expect(200)).body.request).toEqual({ id: third.request.id, status: 'DECLINED', commentary: 'Нет' });
    await change(a.admin.auth, { ...after.current, managerPost: 'Директор' }).expect(200);
  });

  it('refuses bad identifiers and an INN of another company, writing nothing', async () => {
    const a = await companyWithAdmin(t, 'Gamma');
    const b = await companyWithAdmin(t, 'Delta');
    const bad = (await change(a.admin.auth, form(a, { inn: breakCheckDigit(a.info.inn), email: 'x@gamma.test' })).expect(400)).body;
    expect(bad.detailedError).toEqual([{ field: 'inn', error: expect.any(String) }]);
    await change(a.admin.auth, form(a, { companyType: 'IP' })).expect(400);
    const taken = (await change(a.admin.auth, form(a, { inn: b.info.inn, email: 'x@gamma.test' })).expect(409)).body;
    expect(taken).toMatchObject({ code: 'company-registration.duplicate-inn', detailedError: [{ field: 'inn' }] });
    expect(await companyRow(a.id)).toMatchObject({ email: a.info.email, inn: a.info.inn });
    expect(await t.dataSource.query('SELECT 1 FROM company_registration_requests WHERE company_id = $1', [a.id])).toEqual([]);
  });
});
