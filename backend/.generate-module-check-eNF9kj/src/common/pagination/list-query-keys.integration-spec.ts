import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';

/**
 * List queries in the form the spec's clients send them (docs/requirements.md#list-queries): filters under `filter.`,
 * picked objects reduced to their id (`manufacturer.id=…`, or a dictionary item's id), paging and the default
 * sort CREATE_DATE — on every list route. Only keys that name nothing the route knows are refused, by name.
 */
let t: TestApp;
let pilot: string;
let dji: { id: string };
let otherMaker: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  pilot = `Bearer ${await t.issuer.tokenForIdentity({ sub: randomUUID(), login: `keys-${process.pid}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
  const admin = await t.bearer('admin');
  dji = (await t.http.get('/api/drone/manufacturers').query({ query: 'DJI' }).set('Authorization', admin).expect(200)).body.data[0];
  otherMaker = (
    await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .send({ name: 'Keys Test Aero', country: 'RU' })
      .expect(200)
  ).body;
  await t.http
    .post('/api/drone/models/save')
    .set('Authorization', admin)
    .field('model', JSON.stringify({ manufacturerId: otherMaker.id, name: 'Keys One' }))
    .expect(200);
  await t.http.put(`/api/drone/manufacturers/to-archive/${otherMaker.id}`).set('Authorization', admin).expect(200);
});

afterAll(async () => {
  // The run's database is shared by every spec file: leave the library as it was.
  await t.http
    .delete(`/api/drone/manufacturers/${otherMaker.id}`)
    .set('Authorization', await t.bearer('admin'))
    .expect(204);
  await t.close();
});

const get = (url: string) => t.http.get(url).set('Authorization', pilot);
const list = async (url: string) =>
  (await get(url).expect(200)).body as { data: Array<Record<string, unknown>>; meta: { totalCount: number } };

describe('GET /api/drone/models', () => {
  it('reads manufacturer.id and filter.manufacturer.id as the manufacturer filter', async () => {
    const plain = await list(`/api/drone/models?manufacturer=${dji.id}&size=100`);
    expect(plain.meta.totalCount).toBeGreaterThan(0);
    expect(await list(`/api/drone/models?manufacturer.id=${dji.id}&size=100`)).toEqual(plain);
    expect(await list(`/api/drone/models?filter.manufacturer.id=${dji.id}&size=100`)).toEqual(plain);
    expect((await list(`/api/drone/models?manufacturer.id=${otherMaker.id}`)).data.map((m) => m.name)).toEqual(['Keys One']);
  });

  it('reads filter.status, and a type filter given as its dictionary item id', async () => {
    expect((await list(`/api/drone/models?filter.status=ARCHIVED&manufacturer.id=${otherMaker.id}`)).meta.totalCount).toBe(1);
    expect((await list(`/api/drone/models?filter.status=ACTIVE&manufacturer.id=${otherMaker.id}`)).meta.totalCount).toBe(0);
    const multicopters = await list(`/api/drone/models?droneType=MULTICOPTER&size=100`);
    expect(await list(`/api/drone/models?filter.droneType.id=1&size=100`)).toEqual(multicopters);
  });

  it('refuses keys that name nothing, by the name sent', async () => {
    const response = await get(`/api/drone/models?manufacturer.name=DJI&filter.colour=red`).expect(400);
    expect(response.body.detailedError).toEqual([
      { field: 'manufacturer.name', error: 'property manufacturer.name should not exist' },
      { field: 'filter.colour', error: 'property filter.colour should not exist' },
    ]);
  });

  it('refuses one filter given two different values', async () => {
    const response = await get(`/api/drone/models?status=ACTIVE&filter.status=ARCHIVED`).expect(400);
    expect(response.body.detailedError).toEqual([
      { field: 'filter.status', error: 'filter.status gives status a second, different value' },
    ]);
  });
});

describe('GET /api/drone/manufacturers', () => {
  it('reads filter.status and country.id', async () => {
    const archived = await list('/api/drone/manufacturers?filter.status=ARCHIVED&filter.query=Keys');
    expect(archived.data.map((m) => m.id)).toEqual([otherMaker.id]);
    const chinese = await list('/api/drone/manufacturers?country.id=CN&size=100');
    expect(chinese.data.map((m) => m.id)).toContain(dji.id);
    expect(chinese.data.every((m) => m.country === 'CN')).toBe(true);
  });
});

describe('GET /api/user/drones/find', () => {
  it('reads filter.weightClass, filter.droneType.id and model.id', async () => {
    await get(
      `/api/user/drones/find?filter.weightClass=LIGHT&filter.droneType.id=1&model.id=${randomUUID()}&sort=CREATE_DATE-&page=0&size=5`,
    ).expect(200);
    expect((await get('/api/user/drones/find?model.serial=1').expect(400)).body.detailedError).toEqual([
      { field: 'model.serial', error: 'property model.serial should not exist' },
    ]);
  });
});

describe('GET /api/user/current/documents', () => {
  it('reads filter.typeCode and type.id (the PERSONAL_DOCUMENT_TYPE item)', async () => {
    await t.http
      .post('/api/user/current/documents')
      .set('Authorization', pilot)
      .field('document', JSON.stringify({ typeCode: 'RU_REMOTE_PILOT_LICENSE', number: 'АБ-1', issued: '2020-01-15' }))
      .expect(200);
    expect((await list('/api/user/current/documents?filter.typeCode=RU_REMOTE_PILOT_LICENSE')).meta.totalCount).toBe(1);
    expect((await list('/api/user/current/documents?type.id=4')).meta.totalCount).toBe(1);
    expect((await list('/api/user/current/documents?type.id=1')).meta.totalCount).toBe(0);
  });
});

describe('GET /api/user/current/admitted-to-fly-persons', () => {
  it('takes the default paging and sort of the spec, and refuses filters it does not have', async () => {
    await get('/api/user/current/admitted-to-fly-persons?sort=CREATE_DATE&page=0&size=5').expect(200);
    expect((await get('/api/user/current/admitted-to-fly-persons?filter.status=ACTIVE').expect(400)).body.detailedError).toEqual([
      { field: 'filter.status', error: 'property filter.status should not exist' },
    ]);
  });
});

describe('dictionaries sorted by CREATE_DATE, the default sort of list clients', () => {
  const codes = (page: { data: Array<Record<string, unknown>> }) => page.data.map((item) => item.code ?? item.id);

  it('is the declared order of a fixed dictionary (as ORDER), reversed by CREATE_DATE-', async () => {
    const declared = codes(await list('/api/dictionaries/MISSION_CATEGORY?sort=ORDER&size=100'));
    expect(codes(await list('/api/dictionaries/MISSION_CATEGORY?sort=CREATE_DATE&size=100'))).toEqual(declared);
    expect(codes(await list('/api/dictionaries/MISSION_CATEGORY?sort=CREATE_DATE-&size=100'))).toEqual([...declared].reverse());
  });

  it('is the name for localities and countries (as NAME)', async () => {
    for (const path of ['/api/dictionaries/LOCALITIES', '/api/dictionaries/MANUFACTURER_COUNTRY']) {
      expect(codes(await list(`${path}?sort=CREATE_DATE&size=10`))).toEqual(codes(await list(`${path}?sort=NAME&size=10`)));
    }
    expect(codes((await t.http.get('/public/cities?sort=CREATE_DATE&size=10').expect(200)).body)).toEqual(
      codes((await t.http.get('/public/cities?sort=NAME&size=10').expect(200)).body),
    );
    await t.http.get('/public/countries?sort=CREATE_DATE-&filter.query=ru').expect(200);
  });
});
