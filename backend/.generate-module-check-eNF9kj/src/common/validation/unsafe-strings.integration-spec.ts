import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';

/**
 * Strings PostgreSQL (or the mailer, or the e-mail check) cannot take — a NUL character, a lone surrogate —
 * are refused by the validation pipe on every route, in bodies, query values and path values alike, as a
 * 400 naming the field; before the pipe did so each one was a 500 from whichever query received it.
 */
let t: TestApp;
let pilot: string;
let admin: string;

const NUL = '\u0000';
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
  pilot = `Bearer ${await t.issuer.tokenForIdentity({ sub: randomUUID(), login: `nul-${process.pid}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
  admin = await t.bearer('admin');
});

afterAll(() => t.close());

/** A JSON body written by hand: JSON.stringify cannot write a lone surrogate escape into a request. */
const rawJson = (value: Record<string, unknown>, replace: [string, string]) => JSON.stringify(value).replace(replace[0], replace[1]);

const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

function expectFieldError(response: { status: number; body: unknown }, field: string, problem: RegExp): void {
  expect([response.status, response.body]).toEqual([
    400,
    expect.objectContaining({ error: 'Bad Request', statusCode: 400, detailedError: [{ field, error: expect.stringMatching(problem) }] }),
  ]);
}

describe('a NUL character', () => {
  it('in a body field is a field error, and nothing is written', async () => {
    const before = await count('drone_manufacturers');
    expectFieldError(
      await t.http
        .post('/api/drone/manufacturers/save')
        .set('Authorization', admin)
        .send({ name: `DJI${NUL}` }),
      'name',
      /NUL/,
    );
    expect(await count('drone_manufacturers')).toBe(before);
    expectFieldError(
      await t.http
        .patch('/api/user/current/profile/requisites')
        .set('Authorization', pilot)
        .send({ bankAccount: { bankName: `Банк${NUL}` } }),
      'bankAccount.bankName',
      /NUL/,
    );
    expectFieldError(
      await t.http
        .post('/api/user/current/admitted-to-fly-persons')
        .set('Authorization', pilot)
        .send({ ...person, email: `a${NUL}@b.ru` }),
      'email',
      /NUL/,
    );
  });

  it('in a JSON part of a multipart body is a field error', async () => {
    const drone = await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', JSON.stringify({ name: `Mavic${NUL}` }));
    expectFieldError(drone, 'name', /NUL/);
    const document = await t.http
      .post('/api/user/current/documents')
      .set('Authorization', pilot)
      .field('document', JSON.stringify({ typeCode: 'RU_INN', number: `5007${NUL}` }));
    expectFieldError(document, 'number', /NUL/);
  });

  it('in a query value is a field error, signed in or not', async () => {
    expectFieldError(await t.http.get('/api/dictionaries/LOCALITIES?query=a%00b').set('Authorization', pilot), 'query', /NUL/);
    expectFieldError(await t.http.get('/public/cities?query=%00'), 'query', /NUL/);
    expectFieldError(await t.http.get('/api/user/drones/find?query=a%00').set('Authorization', pilot), 'query', /NUL/);
    expectFieldError(await t.http.get('/api/drone/manufacturers?query=%00').set('Authorization', pilot), 'query', /NUL/);
    expectFieldError(await t.http.get('/public/map/lookup?osm_ids=G1%00'), 'osm_ids', /NUL/);
  });

  it('in a query key is a field error that does not echo the character', async () => {
    const response = await t.http.get('/public/countries?a%00b=1');
    expectFieldError(response, 'a\\u0000b', /property name must not contain the NUL/);
  });

  it('in a path value is a field error', async () => {
    expectFieldError(await t.http.get('/public/map/layers/a%00b/objects/AIRPORTS'), 'id', /NUL/);
    expectFieldError(await t.http.get('/api/dictionaries/LOC%00').set('Authorization', pilot), 'code', /NUL/);
    expectFieldError(await t.http.get('/api/flight-agreements/a%00/crossings').set('Authorization', pilot), 'id', /NUL/);
    expectFieldError(await t.http.delete('/api/user/current/socials/unbind/v%00k').set('Authorization', pilot), 'provider', /NUL/);
    expectFieldError(await t.http.get('/api/user/drones/%00').set('Authorization', pilot), 'id', /NUL/);
  });

  it('still meets the token check first on a protected route', async () => {
    expect((await t.http.get('/api/dictionaries/LOC%00')).status).toBe(401);
  });
});

describe('a lone surrogate', () => {
  it('in an e-mail or a name is a field error, and nothing is written', async () => {
    const before = await count('admitted_persons');
    const email = await t.http
      .post('/api/user/current/admitted-to-fly-persons')
      .set('Authorization', pilot)
      .set('Content-Type', 'application/json')
      .send(rawJson(person, ['sidorov@', 'sidorov\\ud800@']));
    expectFieldError(email, 'email', /lone surrogate/);
    expect(await count('admitted_persons')).toBe(before);

    const name = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .set('Content-Type', 'application/json')
      .send(rawJson({ name: 'Geoscan' }, ['Geoscan', 'Geo\\udc00scan']));
    expectFieldError(name, 'name', /lone surrogate/);
  });

  it('is told apart from a well-formed pair, which is kept', async () => {
    const saved = await t.http
      .post('/api/drone/manufacturers/save')
      .set('Authorization', admin)
      .set('Content-Type', 'application/json')
      .send(rawJson({ name: 'Rocket' }, ['Rocket', 'Rocket \\ud83d\\ude80']))
      .expect(200);
    expect(saved.body.name).toBe('Rocket 🚀');
    // The run's database is shared by every spec file: leave the library as it was.
    await t.http.delete(`/api/drone/manufacturers/${saved.body.id}`).set('Authorization', admin).expect(204);
  });
});
