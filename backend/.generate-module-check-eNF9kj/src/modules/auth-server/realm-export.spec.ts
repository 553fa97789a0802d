import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/demo-accounts';
import { API_AUDIENCE, LOGIN_RETURN_PATHS, PORTAL_CLIENT_ID, REALM_ROLES, SELF_REGISTERED_ROLES } from './auth-server.constants';
import { DEFAULT_SIGN_IN_LIMITS } from './sign-in/sign-in-throttle';

/**
 * The Keycloak realm export and the embedded provider must describe the same realm, or switching
 * AUTH_EMBEDDED off would change who can sign in and with which roles. This keeps them in step.
 */

interface RealmExport {
  realm: string;
  accessTokenLifespan: number;
  ssoSessionIdleTimeout: number;
  ssoSessionMaxLifespan: number;
  registrationAllowed: boolean;
  bruteForceProtected: boolean;
  permanentLockout: boolean;
  failureFactor: number;
  maxFailureWaitSeconds: number;
  maxDeltaTimeSeconds: number;
  supportedLocales: string[];
  defaultLocale: string;
  roles: { realm: Array<{ name: string; composites?: { realm: string[] } }> };
  defaultRole: { name: string };
  clients: Array<{
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    redirectUris: string[];
    attributes: Record<string, string>;
    protocolMappers: Array<{ protocolMapper: string; config: Record<string, string> }>;
  }>;
  users: Array<{
    id: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    realmRoles: string[];
    credentials: Array<{ type: string; value: string }>;
  }>;
}

const realm = JSON.parse(readFileSync(path.join(__dirname, '../../../../deploy/keycloak/realm-nebo.json'), 'utf8')) as RealmExport;

describe('Keycloak realm export (deploy/keycloak/realm-nebo.json)', () => {
  it('has the realm settings of the contract', () => {
    expect(realm).toMatchObject({
      realm: 'nebo',
      accessTokenLifespan: 900,
      ssoSessionIdleTimeout: 36000,
      ssoSessionMaxLifespan: 36000,
      registrationAllowed: true,
      supportedLocales: ['ru', 'en'],
      defaultLocale: 'ru',
    });
    expect(realm.roles.realm.map((role) => role.name)).toEqual(expect.arrayContaining([...REALM_ROLES]));
  });

  it('gives self-registered accounts the same roles as the embedded provider', () => {
    const defaultRole = realm.roles.realm.find((role) => role.name === realm.defaultRole.name);
    expect(defaultRole?.composites?.realm).toEqual([...SELF_REGISTERED_ROLES]);
  });

  it('throttles sign-in per account like the embedded provider: 20 failures in a row, then waits of up to 15 minutes', () => {
    const { failuresPerLogin, maxDelaySeconds } = DEFAULT_SIGN_IN_LIMITS;
    expect(realm).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: failuresPerLogin,
      maxFailureWaitSeconds: maxDelaySeconds,
      maxDeltaTimeSeconds: 24 * 60 * 60,
    });
  });

  it('reports every ended session to the backend (back-channel logout), which cuts the access tokens off', () => {
    const client = realm.clients.find((candidate) => candidate.clientId === PORTAL_CLIENT_ID);
    expect(client?.attributes).toMatchObject({
      'backchannel.logout.url': 'http://localhost:3000/public/identity/backchannel-logout',
      'backchannel.logout.session.required': 'true',
    });
  });

  it('declares the portal client as public, PKCE S256, with the nebo-api audience', () => {
    const client = realm.clients.find((candidate) => candidate.clientId === PORTAL_CLIENT_ID);
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.redirectUris).toEqual(
      expect.arrayContaining(LOGIN_RETURN_PATHS.map((returnPath) => `http://localhost:8080${returnPath}`)),
    );
    const audience = client?.protocolMappers.find((mapper) => mapper.protocolMapper === 'oidc-audience-mapper');
    expect(audience?.config).toMatchObject({ 'included.custom.audience': API_AUDIENCE, 'access.token.claim': 'true' });
  });

  it('holds the demo accounts with the embedded seed’s ids, names, roles and password', () => {
    expect(
      realm.users.map((user) => ({
        id: user.id,
        login: user.username,
        email: user.email,
        givenName: user.firstName,
        familyName: user.lastName,
        realmRoles: user.realmRoles,
        password: user.credentials.find((credential) => credential.type === 'password')?.value,
      })),
    ).toEqual(
      DEMO_ACCOUNTS.map((demo) => ({
        id: demo.id,
        login: demo.login,
        email: demo.login,
        givenName: demo.givenName,
        familyName: demo.familyName,
        realmRoles: [...demo.realmRoles],
        password: DEMO_PASSWORD,
      })),
    );
  });
});
