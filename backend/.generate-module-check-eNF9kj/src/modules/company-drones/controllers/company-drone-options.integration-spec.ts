import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { TestCompany, companyWithStaff } from '../testing/company-staff-fixtures';

let t: TestApp;
let dataDir: string;
let m350: { id: string; name: string };
let owner: TestCompany;
let other: TestCompany;

const BASE = '/business/api/company-profile';
let registrationSequence = 0;
const uniqueRegistration = () => `RU-O${process.pid}-${++registrationSequence}`;

function saveDrone(auth: string, drone: Record<string, unknown>) {
  return t.http.post(`${BASE}/drone/insertOrUpdate`).set('Authorization', auth).field('drone', JSON.stringify(drone)).expect(200);
}

// Two companies with drones of their own; the tests only read.
let numbered: { id: string; registrationNumber: string };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-company-drone-options-test-'));
  t = await startTestApp({ DATA_DIR: dataDir });
  const admin = await t.bearer('admin');
  m350 = (await t.http.get('/api/drone/models').query({ query: 'Matrice 350' }).set('Authorization', admin)).body.data[0];
  [owner, other] = [await companyWithStaff(t, 'Options'), await companyWithStaff(t, 'Rival')];
  numbered = (await saveDrone(owner.admin.auth, { name: 'Alpha', modelId: m350.id, registrationNumber: uniqueRegistration() })).body;
  await saveDrone(owner.manager.auth, { name: 'Bravo', manufacturer: 'Геоскан', maxTakeoffWeight: 40 });
  await saveDrone(owner.admin.auth, { name: 'Charlie', manufacturer: 'геоскан', maxTakeoffWeight: 1 });
  await saveDrone(other.admin.auth, { name: 'Rival drone', manufacturer: 'Rival Aero', modelId: m350.id });
});

afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, auth = owner.pilot.auth) => t.http.get(`${BASE}/${url}`).set('Authorization', auth);
const names = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name);

describe('GET drone/list-item', () => {
  it("lists the company's drones only, with filters, paging and sort", async () => {
    const all = (await get('drone/list-item').expect(200)).body;
    expect(names(all)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(all.meta).toEqual({ totalCount: 3 });
    expect(all.data[0]).toMatchObject({ model: { id: m350.id }, manufacturer: 'DJI', registrationNumber: numbered.registrationNumber });
    expect(names((await get('drone/list-item?sort=NAME-').expect(200)).body)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect(names((await get('drone/list-item?query=brav').expect(200)).body)).toEqual(['Bravo']);
    expect(names((await get(`drone/list-item?model=${m350.id}`).expect(200)).body)).toEqual(['Alpha']);
    expect(names((await get(`drone/list-item?filter.model.id=${m350.id}`).expect(200)).body)).toEqual(['Alpha']);
    expect(names((await get(`drone/list-item?manufacturer=${encodeURIComponent('ГЕОСКАН')}`).expect(200)).body)).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(names((await get('drone/list-item?weightClass=MEDIUM').expect(200)).body)).toEqual(['Bravo']);
    const page = (await get('drone/list-item?size=2&page=1').expect(200)).body;
    expect(page).toMatchObject({ data: [{ name: 'Charlie' }], meta: { totalCount: 3 } });
    const bad = await get('drone/list-item?size=0&colour=red').expect(400);
    expect(bad.body.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'size']);
  });
});

describe('pickers and filter options', () => {
  it("answers the drones of the caller's company for a picker", async () => {
    const { body } = await get('drone/combobox-item').expect(200);
    expect(body.data).toEqual([
      { id: numbered.id, name: 'Alpha', registrationNumber: numbered.registrationNumber },
      { id: expect.any(String), name: 'Bravo', registrationNumber: null },
      { id: expect.any(String), name: 'Charlie', registrationNumber: null },
    ]);
    expect(names((await get(`drone/combobox-item?query=${numbered.registrationNumber.slice(-4)}`).expect(200)).body)).toEqual(['Alpha']);
    expect(names((await get('drone/combobox-item?size=1').expect(200)).body)).toEqual(['Alpha']);
    expect(names((await get('drone/combobox-item', other.signer.auth).expect(200)).body)).toEqual(['Rival drone']);
  });

  it('lists the manufacturers and models of its drones, once each', async () => {
    expect((await get('drone-manufacturer').expect(200)).body).toEqual({ data: [{ name: 'DJI' }, { name: 'Геоскан' }] });
    expect((await get('drone-manufacturer?query=гео').expect(200)).body).toEqual({ data: [{ name: 'Геоскан' }] });
    expect((await get('drone-manufacturer', other.admin.auth).expect(200)).body).toEqual({
      data: [{ name: 'Rival Aero' }],
    });
    expect((await get('drone-model-name').expect(200)).body).toEqual({ data: [{ id: m350.id, name: 'DJI Matrice 350 RTK' }] });
    expect((await get('drone-model-name?query=nothing').expect(200)).body).toEqual({ data: [] });
  });

  it('answers the drone dictionaries in the request language', async () => {
    const ru = (await get('drone-type').set('Accept-Language', 'ru').expect(200)).body;
    expect(ru.data.map((item: { code: string }) => item.code)).toEqual(['MULTICOPTER', 'FIXED_WING', 'HELICOPTER', 'HYBRID_VTOL']);
    const en = (await get('drone-type').set('Accept-Language', 'en').expect(200)).body;
    expect(en.data[0].name).not.toEqual(ru.data[0].name);
    expect((await get('engine-type').expect(200)).body.data.map((item: { code: string }) => item.code)).toEqual([
      'ELECTRIC',
      'COMBUSTION',
      'HYBRID',
    ]);
    expect((await get('drone-weight-range').expect(200)).body.data.map((item: { code: string }) => item.code)).toEqual([
      'LIGHT',
      'MEDIUM',
      'HEAVY',
    ]);
  });
});

describe('GET drone/default/?modelId=', () => {
  it("prefills the form from a model; the spec's 400 without one, 404 for an unknown one", async () => {
    expect((await get(`drone/default/?modelId=${m350.id}`).expect(200)).body).toMatchObject({
      modelId: m350.id,
      name: 'DJI Matrice 350 RTK',
      manufacturer: 'DJI',
      weightClass: 'LIGHT',
    });
    for (const url of ['drone/default/', 'drone/default', 'drone/default/?modelId=']) {
      const { body } = await get(url).expect(400);
      expect(body).toEqual({ error: 'Bad Request', message: 'No model id was provided', statusCode: 400, code: 'drones.no-model-id' });
    }
    await get('drone/default/?modelId=00000000-0000-4000-8000-00000000dead').expect(404);
  });
});

describe('GET checkExistRegistrationNumber', () => {
  it("tells whether any drone, a pilot's or a company's, carries the number", async () => {
    const check = (query: string, auth = other.pilot.auth) => get(`checkExistRegistrationNumber?${query}`, auth).expect(200);
    expect((await check(`registrationNumber=${numbered.registrationNumber.toLowerCase()}`)).body).toEqual({ exists: true });
    expect((await check(`registrationNumber=${numbered.registrationNumber}9`)).body).toEqual({ exists: false });
    expect((await check(`registrationNumber=${numbered.registrationNumber}&id=${numbered.id}`, owner.admin.auth)).body).toEqual({
      exists: false,
    });
    const missing = await get('checkExistRegistrationNumber').expect(400);
    expect(missing.body.detailedError[0].field).toBe('registrationNumber');
  });
});
