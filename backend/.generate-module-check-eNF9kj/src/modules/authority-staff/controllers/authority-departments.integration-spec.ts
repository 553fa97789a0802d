import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { authorityWithAdmin, newPerson, signIn, type TestAuthority } from '../testing/staff-fixtures';

/** `/api/authority-departments`: one authority's departments, its admins' to manage. */
let t: TestApp;
let a: TestAuthority;
let b: TestAuthority;
let aMember: { auth: string; userId: string; employeeId: string };

beforeAll(async () => {
  t = await startTestApp();
  a = await authorityWithAdmin(t, 'Alpha');
  b = await authorityWithAdmin(t, 'Beta');
  const member = await signIn(t, newPerson('AlphaMember'));
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO authority_employees (authority_id, position, email, user_id, is_admin, status, joined_at)
     VALUES ($1, 'Специалист', $2, $3, false, 'ACTIVE', now()) RETURNING id`,
    [a.id, `member-${randomUUID()}@nebo.test`, member.userId],
  );
  aMember = { ...member, employeeId: id };
});

afterAll(() => t.close());

describe('/api/authority-departments', () => {
  it('lists the seeded departments of the Moscow zonal centre to its demo admin', async () => {
    const auth = await t.bearer('authority');
    const current = (await t.http.get('/api/authority/current').set('Authorization', auth).expect(200)).body;
    const list = (await t.http.get(`/api/authority-departments?authorityId=${current.authority.id}`).set('Authorization', auth).expect(200))
      .body;
    expect(list.data.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Группа планирования использования воздушного пространства', 'Диспетчерская служба']),
    );
    expect(list.meta.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('creates, renames, lists by page and deletes; the employees of a deleted department keep working', async () => {
    const created = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: ' Отдел  разрешений ', authorityId: a.id })
        .expect(201)
    ).body;
    expect(created).toEqual({ id: expect.any(String), name: 'Отдел  разрешений', authorityId: a.id, employeeCount: 0 });
    const second = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: 'Архив', authorityId: a.id })
        .expect(201)
    ).body;

    const duplicate = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: 'АРХИВ', authorityId: a.id })
        .expect(409)
    ).body;
    expect(duplicate).toMatchObject({ statusCode: 409, code: 'authority-staff.department-exists' });
    // Another authority may use the same name.
    await t.http
      .post('/api/authority-departments')
      .set('Authorization', b.admin.auth)
      .send({ name: 'Архив', authorityId: b.id })
      .expect(201);

    const renamed = (
      await t.http
        .patch('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ id: created.id, name: 'Отдел согласований', authorityId: a.id })
        .expect(200)
    ).body;
    expect(renamed.name).toBe('Отдел согласований');
    await t.http
      .patch('/api/authority-departments')
      .set('Authorization', a.admin.auth)
      .send({ id: created.id, name: 'архив', authorityId: a.id })
      .expect(409);
    // Renaming to its own name in another case is no conflict.
    await t.http
      .patch('/api/authority-departments')
      .set('Authorization', a.admin.auth)
      .send({ id: created.id, name: 'ОТДЕЛ согласований', authorityId: a.id })
      .expect(200);

    const page0 = (
      await t.http.get(`/api/authority-departments?authorityId=${a.id}&page=0&size=1`).set('Authorization', aMember.auth).expect(200)
    ).body;
    const page1 = (await t.http.get(`/api/authority-departments?page=1&size=1`).set('Authorization', aMember.auth).expect(200)).body;
    expect(page0.meta.totalCount).toBe(2);
    expect([...page0.data, ...page1.data].map((d: { name: string }) => d.name)).toEqual(['Архив', 'ОТДЕЛ согласований']);

    await t.dataSource.query('UPDATE authority_employees SET department_id = $1 WHERE id = $2', [second.id, aMember.employeeId]);
    expect(
      (await t.http.get(`/api/authority-departments/${second.id}`).set('Authorization', aMember.auth).expect(200)).body.employeeCount,
    ).toBe(1);
    await t.http.delete(`/api/authority-departments/${second.id}`).set('Authorization', a.admin.auth).expect(204);
    await t.http.get(`/api/authority-departments/${second.id}`).set('Authorization', a.admin.auth).expect(404);
    const member = (await t.http.get('/api/authority/current').set('Authorization', aMember.auth).expect(200)).body.employee;
    expect(member).toMatchObject({ departmentId: null, departmentName: null, status: 'ACTIVE' });
  });

  it("answers another authority's department and authority like missing ones", async () => {
    const own = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: `Свой ${randomUUID()}`, authorityId: a.id })
        .expect(201)
    ).body;
    const missing = (await t.http.get(`/api/authority-departments/${randomUUID()}`).set('Authorization', b.admin.auth).expect(404)).body;
    const others = (await t.http.get(`/api/authority-departments/${own.id}`).set('Authorization', b.admin.auth).expect(404)).body;
    expect(others).toEqual(missing);
    await t.http.delete(`/api/authority-departments/${own.id}`).set('Authorization', b.admin.auth).expect(404);
    await t.http
      .patch('/api/authority-departments')
      .set('Authorization', b.admin.auth)
      .send({ id: own.id, name: 'Чужой', authorityId: b.id })
      .expect(404);
    await t.http
      .patch('/api/authority-departments')
      .set('Authorization', b.admin.auth)
      .send({ id: own.id, name: 'Чужой', authorityId: a.id })
      .expect(404);
    await t.http.get(`/api/authority-departments?authorityId=${a.id}`).set('Authorization', b.admin.auth).expect(404);
    await t.http
      .post('/api/authority-departments')
      .set('Authorization', b.admin.auth)
      .send({ name: 'Чужой', authorityId: a.id })
      .expect(404);
    expect((await t.http.get(`/api/authority-departments/${own.id}`).set('Authorization', a.admin.auth).expect(200)).body.name).toBe(
      own.name,
    );
  });

  it('lets members read but only admins write (403 not-admin), and non-staff nothing (403 not-staff)', async () => {
    const own = (
      await t.http
        .post('/api/authority-departments')
        .set('Authorization', a.admin.auth)
        .send({ name: `Чтение ${randomUUID()}`, authorityId: a.id })
        .expect(201)
    ).body;
    await t.http.get(`/api/authority-departments/${own.id}`).set('Authorization', aMember.auth).expect(200);
    for (const refused of [
      t.http.post('/api/authority-departments').set('Authorization', aMember.auth).send({ name: 'Новый', authorityId: a.id }),
      t.http.patch('/api/authority-departments').set('Authorization', aMember.auth).send({ id: own.id, name: 'Новый', authorityId: a.id }),
      t.http.delete(`/api/authority-departments/${own.id}`).set('Authorization', aMember.auth),
    ]) {
      expect((await refused.expect(403)).body.code).toBe('authority-staff.not-admin');
    }
    const pilot = await t.bearer('pilot');
    expect((await t.http.get('/api/authority-departments').set('Authorization', pilot).expect(403)).body.code).toBe(
      'authority-staff.not-staff',
    );
    await t.http.post('/api/authority-departments').set('Authorization', pilot).send({ name: 'X', authorityId: a.id }).expect(403);
  });

  it('refuses an empty or too long name with the field named', async () => {
    for (const name of ['   ', 'x'.repeat(201)]) {
      const refused = (
        await t.http.post('/api/authority-departments').set('Authorization', a.admin.auth).send({ name, authorityId: a.id }).expect(400)
      ).body;
      expect(refused.detailedError.map((e: { field: string }) => e.field)).toContain('name');
    }
  });
});
