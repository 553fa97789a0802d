import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { APP_CONFIG, ResolvedAppConfig } from '../../../config/app-config';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG, storedObjects } from '../../files/testing/file-fixtures';

const PATH = '/api/user/current/documents';

const passport = {
  typeCode: 'RU_PASSPORT',
  series: '4510',
  number: '123456',
  issued: '2015-06-01',
  issuer: 'ОУФМС России по г. Москве',
  residenceAddress: 'г. Москва, ул. Тверская, д. 1, кв. 2',
  birthPlace: 'г. Калуга',
};

let t: TestApp;
let filesRoot: string;
let spoolDir: string;

beforeAll(async () => {
  t = await startTestApp();
  const { dataDir } = t.app.get<ResolvedAppConfig>(APP_CONFIG);
  filesRoot = path.join(dataDir, 'files');
  spoolDir = path.join(dataDir, 'uploads-in-progress');
});

afterAll(() => t.close());

/** A new pilot account of its own: tests never see each other's documents. */
async function newPilot(): Promise<string> {
  const sub = randomUUID();
  const token = await t.issuer.tokenForIdentity({
    sub,
    login: `doc-${sub}@nebo.local`,
    givenName: 'Пётр',
    familyName: 'Лётчиков',
    roles: ['user', 'individual'],
  });
  return `Bearer ${token}`;
}

function post(authorization: string, document: unknown, files: Array<{ content: Buffer; filename: string; contentType?: string }> = []) {
  let call = t.http.post(PATH).set('Authorization', authorization).field('document', JSON.stringify(document));
  for (const f of files)
    call = call.attach('files', f.content, { filename: f.filename, contentType: f.contentType ?? 'application/octet-stream' });
  return call;
}

describe('POST /api/user/current/documents', () => {
  it('creates a passport with scans and answers the document record', async () => {
    const pilot = await newPilot();
    const res = await post(pilot, passport, [
      { content: PNG, filename: 'page1.png', contentType: 'image/png' },
      { content: PDF, filename: 'Паспорт.pdf', contentType: 'application/pdf' },
    ]).expect(200);
    expect(res.body).toMatchObject({
      ...passport,
      id: expect.any(String),
      type: { id: 1, code: 'RU_PASSPORT', name: 'Паспорт гражданина РФ', nameEn: 'Russian passport' },
      esiaDocument: false,
      files: [
        {
          id: expect.any(String),
          filename: 'page1.png',
          accessTypeCode: 'PERSONAL_DATA',
          url: expect.stringMatching(/\/api\/files\/[0-9a-f-]{36}$/),
        },
        { id: expect.any(String), filename: 'Паспорт.pdf', accessTypeCode: 'PERSONAL_DATA' },
      ],
    });
    const [row] = await t.dataSource.query('SELECT content_type, size, sha256 FROM files WHERE id = $1', [res.body.files[0].id]);
    expect(row).toEqual({ content_type: 'image/png', size: String(PNG.length), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('keeps one document per type: a second passport updates the first, keeping only the listed scans', async () => {
    const pilot = await newPilot();
    const first = (
      await post(pilot, passport, [
        { content: PNG, filename: 'a.png' },
        { content: JPEG, filename: 'b.jpg' },
      ]).expect(200)
    ).body;
    const before = storedObjects(filesRoot).length;
    const second = (
      await post(pilot, { ...passport, number: '654321', files: [{ id: first.files[1].id }] }, [
        { content: PDF, filename: 'c.pdf' },
      ]).expect(200)
    ).body;
    expect(second.id).toBe(first.id);
    expect(second.number).toBe('654321');
    expect(second.files.map((f: { filename: string }) => f.filename)).toEqual(['b.jpg', 'c.pdf']);
    // a.png is gone from the table and from the disk; c.pdf was added.
    expect(await t.dataSource.query('SELECT 1 FROM files WHERE id = $1', [first.files[0].id])).toEqual([]);
    expect(storedObjects(filesRoot).length).toBe(before);
  });

  it.each([
    [{ ...passport, series: '45 10' }, 'series'],
    [{ ...passport, number: '12345' }, 'number'],
    [{ ...passport, issued: '2999-01-01' }, 'issued'],
    [{ ...passport, birthPlace: '' }, 'birthPlace'],
    [{ typeCode: 'RU_MILITARY_TICKET', series: 'AB', number: '1234567', issued: '2010-01-01', issuer: 'Военкомат' }, 'series'],
    [{ typeCode: 'RU_REMOTE_PILOT_LICENSE', number: 'ВП-1', issued: '2024-01-01', issuer: 'Росавиация' }, 'issuer'],
    [{ typeCode: 'RU_INN', number: '500100732258' }, 'number'],
    [{ typeCode: 'RU_SNILS', number: '112-233-445 94' }, 'number'],
    [{ typeCode: 'RU_SNILS', number: '11223344595' }, 'number'],
    [{ typeCode: 'RU_PASSPORT_OF_MARS', number: '1' }, 'typeCode'],
  ])('refuses %j with a field error on %s and stores nothing', async (document, field) => {
    const pilot = await newPilot();
    const before = storedObjects(filesRoot).length;
    const res = await post(pilot, document, [{ content: PNG, filename: 'scan.png' }]).expect(400);
    expect(res.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    expect(res.body.detailedError.map((e: { field: string }) => e.field)).toContain(field);
    expect(storedObjects(filesRoot).length).toBe(before);
    expect((await t.http.get(PATH).set('Authorization', pilot).expect(200)).body.meta.totalCount).toBe(0);
  });

  it('accepts a valid INN and SNILS (real checksums)', async () => {
    const pilot = await newPilot();
    await post(pilot, { typeCode: 'RU_INN', number: '500100732259' }).expect(200);
    await post(pilot, { typeCode: 'RU_SNILS', number: '112-233-445 95' }).expect(200);
  });

  it.each([
    [PNG, 'scan.pdf', 'application/pdf', 'png but the name "scan.pdf" says .pdf'],
    [EXE, 'photo.jpg', 'image/jpeg', 'not one of the allowed formats'],
    [PNG, 'scan.png', 'application/pdf', 'png but it was sent as application/pdf'],
    [Buffer.from('GIF89a……'), 'scan.gif', 'image/gif', 'gif, allowed formats are jpeg, png, pdf'],
  ])('refuses mislabeled or disallowed content (%#) and leaves no file behind', async (content, filename, contentType, message) => {
    const pilot = await newPilot();
    const before = storedObjects(filesRoot).length;
    const res = await post(pilot, passport, [
      { content: JPEG, filename: 'ok.jpg' },
      { content, filename, contentType },
    ]).expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'files', error: expect.stringContaining(message) }]);
    expect(storedObjects(filesRoot).length).toBe(before);
    expect(readdirSync(spoolDir)).toEqual([]);
    expect((await t.http.get(PATH).set('Authorization', pilot).expect(200)).body.meta.totalCount).toBe(0);
  });

  it('deletes the stored objects when the database write fails after the upload', async () => {
    const pilot = await newPilot();
    const before = storedObjects(filesRoot).length;
    // Referencing a scan that is not this document's fails inside the transaction, after the files were stored.
    const res = await post(pilot, { ...passport, files: [{ id: randomUUID() }] }, [{ content: PNG, filename: 'a.png' }]).expect(400);
    expect(res.body.detailedError[0]).toMatchObject({ field: 'files', error: expect.stringContaining('is not a scan of this document') });
    expect(storedObjects(filesRoot).length).toBe(before);
  });

  it('refuses a request without the document part, a non-JSON part, unknown parts and non-multipart bodies', async () => {
    const pilot = await newPilot();
    expect((await t.http.post(PATH).set('Authorization', pilot).attach('files', PNG, 'a.png').expect(400)).body.detailedError).toEqual([
      { field: 'document', error: 'document part is required' },
    ]);
    expect((await t.http.post(PATH).set('Authorization', pilot).field('document', '{oops').expect(400)).body.detailedError[0].field).toBe(
      'document',
    );
    expect(
      (
        await t.http
          .post(PATH)
          .set('Authorization', pilot)
          .field('document', JSON.stringify(passport))
          .attach('avatar', PNG, 'a.png')
          .expect(400)
      ).body.detailedError,
    ).toEqual([{ field: 'avatar', error: 'unexpected file part' }]);
    expect((await t.http.post(PATH).set('Authorization', pilot).send(passport).expect(400)).body.detailedError).toEqual([
      { field: 'body', error: 'request must be multipart/form-data' },
    ]);
  });
});

describe('GET, DELETE /api/user/current/documents', () => {
  it('lists page 0 of size 5 sorted by CREATE_DATE by default, filters by type, pages', async () => {
    const pilot = await newPilot();
    const created = [];
    created.push((await post(pilot, { typeCode: 'RU_INN', number: '500100732259' }).expect(200)).body.id);
    created.push((await post(pilot, { typeCode: 'RU_SNILS', number: '112-233-445 95' }).expect(200)).body.id);
    created.push((await post(pilot, passport).expect(200)).body.id);
    const all = (await t.http.get(PATH).set('Authorization', pilot).expect(200)).body;
    expect(all.meta).toEqual({ totalCount: 3 });
    expect(all.data.map((d: { id: string }) => d.id)).toEqual(created);
    const descending = (await t.http.get(`${PATH}?sort=CREATE_DATE-&size=2`).set('Authorization', pilot).expect(200)).body;
    expect(descending.data.map((d: { id: string }) => d.id)).toEqual([created[2], created[1]]);
    const onlyInn = (await t.http.get(`${PATH}?typeCode=RU_INN`).set('Authorization', pilot).expect(200)).body;
    expect(onlyInn).toMatchObject({
      meta: { totalCount: 1 },
      data: [{ typeCode: 'RU_INN', number: '500100732259', series: null, issuer: null }],
    });
    expect(onlyInn.data[0]).not.toHaveProperty('residenceAddress');
    await t.http.get(`${PATH}?sort=PASSWORD`).set('Authorization', pilot).expect(400);
    await t.http.get(`${PATH}?typeCode=RU_NOTHING`).set('Authorization', pilot).expect(400);
  });

  it('reads and deletes one document with its scans', async () => {
    const pilot = await newPilot();
    const before = storedObjects(filesRoot).length;
    const doc = (await post(pilot, passport, [{ content: PNG, filename: 'a.png' }]).expect(200)).body;
    expect((await t.http.get(`${PATH}/${doc.id}`).set('Authorization', pilot).expect(200)).body).toEqual(doc);
    expect(storedObjects(filesRoot).length).toBe(before + 1);
    await t.http.delete(`${PATH}/${doc.id}`).set('Authorization', pilot).expect(204);
    await t.http.get(`${PATH}/${doc.id}`).set('Authorization', pilot).expect(404);
    expect(storedObjects(filesRoot).length).toBe(before);
    await t.http.get(`/api/files/${doc.files[0].id}`).set('Authorization', pilot).expect(404);
  });
});

describe('two pilots: another pilot’s document or scan is a 404, never its data', () => {
  it('covers every route of documents and files', async () => {
    const owner = await newPilot();
    const other = await newPilot();
    const doc = (await post(owner, passport, [{ content: PNG, filename: 'a.png' }]).expect(200)).body;
    const fileId = doc.files[0].id;

    const notFound = { error: 'Not Found', statusCode: 404 };
    expect((await t.http.get(`${PATH}/${doc.id}`).set('Authorization', other).expect(404)).body).toMatchObject(notFound);
    expect((await t.http.delete(`${PATH}/${doc.id}`).set('Authorization', other).expect(404)).body).toMatchObject(notFound);
    expect((await t.http.get(PATH).set('Authorization', other).expect(200)).body).toEqual({ data: [], meta: { totalCount: 0 } });
    // Updating by id through POST is refused too, and the refused upload leaves nothing behind.
    const before = storedObjects(filesRoot).length;
    await post(other, { ...passport, id: doc.id }, [{ content: PNG, filename: 'b.png' }]).expect(404);
    expect(storedObjects(filesRoot).length).toBe(before);
    // Claiming the owner's scan as one's own.
    await post(other, { ...passport, files: [{ id: fileId }] }).expect(400);

    // The scan itself: PERSONAL_DATA is the owner's only (reviewers included: it is not PROTECTED).
    expect((await t.http.get(`/api/files/${fileId}`).set('Authorization', other).expect(404)).body).toMatchObject(notFound);
    await t.http
      .get(`/api/files/${fileId}`)
      .set('Authorization', await t.bearer('admin'))
      .expect(404);
    await t.http.get(`/public/files/${fileId}`).expect(404);
    // Owner: by header or by access_token; nobody without a token.
    const read = await t.http.get(`/api/files/${fileId}`).set('Authorization', owner).expect(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe(`attachment; filename="a.png"; filename*=UTF-8''a.png`);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(read.body).equals(PNG)).toBe(true);
    await t.http.get(`/api/files/${fileId}?access_token=${owner.slice('Bearer '.length)}`).expect(200);
    await t.http.get(`/api/files/${fileId}?access_token=${other.slice('Bearer '.length)}`).expect(404);
    // Without a token, as on /public/files: a non-public file is not found (issue 9: ids cannot be probed).
    expect((await t.http.get(`/api/files/${fileId}`).expect(404)).body).toEqual({
      error: 'Not Found',
      message: 'File not found',
      statusCode: 404,
      code: 'files.not-found',
    });
    await t.http.get(`/api/files/${fileId}?access_token=not.a.token`).expect(401);
    // Still the owner's, untouched.
    expect((await t.http.get(`${PATH}/${doc.id}`).set('Authorization', owner).expect(200)).body.number).toBe(passport.number);
  });
});

describe('summary: person identity needs complete personal data and a passport', () => {
  it('turns personIdentity on once both are there', async () => {
    const pilot = await newPilot();
    const summary = async () => (await t.http.get('/api/user/current/summary').set('Authorization', pilot).expect(200)).body;
    await t.http
      .patch('/api/user/current/profile/person-identity')
      .set('Authorization', pilot)
      .send({ sex: 'M', lastName: 'Лётчиков', firstName: 'Пётр', birthDate: '1990-01-01' })
      .expect(200);
    expect((await summary()).fieldGroupsCompletion).toEqual({ personIdentity: false });
    await post(pilot, passport).expect(200);
    expect((await summary()).fieldGroupsCompletion).toEqual({ personIdentity: true });
  });
});
