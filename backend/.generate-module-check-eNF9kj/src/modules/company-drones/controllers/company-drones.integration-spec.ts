import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { EXE, JPEG, PDF, PNG, newPilot, storedObjects } from '../../files/testing/upload-fixtures';
import { CompanyDroneFileReader } from '../services/company-drone-file-reader';
import { companyWithStaff } from '../testing/company-staff-fixtures';

// One application for the file; every test works with companies of its own, so order does not matter.
let t: TestApp;
let dataDir: string;
let m350: { id: string; name: string };

const BASE = '/business/api/company-profile';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-company-drones-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  const admin = await t.bearer('admin');
  m350 = (await t.http.get('/api/drone/models').query({ query: 'Matrice 350' }).set('Authorization', admin)).body.data[0];
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const objects = () => storedObjects(path.join(dataDir, 'files'));
const droneCount = async () => (await t.dataSource.query('SELECT count(*)::int AS n FROM drones'))[0].n as number;
const tokenOf = (auth: string) => auth.slice('Bearer '.length);

function saveDrone(auth: string, drone: Record<string, unknown>, files: Array<[string, Buffer, string]> = []) {
  const request = t.http.post(`${BASE}/drone/insertOrUpdate`).set('Authorization', auth).field('drone', JSON.stringify(drone));
  for (const [field, content, filename] of files) request.attach(field, content, filename);
  return request;
}

let registrationSequence = 0;
const uniqueRegistration = () => `RU-C${process.pid}-${++registrationSequence}`;

describe('POST drone/insertOrUpdate', () => {
  it('registers a company drone with photos, certificate scans and the ownership proof', async () => {
    const company = await companyWithStaff(t, 'Reg');
    const registrationNumber = uniqueRegistration();
    const { body } = await saveDrone(company.admin.auth, { name: 'Борт 1', modelId: m350.id, registrationNumber, issueYear: 2024 }, [
      ['images.FRONT', JPEG, 'front.jpg'],
      ['registrationCertScans', PDF, 'registration.pdf'],
      ['airworthinessCertScans', PNG, 'airworthiness.png'],
      ['ownershipProofScan', PDF, 'ownership.pdf'],
    ]).expect(200);
    expect(body).toMatchObject({
      name: 'Борт 1',
      model: { id: m350.id, name: 'DJI Matrice 350 RTK' },
      manufacturer: 'DJI',
      registrationNumber,
      weightClass: 'LIGHT',
      ownershipProofScan: expect.objectContaining({ filename: 'ownership.pdf', accessTypeCode: 'PROTECTED' }),
    });
    expect(body.registrationCertScans).toHaveLength(1);
    expect(body.airworthinessCertScans).toHaveLength(1);
    expect(body.imageInfos).toEqual([expect.objectContaining({ projection: 'FRONT', main: true })]);
    const [row] = await t.dataSource.query('SELECT owner_kind, owner_id FROM drones WHERE id = $1', [body.id]);
    expect(row).toEqual({ owner_kind: 'COMPANY', owner_id: company.id });

    // Every employee reads it, and the summary of the company's staff knows the company has drones.
    for (const employee of [company.admin, company.manager, company.pilot, company.signer]) {
      const read = await t.http.get(`${BASE}/drone/${body.id}`).set('Authorization', employee.auth).expect(200);
      expect(read.body).toEqual(body);
      const summary = await t.http.get('/api/user/current/summary').set('Authorization', employee.auth).expect(200);
      expect(summary.body.companyHasDrones).toBe(true);
    }
    // The admin's own upload is theirs to read; a pilot's own drones stay untouched (the drone is the company's).
    await t.http
      .get(`/api/files/${body.ownershipProofScan.id}`)
      .query({ access_token: tokenOf(company.admin.auth) })
      .expect(200);
    expect((await t.http.get('/api/user/current/summary').set('Authorization', company.pilot.auth)).body.dronesCount).toBe(0);
  });

  it("grants the company's staff its drones' files, per file", async () => {
    const company = await companyWithStaff(t, 'Reader');
    const other = await companyWithStaff(t, 'Stranger');
    const drone = (await saveDrone(company.manager.auth, { name: 'Со сканом' }, [['ownershipProofScan', PNG, 'proof.png']]).expect(200))
      .body;
    const fileId: string = drone.ownershipProofScan.id;
    const pilotFile = (
      await t.http
        .post('/api/user/drones/insertOrUpdate')
        .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(newPilot())}`)
        .field('drone', JSON.stringify({ name: 'Личный' }))
        .attach('registrationCertScans', PDF, 'r.pdf')
        .expect(200)
    ).body.registrationCertScans[0].id;
    const reader = t.app.get(CompanyDroneFileReader);
    await expect(reader.mayRead(company.pilot.userId, fileId)).resolves.toBe(true);
    await expect(reader.mayRead(company.signer.userId, fileId)).resolves.toBe(true);
    await expect(reader.mayRead(other.admin.userId, fileId)).resolves.toBe(false);
    await expect(reader.mayRead(company.admin.userId, pilotFile)).resolves.toBe(false);
    // Without the file a reader must not open every PROTECTED file of the platform to every employee.
    await expect(reader.mayRead(company.pilot.userId, undefined)).resolves.toBe(false);
  });

  // Needs the files module to pass the file id to its ProtectedFileReaders (README, "Files").
  it("lets the company's staff read its drones' files over HTTP, and nobody else", async () => {
    const company = await companyWithStaff(t, 'Files');
    const other = await companyWithStaff(t, 'Outsider');
    const drone = (await saveDrone(company.manager.auth, { name: 'Со сканом' }, [['ownershipProofScan', PNG, 'proof.png']]).expect(200))
      .body;
    const file = (auth: string) => t.http.get(`/api/files/${drone.ownershipProofScan.id}`).query({ access_token: tokenOf(auth) });
    await file(company.manager.auth).expect(200);
    await file(company.pilot.auth).expect(200);
    await file(company.signer.auth).expect(200);
    await file(other.admin.auth).expect(404);
    await file(`Bearer ${await t.issuer.tokenForIdentity(newPilot())}`).expect(404);
  });

  it('updates: keeps files by id, replaces the ownership proof with a new one, drops what it no longer lists', async () => {
    const { admin } = await companyWithStaff(t, 'Upd');
    const first = (
      await saveDrone(admin.auth, { name: 'Борт' }, [
        ['images.FRONT', PNG, 'f.png'],
        ['registrationCertScans', PDF, 'r.pdf'],
        ['ownershipProofScan', PDF, 'old-proof.pdf'],
      ]).expect(200)
    ).body;
    const keep = {
      id: first.id,
      name: 'Борт 2',
      imageInfos: [{ id: first.imageInfos[0].id, projection: 'FRONT' }],
      registrationCertScans: [{ id: first.registrationCertScans[0].id }],
    };
    const kept = (await saveDrone(admin.auth, { ...keep, ownershipProofScan: { id: first.ownershipProofScan.id } }).expect(200)).body;
    expect(kept).toMatchObject({ name: 'Борт 2', ownershipProofScan: { id: first.ownershipProofScan.id } });

    const replaced = (
      await saveDrone(admin.auth, { ...keep, ownershipProofScan: { id: first.ownershipProofScan.id } }, [
        ['ownershipProofScan', JPEG, 'new-proof.jpg'],
      ]).expect(200)
    ).body;
    expect(replaced.ownershipProofScan).toMatchObject({ filename: 'new-proof.jpg' });
    await t.http
      .get(`/api/files/${first.ownershipProofScan.id}`)
      .query({ access_token: tokenOf(admin.auth) })
      .expect(404);

    const dropped = (await saveDrone(admin.auth, keep).expect(200)).body;
    expect(dropped.ownershipProofScan).toBeNull();
    expect(dropped.registrationCertScans.map((s: { id: string }) => s.id)).toEqual([first.registrationCertScans[0].id]);
    await t.http
      .get(`/api/files/${replaced.ownershipProofScan.id}`)
      .query({ access_token: tokenOf(admin.auth) })
      .expect(404);
  });

  it('refuses bad files and bad fields with nothing written', async () => {
    const { admin } = await companyWithStaff(t, 'Bad');
    const [objectsBefore, dronesBefore] = [objects().length, await droneCount()];
    const exe = await saveDrone(admin.auth, { name: 'Files' }, [['ownershipProofScan', EXE, 'proof.pdf']]).expect(400);
    expect(exe.body.detailedError[0].field).toBe('ownershipProofScan');
    const two = await saveDrone(admin.auth, { name: 'Files' }, [
      ['ownershipProofScan', PDF, 'a.pdf'],
      ['ownershipProofScan', PDF, 'b.pdf'],
    ]).expect(400);
    expect(two.body.detailedError[0].field).toBe('ownershipProofScan');
    await saveDrone(admin.auth, { name: 'Files' }, [
      ['ownershipProofScan', Buffer.concat([PDF, Buffer.alloc(10_485_760)]), 'big.pdf'],
    ]).expect(413);
    await saveDrone(admin.auth, { name: 'Files' }, [['images.FRONT', Buffer.concat([JPEG, Buffer.alloc(5_242_880)]), 'big.jpg']]).expect(
      413,
    );
    const mislabeled = await saveDrone(admin.auth, { name: 'Files' }, [['registrationCertScans', PNG, 'scan.pdf']]).expect(400);
    expect(mislabeled.body.detailedError[0].field).toBe('registrationCertScans');
    const fields = await saveDrone(admin.auth, { name: '', ownershipProofScan: [] }, [['images.FRONT', PNG, 'f.png']]).expect(400);
    expect(fields.body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'ownershipProofScan']);
    const year = await saveDrone(admin.auth, { name: 'Future', issueYear: 2199 }, [['ownershipProofScan', PDF, 'p.pdf']]).expect(400);
    expect(year.body.detailedError).toEqual([{ field: 'issueYear', error: expect.stringContaining('must not be later than') }]);
    expect(objects().length).toBe(objectsBefore);
    expect(await droneCount()).toBe(dronesBefore);
  });

  it('keeps registration numbers unique across individual and company drones', async () => {
    const { admin } = await companyWithStaff(t, 'Unique');
    const pilot = `Bearer ${await t.issuer.tokenForIdentity(newPilot())}`;
    const taken = [{ field: 'registrationNumber', error: 'a drone with this registration number is already registered' }];

    const pilots = uniqueRegistration();
    await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', JSON.stringify({ name: 'P', registrationNumber: pilots }))
      .expect(200);
    expect((await saveDrone(admin.auth, { name: 'C', registrationNumber: pilots.toLowerCase() }).expect(400)).body.detailedError).toEqual(
      taken,
    );

    const companys = uniqueRegistration();
    await saveDrone(admin.auth, { name: 'C', registrationNumber: companys }).expect(200);
    const refused = await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', JSON.stringify({ name: 'P2', registrationNumber: companys }))
      .expect(400);
    expect(refused.body.detailedError).toEqual(taken);
    const individualCheck = await t.http
      .get('/api/user/drones/checkExistRegistrationNumber')
      .query({ registrationNumber: companys })
      .set('Authorization', pilot);
    expect(individualCheck.body).toEqual({ exists: true });
  });
});

describe('access', () => {
  it('refuses PILOT and SIGNER writes and non-members everything, before reading the body', async () => {
    const company = await companyWithStaff(t, 'Access');
    const drone = (await saveDrone(company.admin.auth, { name: 'Мой' }).expect(200)).body;
    const [objectsBefore, dronesBefore] = [objects().length, await droneCount()];
    for (const employee of [company.pilot, company.signer]) {
      const refused = await saveDrone(employee.auth, { name: '' }, [['ownershipProofScan', EXE, 'x.pdf']]).expect(403);
      expect(refused.body.code).toBe('companies.admin-only');
      await saveDrone(employee.auth, { id: drone.id, name: 'Чужими руками' }).expect(403);
      await t.http.delete(`${BASE}/drone/${drone.id}`).set('Authorization', employee.auth).expect(403);
    }
    const outsider = `Bearer ${await t.issuer.tokenForIdentity(newPilot())}`;
    const reads = [
      `${BASE}/drone/${drone.id}`,
      `${BASE}/drone/list-item`,
      `${BASE}/drone/combobox-item`,
      `${BASE}/drone/default/?modelId=${m350.id}`,
      `${BASE}/drone-manufacturer`,
      `${BASE}/drone-model-name`,
      `${BASE}/drone-type`,
      `${BASE}/engine-type`,
      `${BASE}/drone-weight-range`,
      `${BASE}/checkExistRegistrationNumber?registrationNumber=X`,
    ];
    for (const url of reads) {
      const refused = await t.http.get(url).set('Authorization', outsider).expect(403);
      expect(refused.body.code).toBe('companies.not-a-member');
      await t.http.get(url).expect(401);
    }
    // Bad query values of a non-member are still a 403: the guard answers first.
    await t.http.get(`${BASE}/drone/list-item?size=0`).set('Authorization', outsider).expect(403);
    await saveDrone(outsider, { name: '' }, [['ownershipProofScan', EXE, 'x.pdf']]).expect(403);
    await t.http.delete(`${BASE}/drone/${drone.id}`).set('Authorization', outsider).expect(403);
    expect(objects().length).toBe(objectsBefore);
    expect(await droneCount()).toBe(dronesBefore);
    expect((await t.http.get(`${BASE}/drone/${drone.id}`).set('Authorization', company.pilot.auth).expect(200)).body.name).toBe('Мой');
  });

  it("answers another company's drone exactly like a missing one, and a pilot's routes never see company drones", async () => {
    const owner = await companyWithStaff(t, 'Owner');
    const intruder = await companyWithStaff(t, 'Intruder');
    const drone = (
      await saveDrone(owner.admin.auth, { name: 'Наш' }, [
        ['ownershipProofScan', PDF, 'p.pdf'],
        ['images.FRONT', PNG, 'f.png'],
      ]).expect(200)
    ).body;
    const missing = await t.http.get(`${BASE}/drone/${drone.id}`).set('Authorization', intruder.pilot.auth).expect(404);
    expect(missing.body).toEqual({ error: 'Not Found', message: 'Drone not found', statusCode: 404, code: 'drones.not-found' });
    await t.http.delete(`${BASE}/drone/${drone.id}`).set('Authorization', intruder.admin.auth).expect(404);
    await saveDrone(intruder.admin.auth, { id: drone.id, name: 'Угнали' }).expect(404);
    const foreign = await saveDrone(intruder.admin.auth, {
      name: 'Их файлы',
      imageInfos: [{ id: drone.imageInfos[0].id, projection: 'FRONT' }],
      ownershipProofScan: { id: drone.ownershipProofScan.id },
    }).expect(400);
    expect(foreign.body.detailedError.map((e: { field: string }) => e.field)).toEqual(['imageInfos.0.id', 'ownershipProofScan.id']);
    const list = await t.http.get(`${BASE}/drone/list-item`).set('Authorization', intruder.admin.auth).expect(200);
    expect(list.body).toEqual({ data: [], meta: { totalCount: 0 } });
    expect((await t.http.get(`${BASE}/drone/combobox-item`).set('Authorization', intruder.admin.auth).expect(200)).body).toEqual({
      data: [],
    });
    // The same id under the individual API is not the pilot's either (a pilot whose users.id were the company's id).
    const pilot = `Bearer ${await t.issuer.tokenForIdentity(newPilot())}`;
    await t.http.get(`/api/user/drones/${drone.id}`).set('Authorization', pilot).expect(404);
    expect((await t.http.get(`${BASE}/drone/${drone.id}`).set('Authorization', owner.signer.auth).expect(200)).body.name).toBe('Наш');
  });
});

describe('DELETE drone/{id}', () => {
  it('deletes the drone with its files; the company has no drones any more', async () => {
    const { admin, pilot } = await companyWithStaff(t, 'Delete');
    const drone = (await saveDrone(admin.auth, { name: 'Недолго' }, [['ownershipProofScan', PDF, 'p.pdf']]).expect(200)).body;
    await t.http.delete(`${BASE}/drone/${drone.id}`).set('Authorization', admin.auth).expect(204);
    await t.http.get(`${BASE}/drone/${drone.id}`).set('Authorization', admin.auth).expect(404);
    await t.http.delete(`${BASE}/drone/${drone.id}`).set('Authorization', admin.auth).expect(404);
    await t.http
      .get(`/api/files/${drone.ownershipProofScan.id}`)
      .query({ access_token: tokenOf(admin.auth) })
      .expect(404);
    expect((await t.http.get('/api/user/current/summary').set('Authorization', pilot.auth)).body.companyHasDrones).toBe(false);
  });
});
