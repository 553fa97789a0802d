import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG } from '../../files/testing/upload-fixtures';
import { companyWithStaff, outsider, type ProfileCompany } from '../testing/profile-fixtures';

/** `/business/api/company-profile/employee/{id}/appointment-basis-document` and `.../employee/appointment-basis-document/{id}`. */
let t: TestApp;
let a: ProfileCompany;
let b: ProfileCompany;
let stranger: string;

const BASE = '/business/api/company-profile/employee';
const ORDER = { type: 'ORDER', number: '15-к', date: '2025-01-10' };

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
      `SELECT (SELECT count(*)::int FROM files) AS files, (SELECT count(*)::int FROM employee_appointment_documents) AS documents,
              (SELECT count(*)::int FROM employee_appointment_document_scans) AS scans`,
    )
  )[0];

const create = (auth: string, employeeId: string, form: object, scans: Array<[Buffer, string]> = [[PDF, 'order.pdf']]) => {
  let req = t.http
    .post(`${BASE}/${employeeId}/appointment-basis-document`)
    .set('Authorization', auth)
    .field('formData', JSON.stringify(form));
  for (const [content, name] of scans) req = req.attach('files', content, name);
  return req;
};

it("keeps an employee's documents with their scans: add, list, read, replace scans, delete", async () => {
  const created = (
    await create(a.admin.auth, a.pilot.employeeId, { ...ORDER, validUntil: '2027-01-10' }, [
      [PDF, 'p1.pdf'],
      [PNG, 'p2.png'],
    ]).expect(201)
  ).body;
  expect(created).toEqual({
    id: expect.any(String),
    employeeId: a.pilot.employeeId,
    ...ORDER,
    validUntil: '2027-01-10',
    scans: [
      { id: expect.any(String), url: expect.any(String), filename: 'p1.pdf', accessTypeCode: 'PROTECTED' },
      { id: expect.any(String), url: expect.any(String), filename: 'p2.png', accessTypeCode: 'PROTECTED' },
    ],
  });
  // Staff read the scans an admin uploaded; strangers do not.
  await t.http.get(`/api/files/${created.scans[0].id}`).set('Authorization', a.admin.auth).expect(200);
  await t.http.get(`/api/files/${created.scans[0].id}`).set('Authorization', stranger).expect(404);
  await t.http.get(`/api/files/${created.scans[0].id}`).set('Authorization', b.admin.auth).expect(404);

  const charter = (await create(a.manager.auth, a.pilot.employeeId, { type: 'CHARTER', number: '1', date: '2024-05-05' }).expect(201)).body;
  const list = (
    await t.http.get(`${BASE}/${a.pilot.employeeId}/appointment-basis-document`).set('Authorization', a.signer.auth).expect(200)
  ).body;
  expect(list.data.map((d: { id: string }) => d.id)).toEqual([created.id, charter.id]);
  expect(
    (await t.http.get(`${BASE}/${a.signer.employeeId}/appointment-basis-document`).set('Authorization', a.pilot.auth).expect(200)).body,
  ).toEqual({ data: [] });
  expect(
    (await t.http.get(`${BASE}/appointment-basis-document/${created.id}`).set('Authorization', a.pilot.auth).expect(200)).body,
  ).toEqual(created);

  const kept = (
    await t.http
      .put(`${BASE}/appointment-basis-document/${created.id}`)
      .set('Authorization', a.admin.auth)
      .field('formData', JSON.stringify({ ...ORDER, type: 'POWER_OF_ATTORNEY' }))
      .expect(200)
  ).body;
  expect(kept).toMatchObject({ type: 'POWER_OF_ATTORNEY', validUntil: null, scans: created.scans });
  const replaced = (
    await t.http
      .put(`${BASE}/appointment-basis-document/${created.id}`)
      .set('Authorization', a.admin.auth)
      .field('formData', JSON.stringify(ORDER))
      .attach('files', JPEG, 'new.jpg')
      .expect(200)
  ).body;
  expect(replaced.scans.map((s: { filename: string }) => s.filename)).toEqual(['new.jpg']);
  expect(await t.dataSource.query('SELECT id FROM files WHERE id = ANY($1)', [created.scans.map((s: { id: string }) => s.id)])).toEqual([]);

  await t.http.delete(`${BASE}/appointment-basis-document/${created.id}`).set('Authorization', a.admin.auth).expect(204);
  await t.http.get(`${BASE}/appointment-basis-document/${created.id}`).set('Authorization', a.admin.auth).expect(404);
  expect(await t.dataSource.query('SELECT id FROM files WHERE id = $1', [replaced.scans[0].id])).toEqual([]);
  await t.http.delete(`${BASE}/appointment-basis-document/${charter.id}`).set('Authorization', a.admin.auth).expect(204);
});

it('lets every employee of the company open the scans another employee uploaded', async () => {
  const document = (await create(a.manager.auth, a.signer.employeeId, ORDER).expect(201)).body;
  for (const member of [a.admin, a.pilot, a.signer]) {
    await t.http.get(`/api/files/${document.scans[0].id}`).set('Authorization', member.auth).expect(200);
  }
  await t.http.get(`/api/files/${document.scans[0].id}`).set('Authorization', b.admin.auth).expect(404);
  await t.http.delete(`${BASE}/appointment-basis-document/${document.id}`).set('Authorization', a.admin.auth).expect(204);
});

describe('refusals', () => {
  let bDocument: { id: string };
  beforeAll(async () => {
    bDocument = (await create(b.admin.auth, b.signer.employeeId, ORDER).expect(201)).body;
  });

  it("answers another company's employee and document like missing ones, and changes nothing", async () => {
    const before = await counts();
    for (const employeeId of [b.signer.employeeId, randomUUID()]) {
      const listed = (await t.http.get(`${BASE}/${employeeId}/appointment-basis-document`).set('Authorization', a.admin.auth).expect(404))
        .body;
      expect(listed.code).toBe('companies.employee-not-found');
      expect((await create(a.admin.auth, employeeId, ORDER).expect(404)).body).toEqual(listed);
    }
    for (const id of [bDocument.id, randomUUID()]) {
      const read = (await t.http.get(`${BASE}/appointment-basis-document/${id}`).set('Authorization', a.admin.auth).expect(404)).body;
      expect(read.code).toBe('company-profile.appointment-document-not-found');
      const put = t.http
        .put(`${BASE}/appointment-basis-document/${id}`)
        .set('Authorization', a.admin.auth)
        .field('formData', JSON.stringify(ORDER))
        .attach('files', PDF, 'x.pdf');
      expect((await put.expect(404)).body).toEqual(read);
      expect((await t.http.delete(`${BASE}/appointment-basis-document/${id}`).set('Authorization', a.admin.auth).expect(404)).body).toEqual(
        read,
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses PILOT, SIGNER (403 admin-only) and non-members (403) before reading the upload', async () => {
    const before = await counts();
    for (const auth of [b.pilot.auth, b.signer.auth]) {
      expect((await create(auth, b.signer.employeeId, ORDER).expect(403)).body.code).toBe('companies.admin-only');
      const put = t.http
        .put(`${BASE}/appointment-basis-document/${bDocument.id}`)
        .set('Authorization', auth)
        .field('formData', JSON.stringify(ORDER));
      expect((await put.expect(403)).body.code).toBe('companies.admin-only');
      expect(
        (await t.http.delete(`${BASE}/appointment-basis-document/${bDocument.id}`).set('Authorization', auth).expect(403)).body.code,
      ).toBe('companies.admin-only');
    }
    expect((await create(stranger, b.signer.employeeId, ORDER).expect(403)).body.code).toBe('companies.not-a-member');
    for (const path of [`${b.signer.employeeId}/appointment-basis-document`, `appointment-basis-document/${bDocument.id}`]) {
      expect((await t.http.get(`${BASE}/${path}`).set('Authorization', stranger).expect(403)).body.code).toBe('companies.not-a-member');
    }
    expect(await counts()).toEqual(before);
  });

  it('validates the form and the scans (1..5, type by content → 400, past 10 MB → 413), writing nothing', async () => {
    const before = await counts();
    const fields = async (req: ReturnType<typeof create>) =>
      ((await req.expect(400)).body.detailedError as Array<{ field: string }>).map((e) => e.field).sort();
    expect(await fields(create(b.admin.auth, b.pilot.employeeId, { type: 'EGRUL_EXTRACT', number: '', date: '2025-01-10' }, []))).toEqual([
      'files',
      'number',
      'type',
    ]);
    expect(await fields(create(b.admin.auth, b.pilot.employeeId, { ...ORDER, validUntil: '2024-01-01' }))).toEqual(['validUntil']);
    expect(await fields(create(b.admin.auth, b.pilot.employeeId, ORDER, [[EXE, 'scan.pdf']]))).toEqual(['files']);
    const six: Array<[Buffer, string]> = Array.from({ length: 6 }, (_, i) => [PDF, `s${i}.pdf`]);
    expect(await fields(create(b.admin.auth, b.pilot.employeeId, ORDER, six))).toEqual(['files']);
    await create(b.admin.auth, b.pilot.employeeId, ORDER, [[Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]), 'big.pdf']]).expect(
      413,
    );
    const badPut = t.http
      .put(`${BASE}/appointment-basis-document/${bDocument.id}`)
      .set('Authorization', b.admin.auth)
      .field('formData', JSON.stringify({ ...ORDER, date: 'tomorrow' }))
      .attach('files', PDF, 'x.pdf');
    expect(await fields(badPut)).toEqual(['date']);
    expect(await counts()).toEqual(before);
  });
});
