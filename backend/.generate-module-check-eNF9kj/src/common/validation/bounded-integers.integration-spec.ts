import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../testing/test-app';
import { PG_INTEGER_MAX } from './is-bounded-int.decorator';

/**
 * Integers are bounded on every route (IsBoundedInt, PostgreSQL's `integer` range unless narrower): before,
 * `page=1e308` (an integer to JavaScript) reached OFFSET and an id of 99999999999 an integer column, both as
 * a 500 from PostgreSQL.
 */
let t: TestApp;
let pilot: string;

/** Every list route, with the caller it needs (null: public). */
const LIST_ROUTES: Array<[string, 'pilot' | null]> = [
  ['/api/user/drones/find', 'pilot'],
  ['/api/drone/manufacturers', 'pilot'],
  ['/api/drone/models', 'pilot'],
  ['/api/user/current/documents', 'pilot'],
  ['/api/user/current/admitted-to-fly-persons', 'pilot'],
  ['/api/dictionaries/LOCALITIES', 'pilot'],
  ['/api/dictionaries/MISSION_CATEGORY', 'pilot'],
  ['/public/cities', null],
  ['/public/countries', null],
];

beforeAll(async () => {
  t = await startTestApp();
  pilot = `Bearer ${await t.issuer.tokenForIdentity({ sub: randomUUID(), login: `int-${process.pid}@nebo.local`, givenName: 'Ирина', familyName: 'Белова', roles: ['user', 'individual'] })}`;
});

afterAll(() => t.close());

const get = (url: string, caller: 'pilot' | null) => (caller ? t.http.get(url).set('Authorization', pilot) : t.http.get(url));

describe.each(LIST_ROUTES)('GET %s', (path, caller) => {
  it.each(['1e308', String(PG_INTEGER_MAX + 1), '99999999999999999999', '-1', '1.5'])('refuses page=%s as a field error', async (page) => {
    const response = await get(`${path}?page=${page}`, caller);
    expect([response.status, response.body.detailedError]).toEqual([
      400,
      [{ field: 'page', error: `page must be an integer from 0 to ${PG_INTEGER_MAX}` }],
    ]);
  });

  it('refuses size=1e308', async () => {
    expect((await get(`${path}?size=1e308`, caller)).body).toMatchObject({ statusCode: 400, detailedError: [{ field: 'size' }] });
  });

  it('answers the last page there can be, empty', async () => {
    const response = await get(`${path}?page=${PG_INTEGER_MAX}&size=100`, caller).expect(200);
    expect(response.body.data).toEqual([]);
  });
});

describe('integers in bodies', () => {
  it('refuses an id beyond the column, and writes nothing', async () => {
    const response = await t.http.patch('/api/user/current/profile/locality').set('Authorization', pilot).send({ id: 99999999999 });
    expect([response.status, response.body.detailedError]).toEqual([
      400,
      [{ field: 'id', error: `id must be an integer from 1 to ${PG_INTEGER_MAX}` }],
    ]);
    const profile = await t.http.get('/api/user/current/profile').set('Authorization', pilot).expect(200);
    expect(profile.body.locality).toBeNull();
  });

  it('refuses such an id in a list of ids', async () => {
    const response = await t.http
      .patch('/api/user/current/profile/mission-categories')
      .set('Authorization', pilot)
      .send({ missionCategoryIds: [1, 1e308] });
    expect([response.status, response.body.detailedError]).toEqual([
      400,
      [{ field: 'missionCategoryIds', error: `each value in missionCategoryIds must be an integer from 1 to ${PG_INTEGER_MAX}` }],
    ]);
  });

  it('refuses an issue year of 1e308 in a multipart JSON part', async () => {
    const response = await t.http
      .post('/api/user/drones/insertOrUpdate')
      .set('Authorization', pilot)
      .field('drone', '{"name":"Mavic","issueYear":1e308}');
    expect([response.status, response.body.detailedError]).toEqual([
      400,
      [{ field: 'issueYear', error: 'issueYear must be an integer from 1950 to 2200' }],
    ]);
  });
});
