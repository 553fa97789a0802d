import { TestApp, startTestApp } from '../../../testing/test-app';
import { PDF, PNG } from '../../files/testing/upload-fixtures';
import { companyWithStaff, outsider, type ProfileCompany } from '../testing/profile-fixtures';

/** `/business/api/company-profile/{summary, company-type, appointment-basis, company-document-type, avatar}`. */
let t: TestApp;
let a: ProfileCompany;
let b: ProfileCompany;
let stranger: string;

const BASE = '/business/api/company-profile';
const NOT_A_MEMBER = { statusCode: 403, code: 'companies.not-a-member' };
const ADMIN_ONLY = { statusCode: 403, code: 'companies.admin-only' };

beforeAll(async () => {
  t = await startTestApp();
  a = await companyWithStaff(t, 'Alpha');
  b = await companyWithStaff(t, 'Beta');
  stranger = (await outsider(t)).auth;
});

afterAll(() => t.close());

const fileCount = async (): Promise<number> => (await t.dataSource.query('SELECT count(*)::int AS n FROM files'))[0].n;

describe('GET summary', () => {
  it("answers each employee their own company, the role counts and the caller's roles", async () => {
    const own = (await t.http.get(`${BASE}/summary`).set('Authorization', a.manager.auth).expect(200)).body;
    expect(own).toEqual({
      id: a.id,
      name: a.name,
      shortName: a.shortName,
      avatar: null,
      dronesCount: expect.any(Number),
      companyStaffRolesCounts: [
        { code: 'ADMIN', count: 1 },
        { code: 'MANAGER', count: 1 },
        { code: 'PILOT', count: 2 },
        { code: 'SIGNER', count: 1 },
      ],
      myRoles: ['MANAGER', 'PILOT'],
    });
    expect(own.dronesCount).toBe(0);
    const other = (await t.http.get(`${BASE}/summary`).set('Authorization', b.signer.auth).expect(200)).body;
    expect(other).toMatchObject({ id: b.id, shortName: b.shortName, myRoles: ['SIGNER'] });
  });

  it('refuses non-members with 403 and anonymous callers with 401', async () => {
    for (const auth of [stranger, await t.bearer('pilot'), await t.bearer('authority')]) {
      for (const path of ['summary', 'company-type', 'appointment-basis', 'company-document-type', 'avatar']) {
        expect((await t.http.get(`${BASE}/${path}`).set('Authorization', auth).expect(403)).body).toMatchObject(NOT_A_MEMBER);
      }
    }
    await t.http.get(`${BASE}/summary`).expect(401);
  });
});

describe('the dictionaries', () => {
  it('answer code and name in the language of Accept-Language', async () => {
    const ru = (await t.http.get(`${BASE}/appointment-basis`).set('Authorization', a.pilot.auth).expect(200)).body;
    expect(ru.data.map((i: { code: string }) => i.code)).toEqual(['CHARTER', 'POWER_OF_ATTORNEY', 'ORDER', 'DECISION']);
    expect(ru.data[0]).toEqual({ id: 1, code: 'CHARTER', name: 'Устав' });
    const en = (await t.http.get(`${BASE}/appointment-basis`).set('Authorization', a.pilot.auth).set('Accept-Language', 'en').expect(200))
      .body;
    expect(en.data[0].name).toBe('Charter');
    const types = (await t.http.get(`${BASE}/company-type`).set('Authorization', a.pilot.auth).expect(200)).body.data;
    expect(types.map((i: { code: string }) => i.code)).toEqual(['OOO', 'IP', 'AO', 'PAO', 'GK', 'FGUP', 'PPK']);
    const documents = (await t.http.get(`${BASE}/company-document-type`).set('Authorization', a.signer.auth).expect(200)).body.data;
    expect(documents.map((i: { code: string }) => i.code)).toEqual(['EGRUL_EXTRACT', 'LETTER_OF_ATTORNEY', 'PILOTS_CERTIFICATE']);
    expect(documents[0].name).toBe('Выписка из ЕГРЮЛ');
  });
});

describe('avatar', () => {
  it('lets only company admins change it: PILOT and SIGNER 403 before the upload is read, nothing stored', async () => {
    const before = await fileCount();
    for (const auth of [a.pilot.auth, a.signer.auth]) {
      expect(
        (await t.http.post(`${BASE}/avatar`).set('Authorization', auth).attach('avatar', PNG, 'a.png').expect(403)).body,
      ).toMatchObject(ADMIN_ONLY);
      expect((await t.http.delete(`${BASE}/avatar`).set('Authorization', auth).expect(403)).body).toMatchObject(ADMIN_ONLY);
    }
    expect(
      (await t.http.post(`${BASE}/avatar`).set('Authorization', stranger).attach('avatar', PNG, 'a.png').expect(403)).body,
    ).toMatchObject(NOT_A_MEMBER);
    expect(await fileCount()).toBe(before);
  });

  it("keeps one PROTECTED avatar per company that the company's staff read; replace, refuse, remove", async () => {
    const first = (await t.http.post(`${BASE}/avatar`).set('Authorization', a.admin.auth).attach('avatar', PNG, 'logo.png').expect(200))
      .body;
    expect(first).toEqual({ url: expect.stringContaining('/api/files/') });
    const firstId = /\/api\/files\/([0-9a-f-]{36})/.exec(first.url)?.[1] as string;
    expect(await t.dataSource.query('SELECT access_type FROM files WHERE id = $1', [firstId])).toEqual([{ access_type: 'PROTECTED' }]);
    // The summary and GET avatar show it to every employee, and a PILOT (not the uploader) reads the file.
    expect((await t.http.get(`${BASE}/summary`).set('Authorization', a.pilot.auth).expect(200)).body.avatar).toBe(first.url);
    expect((await t.http.get(`${BASE}/avatar`).set('Authorization', a.signer.auth).expect(200)).body).toEqual({ url: first.url });
    await t.http.get(`/api/files/${firstId}`).set('Authorization', a.admin.auth).expect(200);
    await t.http.get(`/api/files/${firstId}`).set('Authorization', stranger).expect(404);
    await t.http.get(`/api/files/${firstId}`).set('Authorization', b.admin.auth).expect(404);
    await t.http.get(`/api/files/${firstId}`).expect(404);
    // Company B is untouched.
    expect((await t.http.get(`${BASE}/avatar`).set('Authorization', b.admin.auth).expect(200)).body).toEqual({ url: null });

    const second = (await t.http.post(`${BASE}/avatar`).set('Authorization', a.manager.auth).attach('avatar', PNG, 'logo2.png').expect(200))
      .body;
    expect(second.url).not.toBe(first.url);
    expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [firstId])).toEqual([]);

    const before = await fileCount();
    const wrong = (await t.http.post(`${BASE}/avatar`).set('Authorization', a.admin.auth).attach('avatar', PDF, 'logo.pdf').expect(400))
      .body;
    expect(wrong.detailedError[0].field).toBe('avatar');
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 1)]);
    await t.http.post(`${BASE}/avatar`).set('Authorization', a.admin.auth).attach('avatar', tooBig, 'big.png').expect(413);
    expect(
      (await t.http.post(`${BASE}/avatar`).set('Authorization', a.admin.auth).field('x', '1').expect(400)).body.detailedError[0],
    ).toMatchObject({
      field: expect.any(String),
    });
    expect(await fileCount()).toBe(before);
    expect((await t.http.get(`${BASE}/avatar`).set('Authorization', a.admin.auth).expect(200)).body).toEqual({ url: second.url });

    await t.http.delete(`${BASE}/avatar`).set('Authorization', a.admin.auth).expect(204);
    expect((await t.http.get(`${BASE}/summary`).set('Authorization', a.admin.auth).expect(200)).body.avatar).toBeNull();
    expect(await fileCount()).toBe(before - 1);
    await t.http.delete(`${BASE}/avatar`).set('Authorization', a.admin.auth).expect(204);
  });

  it('lets every employee of the company open the avatar another employee uploaded', async () => {
    const { url } = (await t.http.post(`${BASE}/avatar`).set('Authorization', b.manager.auth).attach('avatar', PNG, 'b.png').expect(200))
      .body;
    const fileId = /\/api\/files\/([0-9a-f-]{36})/.exec(url)?.[1] as string;
    for (const member of [b.admin, b.pilot, b.signer])
      await t.http.get(`/api/files/${fileId}`).set('Authorization', member.auth).expect(200);
    await t.http.get(`/api/files/${fileId}`).set('Authorization', a.admin.auth).expect(404);
  });
});
