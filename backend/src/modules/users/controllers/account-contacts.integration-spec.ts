import { randomUUID } from 'node:crypto';
import { AccountRepository } from '../../auth-server/accounts/account-repository';
import type { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

/**
 * A pilot known to the identity provider too (the embedded provider's account table, as in production),
 * so that an e-mail change has an account to change there.
 */
async function newPilot(): Promise<{ identity: DemoIdentity; authorization: string }> {
  const sub = randomUUID();
  const identity: DemoIdentity = { sub, login: `pilot-${sub}@nebo.local`, givenName: 'Ivan', familyName: 'Petrov', roles: ['user', 'individual'] };
  await new AccountRepository(t.dataSource).create({
    id: sub,
    login: identity.login,
    email: identity.login,
    emailVerified: true,
    givenName: 'Иван',
    familyName: 'Петров',
    locale: 'ru',
    realmRoles: ['user', 'individual'],
    password: 'Skyward2026',
  });
  const authorization = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  // The first authenticated call creates the platform's user, so "nothing changed" can be read back.
  await t.http.get('/api/user/current').set('Authorization', authorization).expect(200);
  return { identity, authorization };
}

const stored = async (sub: string) =>
  (await t.dataSource.query('SELECT u.login, u.email, u.phone FROM users u WHERE u.subject = $1', [sub]))[0];
const providerAccount = async (sub: string) =>
  (await t.dataSource.query('SELECT login, email, email_verified FROM auth_account WHERE id = $1', [sub]))[0];

describe('PUT /api/user/email', () => {
  it('changes the e-mail here and the login and e-mail at the identity provider', async () => {
    const { identity, authorization } = await newPilot();
    const email = `new-${identity.sub}@mail.ru`;
    const res = await t.http.put('/api/user/email').query({ email: `  ${email} ` }).set('Authorization', authorization).expect(200);
    expect(res.body).toMatchObject({ login: email, email });
    expect(await stored(identity.sub)).toMatchObject({ login: email, email });
    expect(await providerAccount(identity.sub)).toEqual({ login: email, email, email_verified: false });
  });

  it('does not let a still-valid token issued before the change copy the old address back', async () => {
    const { identity, authorization } = await newPilot();
    const email = `kept-${identity.sub}@mail.ru`;
    await t.http.put('/api/user/email').query({ email }).set('Authorization', authorization).expect(200);
    const current = await t.http.get('/api/user/current').set('Authorization', authorization).expect(200);
    expect(current.body).toMatchObject({ email, login: email });
  });

  it('answers 409 on the field for an address of another account, in any case', async () => {
    const first = await newPilot();
    const second = await newPilot();
    const res = await t.http
      .put('/api/user/email')
      .query({ email: first.identity.login.toUpperCase() })
      .set('Authorization', second.authorization)
      .expect(409);
    expect(res.body).toEqual({
      error: 'Conflict',
      message: 'email:email is already used by another account',
      statusCode: 409,
      detailedError: [{ field: 'email', error: 'email is already used by another account' }],
    });
    expect(await stored(second.identity.sub)).toMatchObject({ email: second.identity.login });
  });

  it('answers 409 when only the identity provider knows the address, and changes nothing', async () => {
    const { identity, authorization } = await newPilot();
    const foreign = `provider-only-${randomUUID()}@nebo.local`;
    await new AccountRepository(t.dataSource).create({
      login: foreign, email: foreign, emailVerified: true, givenName: 'А', familyName: 'Б', locale: 'ru', realmRoles: ['user'], password: 'Skyward2026',
    });
    await t.http.put('/api/user/email').query({ email: foreign }).set('Authorization', authorization).expect(409);
    expect(await stored(identity.sub)).toMatchObject({ email: identity.login });
    expect(await providerAccount(identity.sub)).toMatchObject({ email: identity.login });
  });

  it.each([
    [{}, 'email should not be empty'],
    [{ email: '' }, 'email should not be empty'],
    [{ email: 'ivan@mail' }, 'email must be an e-mail address, for example name@example.ru'],
    [{ email: ['a@b.ru', 'c@d.ru'] }, 'email must be a single string'],
  ])('refuses %j with a field error', async (query, error) => {
    const { identity, authorization } = await newPilot();
    const res = await t.http.put('/api/user/email').query(query).set('Authorization', authorization).expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'email', error }]);
    expect(await stored(identity.sub)).toMatchObject({ email: identity.login });
  });

  it('answers 409 when the identity provider has no account for the user', async () => {
    const sub = randomUUID();
    const authorization = `Bearer ${await t.issuer.tokenForIdentity({ sub, login: `ghost-${sub}@nebo.local`, givenName: 'A', familyName: 'B', roles: ['user'] })}`;
    await t.http.put('/api/user/email').query({ email: `ghost2-${sub}@nebo.local` }).set('Authorization', authorization).expect(409);
    expect(await stored(sub)).toMatchObject({ email: `ghost-${sub}@nebo.local` });
  });
});

describe('PUT /api/user/phone', () => {
  it.each([
    ['+7 (912) 345-67-89', '79123456789'],
    ['8 912 345 67 89', '79123456789'],
    ['9123456789', '79123456789'],
  ])('stores %s as %s', async (phone, digits) => {
    const { identity, authorization } = await newPilot();
    const res = await t.http.put('/api/user/phone').query({ phone }).set('Authorization', authorization).expect(200);
    expect(res.body.phone).toBe(digits);
    expect((await stored(identity.sub)).phone).toBe(digits);
  });

  it.each([
    [{}, 'phone should not be empty'],
    [{ phone: '+1 202 555 0123' }, 'phone must be a Russian number: country code 7 and 10 more digits'],
    [{ phone: '12345' }, 'phone must be a Russian number: country code 7 and 10 more digits'],
    [{ phone: 'call me' }, 'phone may contain only digits, spaces, brackets, hyphens and a leading +'],
  ])('refuses %j with a field error and keeps the stored phone', async (query, error) => {
    const { identity, authorization } = await newPilot();
    await t.http.put('/api/user/phone').query({ phone: '79001234567' }).set('Authorization', authorization).expect(200);
    const res = await t.http.put('/api/user/phone').query(query).set('Authorization', authorization).expect(400);
    expect(res.body.detailedError).toEqual([{ field: 'phone', error }]);
    expect((await stored(identity.sub)).phone).toBe('79001234567');
  });
});
