import { accessTokenWithoutSubject } from '../identity.exceptions';
import { principalFromClaims } from './principal-from-claims';

describe('principalFromClaims', () => {
  it('maps the token claims of docs/contracts.md', () => {
    expect(
      principalFromClaims({
        sub: '00000000-0000-4000-8000-000000000001',
        preferred_username: 'pilot@nebo.local',
        email: 'pilot@nebo.local',
        given_name: 'Ivan',
        family_name: 'Petrov',
        name: 'Ivan Petrov',
        locale: 'ru',
        realm_access: { roles: ['user', 'individual'] },
      }),
    ).toEqual({
      subject: '00000000-0000-4000-8000-000000000001',
      login: 'pilot@nebo.local',
      email: 'pilot@nebo.local',
      givenName: 'Ivan',
      familyName: 'Petrov',
      name: 'Ivan Petrov',
      locale: 'ru',
      roles: ['user', 'individual'],
    });
  });

  it('tolerates missing optional claims and malformed roles', () => {
    expect(principalFromClaims({ sub: 'abc', email: 'a@b.ru', realm_access: { roles: ['user', 5] } })).toMatchObject({
      login: 'a@b.ru',
      givenName: undefined,
      roles: ['user'],
    });
    expect(principalFromClaims({ sub: 'abc', realm_access: 'admin' })).toMatchObject({ login: 'abc', roles: [] });
  });

  it('refuses a token without a subject', () => {
    expect(() => principalFromClaims({ preferred_username: 'x' })).toThrow(accessTokenWithoutSubject());
    expect(() => principalFromClaims({ sub: '  ' })).toThrow(accessTokenWithoutSubject());
  });
});
