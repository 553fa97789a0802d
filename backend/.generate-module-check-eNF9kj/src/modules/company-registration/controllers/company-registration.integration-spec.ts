import { TestApp, startTestApp } from '../../../testing/test-app';
import { companyWithAdmin, newPerson, signIn } from '../../companies/testing/company-fixtures';
import { breakCheckDigit, entrepreneurForm, registrationForm, requestCount } from '../testing/registration-fixtures';

/** The applicant's calls of §7.14: dictionaries, request/my, create, update, delete; the rules of D3 and D4. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

const applicant = async (name = 'Applicant') => signIn(t, newPerson(name, ['user', 'individual']));

describe('dictionaries', () => {
  it('answers the company types and appointment bases in the request language', async () => {
    const auth = (await applicant()).auth;
    const types = (await t.http.get('/api/company-registration/company-type').set('Authorization', auth).expect(200)).body;
    expect(types.data.map((i: { code: string }) => i.code)).toEqual(['OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK']);
    expect(types.data[0]).toEqual({ id: 1, code: 'OOO', name: 'ООО «Общество с ограниченной ответственностью»' });
    const bases = (
      await t.http.get('/api/company-registration/appointment-basis').set('Authorization', auth).set('Accept-Language', 'en').expect(200)
    ).body;
    expect(bases.data).toEqual([
      { id: 1, code: 'CHARTER', name: 'Charter' },
      { id: 2, code: 'POWER_OF_ATTORNEY', name: 'Power of attorney' },
      { id: 3, code: 'ORDER', name: 'Order' },
      { id: 4, code: 'DECISION', name: "Founder's decision" },
    ]);
    await t.http.get('/api/company-registration/company-type').expect(401);
  });
});

describe('the own request', () => {
  it('answers 404 before the first request, then creates, shows, updates and deletes it', async () => {
    const { auth, userId } = await applicant();
    const none = (await t.http.get('/api/company-registration/request/my').set('Authorization', auth).expect(404)).body;
    expect(none).toMatchObject({ code: 'company-registration.not-found' });

    const form = registrationForm({ managerPatronymic: null });
    const created = (
      await t.http
        .post('/api/company-registration/request/create')
        .set('Authorization', auth)
        .send({ ...form, managerPatronymic: '  ', webSiteUrl: '', inn: ` ${String(form.inn)} ` })
        .expect(201)
    ).body;
    expect(created).toEqual({
      id: expect.any(String),
      kind: 'REGISTRATION',
      status: 'CREATED',
      companyId: null,
      previousRegistrationInfo: null,
      registrationInfo: { ...form, managerPatronymic: null, webSiteUrl: null },
      statusHistory: [{ status: 'CREATED', commentary: null, createdAt: expect.any(String), actor: 'APPLICANT' }],
      applicant: {
        userId,
        login: expect.stringContaining('applicant-'),
        firstName: expect.anything(),
        lastName: expect.anything(),
        email: expect.anything(),
      },
      contractFile: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await t.http.get('/api/company-registration/request/my').set('Authorization', auth).expect(200)).body).toEqual(created);

    const updated = (
      await t.http
        .patch('/api/company-registration/request/update')
        .set('Authorization', auth)
        .send({ ...form, shortName: 'ООО «Исправленное»', webSiteUrl: 'https://nebo.test' })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({
      id: created.id,
      status: 'CREATED',
      registrationInfo: { shortName: 'ООО «Исправленное»', webSiteUrl: 'https://nebo.test' },
    });
    // Editing in CREATED keeps the status: no new history entry.
    expect(updated.statusHistory).toHaveLength(1);

    await t.http.delete('/api/company-registration/request/my').set('Authorization', auth).expect(204);
    await t.http.get('/api/company-registration/request/my').set('Authorization', auth).expect(404);
    expect(await requestCount(t, userId)).toBe(0);
    await t.http.delete('/api/company-registration/request/my').set('Authorization', auth).expect(404);
    await t.http.patch('/api/company-registration/request/update').set('Authorization', auth).send(form).expect(404);
  });

  it('registers an individual entrepreneur with a 12-digit INN, an OGRNIP and no KPP', async () => {
    const { auth } = await applicant('Entrepreneur');
    const form = entrepreneurForm();
    const created = (
      await t.http
        .post('/api/company-registration/request/create')
        .set('Authorization', auth)
        .send({ ...form, kpp: '' })
        .expect(201)
    ).body;
    expect(created.registrationInfo).toMatchObject({ companyType: 'IP', inn: form.inn, ogrn: form.ogrn, kpp: null });
  });
});

describe('bad input writes nothing', () => {
  it('refuses wrong checksums and formats with a field error on each field', async () => {
    const { auth, userId } = await applicant('Checksums');
    const form = registrationForm();
    const post = (body: Record<string, unknown>) =>
      t.http.post('/api/company-registration/request/create').set('Authorization', auth).send(body);
    const fields = async (body: Record<string, unknown>) =>
      ((await post(body).expect(400)).body.detailedError as Array<{ field: string }>).map((e) => e.field).sort();

    expect(await fields({ ...form, inn: breakCheckDigit(String(form.inn)), ogrn: breakCheckDigit(String(form.ogrn)) })).toEqual([
      'inn',
      'ogrn',
    ]);
    expect(await fields({ ...form, kpp: '' })).toEqual(['kpp']);
    expect(await fields({ ...form, kpp: '12AB' })).toEqual(['kpp']);
    // A legal entity's numbers do not fit an entrepreneur, and the reverse.
    expect(await fields({ ...form, companyType: 'IP' })).toEqual(['inn', 'kpp', 'ogrn']);
    const ip = entrepreneurForm();
    expect(await fields({ ...ip, inn: breakCheckDigit(String(ip.inn)) })).toEqual(['inn']);
    expect(await fields({ ...ip, ogrn: breakCheckDigit(String(ip.ogrn)) })).toEqual(['ogrn']);
    expect(await fields({ ...ip, companyType: 'AO' })).toEqual(['inn', 'kpp', 'ogrn']);
    // The DTO's own rules.
    expect(await fields({ ...form, companyType: 'LLC', email: 'not-an-email', name: '', managerPostAppointmentBasis: 'X' })).toEqual([
      'companyType',
      'email',
      'managerPostAppointmentBasis',
      'name',
    ]);
    expect(await fields({ ...form, unknown: 1 })).toEqual(['unknown']);
    expect(await requestCount(t, userId)).toBe(0);
  });

  it('refuses an INN of an existing company or of another open request (409 on inn), and a second open request', async () => {
    const company = await companyWithAdmin(t, 'Existing');
    const { auth, userId } = await applicant('Duplicate');
    const post = (body: Record<string, unknown>) =>
      t.http.post('/api/company-registration/request/create').set('Authorization', auth).send(body);

    const taken = (await post(registrationForm({ inn: company.info.inn })).expect(409)).body;
    expect(taken).toMatchObject({
      code: 'company-registration.duplicate-inn',
      detailedError: [{ field: 'inn', error: expect.any(String) }],
    });
    expect(await requestCount(t, userId)).toBe(0);

    const other = await applicant('Other');
    const theirs = registrationForm();
    await t.http.post('/api/company-registration/request/create').set('Authorization', other.auth).send(theirs).expect(201);
    expect((await post(registrationForm({ inn: String(theirs.inn) })).expect(409)).body).toMatchObject({
      code: 'company-registration.duplicate-inn',
    });
    expect(await requestCount(t, userId)).toBe(0);

    const mine = registrationForm();
    await post(mine).expect(201);
    expect((await post(registrationForm()).expect(409)).body).toMatchObject({ code: 'company-registration.open-request-exists' });
    expect(await requestCount(t, userId)).toBe(1);
    // Updating to another open request's INN is refused too; keeping the own INN is not a duplicate.
    const update = (body: Record<string, unknown>) =>
      t.http.patch('/api/company-registration/request/update').set('Authorization', auth).send(body);
    expect((await update({ ...mine, inn: theirs.inn }).expect(409)).body).toMatchObject({ code: 'company-registration.duplicate-inn' });
    await update({ ...mine, name: 'Новое имя' }).expect(200);
    const [row] = await t.dataSource.query('SELECT inn FROM company_registration_requests WHERE applicant_user_id = $1', [userId]);
    expect(row.inn).toBe(mine.inn);
  });

  it('refuses a user who already works for a company', async () => {
    const company = await companyWithAdmin(t, 'Employer');
    const refused = (
      await t.http
        .post('/api/company-registration/request/create')
        .set('Authorization', company.admin.auth)
        .send(registrationForm())
        .expect(409)
    ).body;
    expect(refused).toMatchObject({ code: 'company-registration.already-employed' });
    expect(await requestCount(t, company.admin.userId)).toBe(0);
  });

  it('keeps every applicant to their own request', async () => {
    const a = await applicant('OwnerA');
    const b = await applicant('OwnerB');
    const formA = registrationForm();
    const created = (await t.http.post('/api/company-registration/request/create').set('Authorization', a.auth).send(formA).expect(201))
      .body;
    await t.http.get('/api/company-registration/request/my').set('Authorization', b.auth).expect(404);
    await t.http.patch('/api/company-registration/request/update').set('Authorization', b.auth).send(registrationForm()).expect(404);
    await t.http.delete('/api/company-registration/request/my').set('Authorization', b.auth).expect(404);
    // Applicants are not reviewers.
    await t.http.get(`/api/company-registration/request/${created.id}`).set('Authorization', b.auth).expect(403);
    await t.http.get(`/api/company-registration/request/${created.id}`).set('Authorization', a.auth).expect(403);
    await t.http.get('/api/company-registration/request').set('Authorization', a.auth).expect(403);
    expect((await t.http.get('/api/company-registration/request/my').set('Authorization', a.auth).expect(200)).body.id).toBe(created.id);
  });
});
