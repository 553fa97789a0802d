import { randomUUID } from 'node:crypto';
import { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';

// One application for the whole file: booting is the slow part, and the tests below only read demo
// users or write accounts of their own.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

describe('the user record behind a token', () => {
  it('is created on the first call, from the token claims', async () => {
    const identity = newcomer();
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE subject = $1', [identity.sub])).toHaveLength(0);
    const res = await t.http
      .get('/api/user/current')
      .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(identity)}`)
      .expect(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      login: identity.login,
      email: identity.login,
      pendingEmail: null,
      phone: null,
      firstName: identity.givenName,
      lastName: identity.familyName,
      patronymic: null,
      locale: 'ru',
      roles: ['user', 'individual'],
    });
    const rows = await t.dataSource.query('SELECT id, login, first_name, last_name FROM users WHERE subject = $1', [identity.sub]);
    expect(rows).toEqual([{ id: res.body.id, login: identity.login, first_name: identity.givenName, last_name: identity.familyName }]);
  });

  it('is created once even when the first calls race', async () => {
    const identity = newcomer();
    const authorization = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.http.get('/api/user/current/summary').set('Authorization', authorization)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE subject = $1', [identity.sub])).toHaveLength(1);
  });

  it('follows login and e-mail changes at the identity provider but keeps the names the user edited', async () => {
    const identity = newcomer();
    await t.http
      .get('/api/user/current')
      .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(identity)}`)
      .expect(200);
    await t.dataSource.query(`UPDATE users SET first_name = 'Пётр' WHERE subject = $1`, [identity.sub]);
    const renamed = { ...identity, login: `renamed-${identity.login}` };
    const res = await t.http
      .get('/api/user/current')
      .set('Authorization', `Bearer ${await t.issuer.tokenForIdentity(renamed)}`)
      .expect(200);
    expect(res.body).toMatchObject({ login: renamed.login, email: renamed.login, firstName: 'Пётр' });
  });
});

describe('GET /api/user/current/profile', () => {
  it('returns the Profile fields, with the ones not filled yet null or empty', async () => {
    const res = await t.http
      .get('/api/user/current/profile')
      .set('Authorization', await t.bearer('authority'))
      .expect(200);
    expect(res.body).toEqual({
      sex: 'M',
      birthDate: '1979-09-03',
      patronymic: null,
      lastName: 'Волков',
      firstName: 'Сергей',
      birthPlace: null,
      residenceAddress: null,
      locality: null,
      bankAccount: null,
      missions: [],
      complete: true,
      userSocialIdentities: [],
      avatar: null,
      name: 'Волков Сергей',
      organization: null,
    });
  });

  it('shows each user only their own profile', async () => {
    const pilot = await t.http
      .get('/api/user/current/profile')
      .set('Authorization', await t.bearer('pilot'))
      .expect(200);
    expect(pilot.body).toMatchObject({ lastName: 'Петров', firstName: 'Иван', birthDate: null, complete: false });
  });
});

/** A never-seen account, so tests that write do not disturb the demo users other tests read. */
function newcomer(): DemoIdentity {
  const id = randomUUID();
  return {
    sub: id,
    login: `newcomer-${id.slice(0, 8)}@nebo.local`,
    givenName: 'Алексей',
    familyName: 'Новиков',
    roles: ['user', 'individual'],
  };
}
