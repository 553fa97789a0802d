import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../../config/app-config';
import type { UsersConfig } from '../users.config';
import { KeycloakIdentityProviderAdmin } from './keycloak-identity-provider-admin';

interface Recorded {
  method: string;
  path: string;
  authorization?: string;
  body: string;
}

const SUB = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const USERNAME = 'pilot@nebo.local';

interface FakeStatus {
  update: number;
  actions: number;
  /** The token endpoint's answer to a password grant with a wrong password, or with every password. */
  passwordGrant?: { status: number; error: string; always?: boolean };
}

/** Keycloak's token and logout endpoints and the admin calls, over real HTTP, recording what they receive. */
async function fakeKeycloak(status: FakeStatus): Promise<{ server: Server; baseUrl: string; calls: Recorded[] }> {
  const calls: Recorded[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => resolve(body));
    });
  const json = (res: import('node:http').ServerResponse, code: number, body: unknown) =>
    res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer(async (req, res) => {
    const body = await read(req);
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/realms/nebo/protocol/openid-connect/token') {
      const form = new URLSearchParams(body);
      if (form.get('client_secret') !== 'admin-secret') return json(res, 401, { error: 'unauthorized_client' });
      if (form.get('grant_type') === 'client_credentials') return json(res, 200, { access_token: 'admin-token' });
      const right = form.get('grant_type') === 'password' && form.get('username') === USERNAME && form.get('password') === 'Right-2026';
      if (right && !status.passwordGrant?.always) return json(res, 200, { access_token: 'user-token', refresh_token: 'user-refresh' });
      return json(res, status.passwordGrant?.status ?? 401, { error: status.passwordGrant?.error ?? 'invalid_grant' });
    }
    if (url.pathname === '/realms/nebo/protocol/openid-connect/logout') return res.writeHead(204).end();
    if (url.pathname.endsWith('/execute-actions-email')) return res.writeHead(status.actions).end();
    if (url.pathname === '/admin/realms/nebo/users' && req.method === 'GET') {
      const taken = url.searchParams.get('email') === 'taken@mail.ru' || url.searchParams.get('username') === 'taken@mail.ru';
      const self = url.searchParams.get('email') === USERNAME;
      return json(res, 200, taken ? [{ id: OTHER, username: 'taken@mail.ru' }] : self ? [{ id: SUB, username: USERNAME }] : []);
    }
    if (url.pathname === `/admin/realms/nebo/users/${SUB}` && req.method === 'GET') return json(res, 200, { id: SUB, username: USERNAME });
    if (url.pathname === `/admin/realms/nebo/users/${SUB}/logout`) return res.writeHead(204).end();
    if (url.pathname.startsWith('/admin/realms/nebo/users/') && req.method === 'PUT') return res.writeHead(status.update).end();
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

function admin(baseUrl: string): KeycloakIdentityProviderAdmin {
  const appConfig = { auth: { issuer: `${baseUrl}/realms/nebo` } } as AppConfig;
  const config: UsersConfig = {
    socialProviders: {},
    keycloakAdmin: { clientId: 'nebo-backend', clientSecret: 'admin-secret' },
    passwordChangeLinkTtlSeconds: 3600,
  };
  return new KeycloakIdentityProviderAdmin(appConfig, config);
}

async function withKeycloak(
  status: FakeStatus,
  test: (idp: KeycloakIdentityProviderAdmin, calls: Recorded[]) => Promise<void>,
): Promise<void> {
  const keycloak = await fakeKeycloak(status);
  try {
    await test(admin(keycloak.baseUrl), keycloak.calls);
  } finally {
    keycloak.server.close();
  }
}

const adminCalls = (calls: Recorded[]) => calls.filter((call) => call.path.startsWith('/admin/'));

describe('KeycloakIdentityProviderAdmin (Keycloak admin REST API)', () => {
  it('changes the e-mail and username (confirmed, so verified), then sends execute-actions-email with UPDATE_PASSWORD', () =>
    withKeycloak({ update: 204, actions: 204 }, async (idp, calls) => {
      await expect(idp.changeEmail(undefined as never, SUB, 'new@mail.ru')).resolves.toBe('changed');
      await expect(
        idp.sendPasswordChangeEmail(undefined as never, { subject: SUB, email: 'new@mail.ru', name: 'Иван', locale: 'ru' }),
      ).resolves.toBe('sent');
      expect(adminCalls(calls)).toEqual([
        {
          method: 'PUT',
          path: `/admin/realms/nebo/users/${SUB}`,
          authorization: 'Bearer admin-token',
          body: JSON.stringify({ email: 'new@mail.ru', username: 'new@mail.ru', emailVerified: true }),
        },
        {
          method: 'PUT',
          path: `/admin/realms/nebo/users/${SUB}/execute-actions-email?client_id=nebo-portal&lifespan=3600`,
          authorization: 'Bearer admin-token',
          body: '["UPDATE_PASSWORD"]',
        },
      ]);
    }));

  it('maps 409 to a taken address and 404 to an unknown account', () =>
    withKeycloak({ update: 409, actions: 404 }, async (idp) => {
      await expect(idp.changeEmail(undefined as never, SUB, 'taken@mail.ru')).resolves.toBe('taken');
      await expect(
        idp.sendPasswordChangeEmail(undefined as never, { subject: SUB, email: 'a@b.ru', name: null, locale: 'en' }),
      ).resolves.toBe('notFound');
    }));

  it('reports an unavailable provider as 503', () =>
    withKeycloak({ update: 500, actions: 500 }, async (idp) => {
      await expect(idp.changeEmail(undefined as never, SUB, 'x@y.ru')).rejects.toMatchObject({ status: 503 });
    }));

  it("checks the current password with a password grant as the admin client for the user's username, and ends that session", () =>
    withKeycloak({ update: 204, actions: 204 }, async (idp, calls) => {
      await expect(idp.checkPassword(undefined as never, SUB, 'Right-2026')).resolves.toBe('valid');
      const grant = calls.find((call) => new URLSearchParams(call.body).get('grant_type') === 'password');
      expect(Object.fromEntries(new URLSearchParams(grant?.body))).toEqual({
        grant_type: 'password',
        username: USERNAME,
        password: 'Right-2026',
        client_id: 'nebo-backend',
        client_secret: 'admin-secret',
      });
      const logout = calls.find((call) => call.path === '/realms/nebo/protocol/openid-connect/logout');
      expect(new URLSearchParams(logout?.body).get('refresh_token')).toBe('user-refresh');

      await expect(idp.checkPassword(undefined as never, SUB, 'Wrong-2026')).resolves.toBe('invalid');
      await expect(idp.checkPassword(undefined as never, OTHER, 'Right-2026')).resolves.toBe('notFound');
    }));

  it('counts a locked or disabled account (400 invalid_grant) as a wrong password, and a realm set-up problem as 503', async () => {
    await withKeycloak({ update: 204, actions: 204, passwordGrant: { status: 400, error: 'invalid_grant', always: true } }, async (idp) => {
      await expect(idp.checkPassword(undefined as never, SUB, 'Right-2026')).resolves.toBe('invalid');
    });
    await withKeycloak(
      { update: 204, actions: 204, passwordGrant: { status: 400, error: 'unauthorized_client', always: true } },
      async (idp) => {
        await expect(idp.checkPassword(undefined as never, SUB, 'Right-2026')).rejects.toMatchObject({ status: 503 });
      },
    );
  });

  it('finds an address taken by another account by e-mail or username, not by the account itself', () =>
    withKeycloak({ update: 204, actions: 204 }, async (idp) => {
      await expect(idp.isEmailFree(undefined as never, SUB, 'taken@mail.ru')).resolves.toBe(false);
      await expect(idp.isEmailFree(undefined as never, SUB, USERNAME)).resolves.toBe(true);
      await expect(idp.isEmailFree(undefined as never, SUB, 'free@mail.ru')).resolves.toBe(true);
    }));

  it('signs the user out of every Keycloak session', () =>
    withKeycloak({ update: 204, actions: 204 }, async (idp, calls) => {
      await idp.signOutEverywhere(undefined as never, SUB);
      expect(adminCalls(calls)).toEqual([
        { method: 'POST', path: `/admin/realms/nebo/users/${SUB}/logout`, authorization: 'Bearer admin-token', body: '' },
      ]);
    }));
});
