import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { addTestEmployee, companyWithAdmin, newPerson, signIn, type TestCompany, type TestEmployee } from '../testing/company-fixtures';

/** `/business/api/company-profile/employee…`: the company's staff, read by all of it, changed by its admins. */
const BASE = '/business/api/company-profile';
let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let aPilot: TestEmployee;
let aSigner: TestEmployee;
let aManager: TestEmployee;
let bPilot: TestEmployee;

beforeAll(async () => {
  t = await startTestApp();
  a = await companyWithAdmin(t, 'Alpha');
  b = await companyWithAdmin(t, 'Beta');
  aPilot = await addTestEmployee(t, a, ['PILOT'], 'Pilot', { lastName: 'Лётов', firstName: 'Пётр' });
  aSigner = await addTestEmployee(t, a, ['SIGNER'], 'Signer', { lastName: 'Бухов', firstName: 'Анна' });
  aManager = await addTestEmployee(t, a, ['MANAGER', 'PILOT'], 'Manager', { lastName: 'Ямщиков', firstName: 'Олег' });
  bPilot = await addTestEmployee(t, b, ['PILOT'], 'Pilot', { lastName: 'Бетов', firstName: 'Борис' });
});

afterAll(() => t.close());

async function employmentOf(userId: string): Promise<{ organisation_id: string; staff_roles: string[] } | undefined> {
  const [row] = await t.dataSource.query('SELECT organisation_id, staff_roles FROM user_employments WHERE user_id = $1', [userId]);
  return row;
}

describe('who may call', () => {
  it('refuses anyone who works for no company with 403, before the body or the id is looked at', async () => {
    const outsider = await signIn(t, newPerson('Outsider', ['user', 'individual']));
    const id = aPilot.employeeId;
    const calls = [
      t.http.get(`${BASE}/employee`),
      t.http.get(`${BASE}/employee/flight-member-candidate`),
      t.http.get(`${BASE}/employee-role`),
      t.http.get(`${BASE}/employee/${id}`),
      t.http.get(`${BASE}/employee/not-a-uuid`),
      t.http.put(`${BASE}/employee/${id}`).send({ roles: 'nonsense' }),
      t.http.delete(`${BASE}/employee/${id}`),
    ];
    for (const call of calls) {
      expect((await call.set('Authorization', outsider.auth).expect(403)).body).toMatchObject({ code: 'companies.not-a-member' });
    }
    await t.http.get(`${BASE}/employee`).expect(401);
  });

  it('refuses PILOT and SIGNER the admin calls with 403 before validation', async () => {
    for (const caller of [aPilot, aSigner]) {
      const put = await t.http
        .put(`${BASE}/employee/${aPilot.employeeId}`)
        .set('Authorization', caller.auth)
        .send({ roles: [] })
        .expect(403);
      expect(put.body).toMatchObject({ code: 'companies.admin-only' });
      const del = await t.http.delete(`${BASE}/employee/${aSigner.employeeId}`).set('Authorization', caller.auth).expect(403);
      expect(del.body).toMatchObject({ code: 'companies.admin-only' });
      // Reading is every employee's.
      await t.http.get(`${BASE}/employee`).set('Authorization', caller.auth).expect(200);
      await t.http.get(`${BASE}/employee/${a.admin.employeeId}`).set('Authorization', caller.auth).expect(200);
    }
    expect((await employmentOf(aSigner.userId))?.staff_roles).toEqual(['SIGNER']);
  });
});

describe('reading the staff', () => {
  it("lists the caller's company only, with the account names, filtered and sorted", async () => {
    const all = (await t.http.get(`${BASE}/employee`).set('Authorization', aPilot.auth).expect(200)).body;
    expect(all.meta).toEqual({ totalCount: 4 });
    expect(all.data.map((e: { id: string }) => e.id)).toEqual([
      a.admin.employeeId,
      aPilot.employeeId,
      aSigner.employeeId,
      aManager.employeeId,
    ]);
    expect(all.data[1]).toEqual({
      id: aPilot.employeeId,
      userId: aPilot.userId,
      login: aPilot.identity.login,
      email: aPilot.identity.login,
      firstName: 'Пётр',
      lastName: 'Лётов',
      patronymic: null,
      position: null,
      roles: ['PILOT'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const byName = (await t.http.get(`${BASE}/employee?sort=NAME`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(byName.data.map((e: { lastName: string }) => e.lastName)).toEqual(['AlphaAdminов', 'Бухов', 'Лётов', 'Ямщиков']);
    const byNameDesc = (await t.http.get(`${BASE}/employee?sort=NAME-`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(byNameDesc.data.map((e: { lastName: string }) => e.lastName)).toEqual(['Ямщиков', 'Лётов', 'Бухов', 'AlphaAdminов']);
    const desc = (await t.http.get(`${BASE}/employee?sort=CREATE_DATE-&size=1&page=0`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(desc).toEqual({ data: [expect.objectContaining({ id: aManager.employeeId })], meta: { totalCount: 4 } });

    const pilots = (await t.http.get(`${BASE}/employee?role=PILOT`).set('Authorization', a.admin.auth).expect(200)).body;
    expect(pilots.data.map((e: { id: string }) => e.id)).toEqual([aPilot.employeeId, aManager.employeeId]);
    const named = (await t.http.get(`${BASE}/employee`).query({ query: 'лёт' }).set('Authorization', a.admin.auth).expect(200)).body;
    expect(named.data.map((e: { id: string }) => e.id)).toEqual([aPilot.employeeId]);
    const byLogin = (
      await t.http.get(`${BASE}/employee`).query({ query: aSigner.identity.sub }).set('Authorization', a.admin.auth).expect(200)
    ).body;
    expect(byLogin.data.map((e: { id: string }) => e.id)).toEqual([aSigner.employeeId]);
    // Company B's pilot is named Бетов, and is no match in company A.
    expect((await t.http.get(`${BASE}/employee?query=Бетов`).set('Authorization', a.admin.auth).expect(200)).body.meta.totalCount).toBe(0);

    const other = (await t.http.get(`${BASE}/employee`).set('Authorization', b.admin.auth).expect(200)).body;
    expect(other.data.map((e: { id: string }) => e.id)).toEqual([b.admin.employeeId, bPilot.employeeId]);
  });

  it('refuses bad filters with field errors', async () => {
    const sort = (await t.http.get(`${BASE}/employee?sort=AGE`).set('Authorization', a.admin.auth).expect(400)).body;
    expect(sort.detailedError).toEqual([{ field: 'sort', error: expect.stringContaining('CREATE_DATE, NAME') }]);
    const role = (await t.http.get(`${BASE}/employee?role=OWNER`).set('Authorization', a.admin.auth).expect(400)).body;
    expect(role.detailedError.map((e: { field: string }) => e.field)).toEqual(['role']);
    await t.http.get(`${BASE}/employee?size=101`).set('Authorization', a.admin.auth).expect(400);
  });

  it("answers another company's employee exactly like a missing one", async () => {
    const missing = await t.http.get(`${BASE}/employee/${randomUUID()}`).set('Authorization', a.admin.auth).expect(404);
    const foreign = await t.http.get(`${BASE}/employee/${bPilot.employeeId}`).set('Authorization', a.admin.auth).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 'companies.employee-not-found' });
    await t.http.get(`${BASE}/employee/not-a-uuid`).set('Authorization', a.admin.auth).expect(400);
  });

  it('names the PILOT employees as flight member candidates, by name', async () => {
    const { body } = await t.http.get(`${BASE}/employee/flight-member-candidate`).set('Authorization', aSigner.auth).expect(200);
    expect(body).toEqual({
      data: [
        { employeeId: aPilot.employeeId, userId: aPilot.userId, firstName: 'Пётр', lastName: 'Лётов', patronymic: null, roles: ['PILOT'] },
        {
          employeeId: aManager.employeeId,
          userId: aManager.userId,
          firstName: 'Олег',
          lastName: 'Ямщиков',
          patronymic: null,
          roles: ['MANAGER', 'PILOT'],
        },
      ],
    });
    const other = (await t.http.get(`${BASE}/employee/flight-member-candidate`).set('Authorization', b.admin.auth).expect(200)).body;
    expect(other.data.map((c: { employeeId: string }) => c.employeeId)).toEqual([bPilot.employeeId]);
  });

  it('answers the role dictionary in the request language', async () => {
    const ru = (await t.http.get(`${BASE}/employee-role`).set('Authorization', aPilot.auth).expect(200)).body;
    expect(ru.data.map((r: { code: string; name: string }) => [r.code, r.name])).toEqual([
      ['MANAGER', 'Менеджер'],
      ['ADMIN', 'Администратор'],
      ['PILOT', 'Пилот'],
      ['SIGNER', 'Подписант'],
    ]);
    const en = (await t.http.get(`${BASE}/employee-role`).set('Authorization', aPilot.auth).set('Accept-Language', 'en').expect(200)).body;
    expect(en.data.map((r: { name: string }) => r.name)).toEqual(['Manager', 'Administrator', 'Pilot', 'Signer']);
  });
});

describe('changing roles and position', () => {
  it('lets an ADMIN or a MANAGER change them; the employment (summary scope) follows', async () => {
    const updated = (
      await t.http
        .put(`${BASE}/employee/${aSigner.employeeId}`)
        .set('Authorization', a.admin.auth)
        .send({ roles: ['SIGNER', 'PILOT', 'SIGNER'], position: '  Главный бухгалтер ' })
        .expect(200)
    ).body;
    expect(updated).toMatchObject({ id: aSigner.employeeId, roles: ['PILOT', 'SIGNER'], position: 'Главный бухгалтер' });
    expect((await employmentOf(aSigner.userId))?.staff_roles).toEqual(['PILOT', 'SIGNER']);

    const byManager = (
      await t.http
        .put(`${BASE}/employee/${aSigner.employeeId}`)
        .set('Authorization', aManager.auth)
        .send({ roles: ['SIGNER'], position: '' })
        .expect(200)
    ).body;
    expect(byManager).toMatchObject({ roles: ['SIGNER'], position: null });
    expect((await employmentOf(aSigner.userId))?.staff_roles).toEqual(['SIGNER']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    for (const body of [{ roles: [] }, { roles: ['OWNER'] }, {}, { roles: ['PILOT'], position: 'x'.repeat(201) }]) {
      const res = await t.http.put(`${BASE}/employee/${aPilot.employeeId}`).set('Authorization', a.admin.auth).send(body).expect(400);
      expect(res.body.detailedError.length).toBeGreaterThan(0);
    }
    const [row] = await t.dataSource.query('SELECT roles, position FROM company_employees WHERE id = $1', [aPilot.employeeId]);
    expect(row).toEqual({ roles: ['PILOT'], position: null });
  });

  it("answers another company's employee 404 and leaves it alone", async () => {
    const res = await t.http
      .put(`${BASE}/employee/${bPilot.employeeId}`)
      .set('Authorization', a.admin.auth)
      .send({ roles: ['ADMIN'] })
      .expect(404);
    expect(res.body).toMatchObject({ code: 'companies.employee-not-found' });
    await t.http
      .put(`${BASE}/employee/${randomUUID()}`)
      .set('Authorization', a.admin.auth)
      .send({ roles: ['ADMIN'] })
      .expect(404);
    const [row] = await t.dataSource.query('SELECT roles FROM company_employees WHERE id = $1', [bPilot.employeeId]);
    expect(row.roles).toEqual(['PILOT']);
  });

  it('keeps the last ADMIN: no demotion, no removal; a second ADMIN makes both possible', async () => {
    const c = await companyWithAdmin(t, 'Gamma');
    const demote = await t.http
      .put(`${BASE}/employee/${c.admin.employeeId}`)
      .set('Authorization', c.admin.auth)
      .send({ roles: ['MANAGER'] })
      .expect(409);
    expect(demote.body).toMatchObject({ code: 'companies.last-admin' });
    const remove = await t.http.delete(`${BASE}/employee/${c.admin.employeeId}`).set('Authorization', c.admin.auth).expect(409);
    expect(remove.body).toMatchObject({ code: 'companies.last-admin' });
    // A MANAGER cannot take ADMIN from the last one either.
    const manager = await addTestEmployee(t, c, ['MANAGER'], 'Boss');
    await t.http
      .put(`${BASE}/employee/${c.admin.employeeId}`)
      .set('Authorization', manager.auth)
      .send({ roles: ['PILOT'] })
      .expect(409);
    expect((await employmentOf(c.admin.userId))?.staff_roles).toEqual(['ADMIN']);

    await t.http
      .put(`${BASE}/employee/${manager.employeeId}`)
      .set('Authorization', c.admin.auth)
      .send({ roles: ['ADMIN'] })
      .expect(200);
    await t.http
      .put(`${BASE}/employee/${c.admin.employeeId}`)
      .set('Authorization', c.admin.auth)
      .send({ roles: ['PILOT'] })
      .expect(200);
    // Now a PILOT only: the admin calls are closed to them.
    await t.http.delete(`${BASE}/employee/${manager.employeeId}`).set('Authorization', c.admin.auth).expect(403);
    await t.http.delete(`${BASE}/employee/${manager.employeeId}`).set('Authorization', manager.auth).expect(409);
  });
});

describe('removing an employee', () => {
  it('ends the employment: the row and the user employment go, and the company area closes for them', async () => {
    const leaving = await addTestEmployee(t, a, ['PILOT'], 'Leaving');
    await t.http.delete(`${BASE}/employee/${leaving.employeeId}`).set('Authorization', aManager.auth).expect(204);
    expect(await employmentOf(leaving.userId)).toBeUndefined();
    const rows = await t.dataSource.query('SELECT 1 FROM company_employees WHERE id = $1', [leaving.employeeId]);
    expect(rows).toEqual([]);
    await t.http.get(`${BASE}/employee`).set('Authorization', leaving.auth).expect(403);
    await t.http.delete(`${BASE}/employee/${leaving.employeeId}`).set('Authorization', a.admin.auth).expect(404);
  });

  it("answers another company's employee 404 and keeps it", async () => {
    await t.http.delete(`${BASE}/employee/${bPilot.employeeId}`).set('Authorization', a.admin.auth).expect(404);
    expect(await employmentOf(bPilot.userId)).toMatchObject({ organisation_id: b.id, staff_roles: ['PILOT'] });
  });
});

describe('the demo company', () => {
  it('has the demo company account as ADMIN, with a PILOT and a SIGNER', async () => {
    const auth = await t.bearer('company');
    const { body } = await t.http.get(`${BASE}/employee`).set('Authorization', auth).expect(200);
    expect(body.data.map((e: { login: string; roles: string[] }) => [e.login, e.roles])).toEqual(
      expect.arrayContaining([
        ['company@nebo.local', ['ADMIN']],
        ['company-pilot@nebo.local', ['PILOT']],
        ['company-signer@nebo.local', ['SIGNER']],
      ]),
    );
    const [company] = await t.dataSource.query('SELECT short_name, inn, ogrn, kpp FROM companies WHERE id = $1', [
      '00000000-0000-4000-9000-000000000001',
    ]);
    expect(company).toEqual({ short_name: 'ООО «Небо-Тест»', inn: '7709999900', ogrn: '1267709999908', kpp: '770901001' });
    const pilot = await t.bearer('companyPilot');
    await t.http
      .put(`${BASE}/employee/${body.data[0].id}`)
      .set('Authorization', pilot)
      .send({ roles: ['PILOT'] })
      .expect(403);
  });
});
