import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { PDF, PNG } from '../../files/testing/upload-fixtures';
import { authorityWithAdmin, newPerson, signIn, type TestAuthority } from '../testing/staff-fixtures';

/** `/api/authority/current` and `/api/authorities/{id}`: who is staff, the profile, its contacts and avatar. */
let t: TestApp;
let a: TestAuthority;
let b: TestAuthority;
let aMember: string;

beforeAll(async () => {
  t = await startTestApp();
  a = await authorityWithAdmin(t, 'Alpha');
  b = await authorityWithAdmin(t, 'Beta');
  const member = await signIn(t, newPerson('AlphaMember'));
  await t.dataSource.query(
    `INSERT INTO authority_employees (authority_id, position, email, user_id, is_admin, status, joined_at)
     VALUES ($1, 'Специалист', $2, $3, false, 'ACTIVE', now())`,
    [a.id, `member-${randomUUID()}@nebo.test`, member.userId],
  );
  aMember = member.auth;
});

afterAll(() => t.close());

const NOT_STAFF = {
  error: 'Forbidden',
  statusCode: 403,
  code: 'authority-staff.not-staff',
  message: 'Only the staff of an authority may do this',
};

describe('GET /api/authority/current', () => {
  it('answers the demo authority as the Moscow zonal centre’s admin (seed D11)', async () => {
    const body = (
      await t.http
        .get('/api/authority/current')
        .set('Authorization', await t.bearer('authority'))
        .expect(200)
    ).body;
    expect(body.authority).toMatchObject({ type: 'ZONAL_CENTER', code: 'ZC-MOSCOW', avatar: null });
    expect(body.employee).toMatchObject({
      authorityId: body.authority.id,
      position: 'Начальник смены',
      departmentName: 'Диспетчерская служба',
      email: 'authority@nebo.local',
      isAdmin: true,
      status: 'ACTIVE',
      fullName: expect.stringContaining('Волков'),
    });
  });

  it('refuses pilots, companies, the admin and an `authority` realm role without a membership with 403 not-staff', async () => {
    const roleOnly = await signIn(t, newPerson('RoleOnly', ['user', 'authority']));
    for (const auth of [await t.bearer('pilot'), await t.bearer('company'), await t.bearer('admin'), roleOnly.auth]) {
      expect((await t.http.get('/api/authority/current').set('Authorization', auth).expect(403)).body).toEqual(NOT_STAFF);
      expect((await t.http.get(`/api/authorities/${a.id}`).set('Authorization', auth).expect(403)).body).toEqual(NOT_STAFF);
    }
    await t.http.get('/api/authority/current').expect(401);
  });
});

describe('/api/authorities/{id}', () => {
  it("shows a member its own authority and answers another authority's id like a missing one", async () => {
    const own = (await t.http.get(`/api/authorities/${a.id}`).set('Authorization', aMember).expect(200)).body;
    expect(own).toEqual({
      id: a.id,
      type: 'LOCAL_GOVERNMENT',
      code: expect.stringMatching(/^TEST-/),
      name: a.nameRu,
      shortName: null,
      address: null,
      website: null,
      description: null,
      contacts: [],
      avatar: null,
    });
    expect(
      (await t.http.get(`/api/authorities/${a.id}`).set('Authorization', aMember).set('Accept-Language', 'en').expect(200)).body.name,
    ).toBe(a.nameEn);
    const missing = (await t.http.get(`/api/authorities/${randomUUID()}`).set('Authorization', b.admin.auth).expect(404)).body;
    const others = (await t.http.get(`/api/authorities/${a.id}`).set('Authorization', b.admin.auth).expect(404)).body;
    expect(others).toEqual(missing);
    expect(others.code).toBe('authority-staff.authority-not-found');
  });

  it('lets the admin write the profile: names per language, contacts split, checked and joined again', async () => {
    const input = {
      name: '  Администрация Альфы  ',
      shortName: 'Альфа',
      address: 'г. Альфа, ул. Главная, 1',
      website: 'https://alpha.example.ru',
      description: 'Первая строка\nвторая строка',
      contacts: [
        {
          type: 'GENERAL',
          email: ' Info@Alpha.ru ; ;press@alpha.ru;',
          phone: '+7 (495) 123-45-67; 8 495 765-43-21',
          spokesmanPost: 'Пресс-секретарь',
          spokesmanFullName: 'Иванова Анна',
        },
        { type: 'SUBMISSION', email: 'requests@alpha.ru', phone: '' },
      ],
    };
    const saved = (await t.http.patch(`/api/authorities/${a.id}`).set('Authorization', a.admin.auth).send(input).expect(200)).body;
    expect(saved).toMatchObject({
      name: 'Администрация Альфы',
      shortName: 'Альфа',
      address: 'г. Альфа, ул. Главная, 1',
      website: 'https://alpha.example.ru',
      description: 'Первая строка\nвторая строка',
      contacts: [
        {
          type: 'GENERAL',
          email: 'info@alpha.ru;press@alpha.ru',
          phone: '74951234567;74957654321',
          spokesmanPost: 'Пресс-секретарь',
          spokesmanFullName: 'Иванова Анна',
        },
        { type: 'SUBMISSION', email: 'requests@alpha.ru', phone: '', spokesmanPost: null, spokesmanFullName: null },
      ],
    });
    expect((await t.http.get(`/api/authorities/${a.id}`).set('Authorization', aMember).expect(200)).body).toEqual(saved);

    // The English name is written in English; the Russian one stays.
    await t.http
      .patch(`/api/authorities/${a.id}`)
      .set('Authorization', a.admin.auth)
      .set('Accept-Language', 'en')
      .send({ ...input, name: 'Alpha administration' })
      .expect(200);
    const [row] = await t.dataSource.query('SELECT name_ru, name_en, profile_updated_at FROM authorities WHERE id = $1', [a.id]);
    expect(row).toEqual({ name_ru: 'Администрация Альфы', name_en: 'Alpha administration', profile_updated_at: expect.any(Date) });
  });

  it('refuses bad contacts with every field named, writing nothing', async () => {
    const before = await t.dataSource.query('SELECT * FROM authorities WHERE id = $1', [a.id]);
    const refused = (
      await t.http
        .patch(`/api/authorities/${a.id}`)
        .set('Authorization', a.admin.auth)
        .send({
          name: 'X',
          contacts: [
            { type: 'GENERAL', email: 'ok@x.ru;not-an-email', phone: '12345' },
            { type: 'GENERAL', email: 'b@x.ru' },
            { type: 'FAX', email: '' },
          ],
        })
        .expect(400)
    ).body;
    const fields = refused.detailedError.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['contacts.2.type']));
    const second = (
      await t.http
        .patch(`/api/authorities/${a.id}`)
        .set('Authorization', a.admin.auth)
        .send({
          name: 'X',
          contacts: [
            { type: 'GENERAL', email: 'ok@x.ru;not-an-email', phone: '12345' },
            { type: 'GENERAL', email: 'b@x.ru' },
          ],
        })
        .expect(400)
    ).body;
    expect(second.detailedError.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['contacts[0].email', 'contacts[0].phone', 'contacts[1].type']),
    );
    expect(await t.dataSource.query('SELECT * FROM authorities WHERE id = $1', [a.id])).toEqual(before);
  });

  it('lets only admins write: a member gets 403 not-admin, another authority’s admin 404', async () => {
    const body = { name: 'Захват', contacts: [] };
    expect((await t.http.patch(`/api/authorities/${a.id}`).set('Authorization', aMember).send(body).expect(403)).body.code).toBe(
      'authority-staff.not-admin',
    );
    await t.http.patch(`/api/authorities/${a.id}`).set('Authorization', b.admin.auth).send(body).expect(404);
    await t.http.post(`/api/authorities/${a.id}/avatar`).set('Authorization', aMember).attach('avatar', PNG, 'a.png').expect(403);
    await t.http.delete(`/api/authorities/${a.id}/avatar`).set('Authorization', aMember).expect(403);
    await t.http.post(`/api/authorities/${a.id}/avatar`).set('Authorization', b.admin.auth).attach('avatar', PNG, 'a.png').expect(404);
  });

  it('keeps one public avatar: upload, replace, refuse a wrong type, remove', async () => {
    const first = (
      await t.http.post(`/api/authorities/${b.id}/avatar`).set('Authorization', b.admin.auth).attach('avatar', PNG, 'logo.png').expect(200)
    ).body;
    expect(first.avatar).toEqual({ id: expect.any(String), url: expect.any(String), filename: 'logo.png', accessTypeCode: 'PUBLIC' });
    // Anyone reads it, even without a token: the picture of an authority is no secret.
    await t.http.get(`/api/files/${first.avatar.id}`).expect(200);

    const second = (
      await t.http.post(`/api/authorities/${b.id}/avatar`).set('Authorization', b.admin.auth).attach('avatar', PNG, 'logo2.png').expect(200)
    ).body;
    expect(second.avatar.id).not.toBe(first.avatar.id);
    expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [first.avatar.id])).toEqual([]);

    const wrong = (
      await t.http.post(`/api/authorities/${b.id}/avatar`).set('Authorization', b.admin.auth).attach('avatar', PDF, 'logo.pdf').expect(400)
    ).body;
    expect(wrong.detailedError[0].field).toBe('avatar');
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    await t.http.post(`/api/authorities/${b.id}/avatar`).set('Authorization', b.admin.auth).attach('avatar', tooBig, 'big.png').expect(413);
    expect((await t.http.get(`/api/authorities/${b.id}`).set('Authorization', b.admin.auth).expect(200)).body.avatar.id).toBe(
      second.avatar.id,
    );

    expect((await t.http.delete(`/api/authorities/${b.id}/avatar`).set('Authorization', b.admin.auth).expect(200)).body.avatar).toBeNull();
    expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [second.avatar.id])).toEqual([]);
  });
});
