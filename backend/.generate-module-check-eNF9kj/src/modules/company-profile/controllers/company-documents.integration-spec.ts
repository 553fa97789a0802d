import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG } from '../../files/testing/upload-fixtures';
import { companyWithStaff, outsider, type ProfileCompany } from '../testing/profile-fixtures';

/** `/business/api/company-profile/company-document` (D9). */
let t: TestApp;
let a: ProfileCompany;
let b: ProfileCompany;
let stranger: string;

const URL = '/business/api/company-profile/company-document';
const EGRUL = { type: 'EGRUL_EXTRACT', number: 'ЮЭ9965-26-1', date: '2026-01-15' };

beforeAll(async () => {
  t = await startTestApp();
  a = await companyWithStaff(t, 'Alpha');
  b = await companyWithStaff(t, 'Beta');
  stranger = (await outsider(t)).auth;
});

afterAll(() => t.close());

const counts = async () =>
  (
    await t.dataSource.query(
      'SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM company_documents) AS documents',
    )
  )[0];

const create = (auth: string, form: object, file: Buffer | null = PDF, name = 'egrul.pdf') => {
  const req = t.http.post(URL).set('Authorization', auth).field('formData', JSON.stringify(form));
  return file ? req.attach('file', file, name) : req;
};

describe('writing', () => {
  it('adds, lists, reads, changes and deletes a document; staff of the company read its PROTECTED file', async () => {
    const created = (await create(a.admin.auth, { ...EGRUL, number: ' ЮЭ9965-26-1 ' }).expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      ...EGRUL,
      file: { id: expect.any(String), url: expect.any(String), filename: 'egrul.pdf', accessTypeCode: 'PROTECTED' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await t.http.get(`/api/files/${created.file.id}`).set('Authorization', a.admin.auth).expect(200);
    await t.http.get(`/api/files/${created.file.id}`).set('Authorization', stranger).expect(404);
    await t.http.get(`/api/files/${created.file.id}`).set('Authorization', b.admin.auth).expect(404);

    const letter = (await create(a.manager.auth, { type: 'LETTER_OF_ATTORNEY', number: '7', date: '2026-02-01' }, PNG, 'l.png').expect(201))
      .body;
    const page = (await t.http.get(URL).set('Authorization', a.pilot.auth).expect(200)).body;
    expect(page.meta).toEqual({ totalCount: 2 });
    expect(page.data.map((d: { id: string }) => d.id)).toEqual([letter.id, created.id]);
    const filtered = (await t.http.get(`${URL}?type=EGRUL_EXTRACT`).set('Authorization', a.pilot.auth).expect(200)).body;
    expect(filtered).toEqual({ data: [created], meta: { totalCount: 1 } });
    expect((await t.http.get(`${URL}?sort=DATE&size=1&page=1`).set('Authorization', a.pilot.auth).expect(200)).body.data[0].id).toBe(
      letter.id,
    );
    expect((await t.http.get(`${URL}/${created.id}`).set('Authorization', a.signer.auth).expect(200)).body).toEqual(created);

    // PATCH without a file keeps it; with one replaces it (the old file goes).
    const patched = (
      await t.http
        .patch(`${URL}/${created.id}`)
        .set('Authorization', a.admin.auth)
        .field('formData', JSON.stringify({ ...EGRUL, number: 'ЮЭ-2' }))
        .expect(200)
    ).body;
    expect(patched).toMatchObject({ number: 'ЮЭ-2', file: created.file });
    const replaced = (
      await t.http
        .patch(`${URL}/${created.id}`)
        .set('Authorization', a.admin.auth)
        .field('formData', JSON.stringify({ ...EGRUL, type: 'PILOTS_CERTIFICATE' }))
        .attach('file', JPEG, 'cert.jpg')
        .expect(200)
    ).body;
    expect(replaced).toMatchObject({ type: 'PILOTS_CERTIFICATE', file: { filename: 'cert.jpg' } });
    expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [created.file.id])).toEqual([]);

    await t.http.delete(`${URL}/${created.id}`).set('Authorization', a.admin.auth).expect(204);
    await t.http.get(`${URL}/${created.id}`).set('Authorization', a.admin.auth).expect(404);
    expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [replaced.file.id])).toEqual([]);
    await t.http.delete(`${URL}/${letter.id}`).set('Authorization', a.admin.auth).expect(204);
  });
});

it("lets every employee of the company open a document's file another employee uploaded", async () => {
  const document = (await create(a.manager.auth, { ...EGRUL, number: 'shared' }).expect(201)).body;
  for (const member of [a.admin, a.pilot, a.signer]) {
    await t.http.get(`/api/files/${document.file.id}`).set('Authorization', member.auth).expect(200);
  }
  await t.http.get(`/api/files/${document.file.id}`).set('Authorization', b.admin.auth).expect(404);
  await t.http.delete(`${URL}/${document.id}`).set('Authorization', a.admin.auth).expect(204);
});

describe('refusals', () => {
  let bDocument: { id: string };
  beforeAll(async () => {
    bDocument = (await create(b.admin.auth, EGRUL).expect(201)).body;
  });

  it("answers another company's document exactly like a missing one, on every call, and changes nothing", async () => {
    const before = await counts();
    for (const id of [bDocument.id, randomUUID()]) {
      const read = (await t.http.get(`${URL}/${id}`).set('Authorization', a.admin.auth).expect(404)).body;
      expect(read.code).toBe('company-profile.document-not-found');
      const patched = (
        await t.http
          .patch(`${URL}/${id}`)
          .set('Authorization', a.admin.auth)
          .field('formData', JSON.stringify(EGRUL))
          .attach('file', PDF, 'x.pdf')
          .expect(404)
      ).body;
      expect(patched).toEqual(read);
      expect((await t.http.delete(`${URL}/${id}`).set('Authorization', a.admin.auth).expect(404)).body).toEqual(read);
    }
    expect((await t.http.get(URL).set('Authorization', a.admin.auth).expect(200)).body.meta.totalCount).toBe(0);
    expect(await counts()).toEqual(before);
    expect((await t.http.get(`${URL}/${bDocument.id}`).set('Authorization', b.pilot.auth).expect(200)).body.number).toBe(EGRUL.number);
  });

  it('refuses PILOT, SIGNER (403 admin-only) and non-members (403) before reading the upload', async () => {
    const before = await counts();
    for (const auth of [b.pilot.auth, b.signer.auth]) {
      expect((await create(auth, EGRUL).expect(403)).body.code).toBe('companies.admin-only');
      expect(
        (await t.http.patch(`${URL}/${bDocument.id}`).set('Authorization', auth).field('formData', JSON.stringify(EGRUL)).expect(403)).body
          .code,
      ).toBe('companies.admin-only');
      expect((await t.http.delete(`${URL}/${bDocument.id}`).set('Authorization', auth).expect(403)).body.code).toBe('companies.admin-only');
    }
    for (const call of [t.http.get(URL), t.http.get(`${URL}/${bDocument.id}`), t.http.delete(`${URL}/${bDocument.id}`)]) {
      expect((await call.set('Authorization', stranger).expect(403)).body.code).toBe('companies.not-a-member');
    }
    expect((await create(stranger, EGRUL).expect(403)).body.code).toBe('companies.not-a-member');
    expect(await counts()).toEqual(before);
  });

  it('validates the form and the file (type by content → 400, past 10 MB → 413), writing nothing', async () => {
    const before = await counts();
    const fields = async (req: ReturnType<typeof create>) =>
      ((await req.expect(400)).body.detailedError as Array<{ field: string }>).map((e) => e.field).sort();
    expect(await fields(create(b.admin.auth, { type: 'PASSPORT', number: '', date: '2999-01-01' }, null))).toEqual([
      'date',
      'file',
      'number',
      'type',
    ]);
    expect(await fields(create(b.admin.auth, { ...EGRUL, date: '2026-02-30' }))).toEqual(['date']);
    expect(await fields(create(b.admin.auth, EGRUL, EXE, 'egrul.jpg'))).toEqual(['file']);
    expect(await fields(create(b.admin.auth, EGRUL, PNG, 'egrul.pdf'))).toEqual(['file']);
    expect(
      await fields(t.http.post(URL).set('Authorization', b.admin.auth).attach('file', PDF, 'x.pdf') as ReturnType<typeof create>),
    ).toEqual(['formData']);
    expect(
      await fields(
        t.http
          .post(URL)
          .set('Authorization', b.admin.auth)
          .field('formData', JSON.stringify(EGRUL))
          .attach('file', PDF, 'a.pdf')
          .attach('file', PDF, 'b.pdf'),
      ),
    ).toEqual(['file']);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    await create(b.admin.auth, EGRUL, tooBig, 'big.pdf').expect(413);
    expect(
      await fields(
        t.http
          .patch(`${URL}/${bDocument.id}`)
          .set('Authorization', b.admin.auth)
          .field('formData', JSON.stringify({ ...EGRUL, type: 'X' })),
      ),
    ).toEqual(['type']);
    await t.http.get(`${URL}?type=PASSPORT`).set('Authorization', b.admin.auth).expect(400);
    expect(await counts()).toEqual(before);
  });
});
