import { randomUUID } from 'node:crypto';
import { AccountRepository } from '../../auth-server/accounts/account-repository';
import type { DemoIdentity } from '../../../testing/demo-identities';
import { TestApp, startTestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(() => t.close());

/** A pilot known to the identity provider too (the embedded provider's account table, as in production). */
async function newPilot(): Promise<{ identity: DemoIdentity; authorization: string }> {
  const sub = randomUUID();
  const identity: DemoIdentity = {
    sub,
    login: `pilot-${sub}@nebo.local`,
    givenName: 'Ivan',
    familyName: 'Petrov',
    roles: ['user', 'individual'],
  };
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

// PUT /api/user/email (a confirmed change, with the current password): email-change.integration-spec.ts.

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
