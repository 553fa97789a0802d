import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';

/**
 * Nested objects are validated as objects (NestedObject / NestedObjectList): before, a missing `document` on
 * an admitted person, `document: []`, or a list of lists as notification settings went past ValidateNested
 * (it validates an array's items, and [] has none) into the service, which failed with a 500.
 */
let t: TestApp;
let pilot: string;

const ADMITTED = '/api/user/current/admitted-to-fly-persons';
const SETTINGS = '/api/user/current/notification/settings';
const person = {
  lastName: 'Сидоров',
  firstName: 'Алексей',
  birthDate: '1990-05-14',
  phone: '+7 (912) 345-67-89',
  email: 'sidorov@example.ru',
  document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
};

beforeAll(async () => {
  t = await startTestApp();
  pilot = `Bearer ${await t.issuer.tokenForIdentity({ sub: randomUUID(), login: `nest-${process.pid}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
});

afterAll(() => t.close());

const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
const fields = (body: { detailedError?: Array<{ field: string; error: string }> }) => body.detailedError ?? [];

describe('an admitted person without a proper document (POST and PUT)', () => {
  let existingId: string;

  beforeAll(async () => {
    existingId = (await t.http.post(ADMITTED).set('Authorization', pilot).send(person).expect(201)).body.id;
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['a list', []],
    ['a list holding the object', [person.document]],
    ['text', 'RU_PASSPORT 4510 123456'],
  ])('refuses a document that is %s, writing nothing', async (_label, document) => {
    const before = await count('admitted_persons');
    const body = { ...person, document };
    const created = await t.http.post(ADMITTED).set('Authorization', pilot).send(body);
    expect([created.status, fields(created.body)]).toEqual([
      400,
      expect.arrayContaining([{ field: 'document', error: 'document must be an object' }]),
    ]);
    const updated = await t.http.put(`${ADMITTED}/${existingId}`).set('Authorization', pilot).send(body);
    expect([updated.status, fields(updated.body)]).toEqual([
      400,
      expect.arrayContaining([{ field: 'document', error: 'document must be an object' }]),
    ]);
    expect(await count('admitted_persons')).toBe(before);
    expect((await t.http.get(`${ADMITTED}/${existingId}`).set('Authorization', pilot).expect(200)).body.document).toMatchObject(
      person.document,
    );
  });
});

describe('notification settings that are not a list of objects', () => {
  it.each([
    ['a list of lists', [[{ method: 'EMAIL', category: 'MARKETPLACE', enabled: false }]]],
    ['a list holding an empty list', [[]]],
    ['a list of text', ['EMAIL']],
    ['a list holding null', [null]],
  ])('refuses %s, changing nothing', async (_label, settings) => {
    const before = (await t.http.get(SETTINGS).set('Authorization', pilot).expect(200)).body;
    const response = await t.http.patch(SETTINGS).set('Authorization', pilot).send({ settings });
    expect([response.status, fields(response.body)]).toEqual([
      400,
      expect.arrayContaining([{ field: 'settings', error: 'each value in settings must be an object' }]),
    ]);
    expect((await t.http.get(SETTINGS).set('Authorization', pilot).expect(200)).body).toEqual(before);
  });

  it('refuses settings that are an object instead of a list', async () => {
    const response = await t.http
      .patch(SETTINGS)
      .set('Authorization', pilot)
      .send({ settings: { method: 'EMAIL' } });
    expect([response.status, fields(response.body)]).toEqual([
      400,
      expect.arrayContaining([{ field: 'settings', error: 'settings must be an array' }]),
    ]);
  });
});

describe('other nested objects', () => {
  it('refuses bank requisites given as a list', async () => {
    const response = await t.http
      .patch('/api/user/current/profile/requisites')
      .set('Authorization', pilot)
      .send({ bankAccount: [{ bik: '044525974' }] });
    expect([response.status, fields(response.body)]).toEqual([400, [{ field: 'bankAccount', error: 'bankAccount must be an object' }]]);
  });

  it('refuses a drone whose pictures to keep are a list of lists', async () => {
    const response = await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', JSON.stringify({ name: 'Mavic', imageInfos: [[]], temperature: [] }));
    expect([response.status, fields(response.body)]).toEqual([
      400,
      expect.arrayContaining([
        { field: 'imageInfos', error: 'each value in imageInfos must be an object' },
        { field: 'temperature', error: 'temperature must be an object' },
      ]),
    ]);
  });
});
