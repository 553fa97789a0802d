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

/** Keycloak's token endpoint and the two admin calls, over real HTTP, recording what they receive. */
async function fakeKeycloak(status: { update: number; actions: number }): Promise<{ server: Server; baseUrl: string; calls: Recorded[] }> {
  const calls: Recorded[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.url === '/realms/nebo/protocol/openid-connect/token') {
      const form = new URLSearchParams(body);
      const ok = form.get('grant_type') === 'client_credentials' && form.get('client_secret') === 'admin-secret';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end(ok ? '{"access_token":"admin-token"}' : '{}');
    } else if (req.url?.includes('/execute-actions-email')) {
      res.writeHead(status.actions).end();
    } else if (req.url?.startsWith('/admin/realms/nebo/users/')) {
      res.writeHead(status.update).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

function admin(baseUrl: string): KeycloakIdentityProviderAdmin {
  const appConfig = { auth: { issuer: `${baseUrl}/realms/nebo` } } as AppConfig;
  const config: UsersConfig = { socialProviders: {}, keycloakAdmin: { clientId: 'nebo-admin', clientSecret: 'admin-secret' }, passwordChangeLinkTtlSeconds: 3600 };
  return new KeycloakIdentityProviderAdmin(appConfig, config);
}

const SUB = '00000000-0000-4000-8000-000000000001';

describe('KeycloakIdentityProviderAdmin (Keycloak admin REST API)', () => {
  it('changes the e-mail and username, then sends execute-actions-email with UPDATE_PASSWORD', async () => {
    const keycloak = await fakeKeycloak({ update: 204, actions: 204 });
    try {
      const idp = admin(keycloak.baseUrl);
      await expect(idp.changeEmail(undefined, SUB, 'new@mail.ru')).resolves.toBe('changed');
      await expect(idp.sendPasswordChangeEmail(undefined, { subject: SUB, email: 'new@mail.ru', name: 'Иван', locale: 'ru' })).resolves.toBe('sent');
      const adminCalls = keycloak.calls.filter((call) => call.path.startsWith('/admin/'));
      expect(adminCalls).toEqual([
        { method: 'PUT', path: `/admin/realms/nebo/users/${SUB}`, authorization: 'Bearer admin-token', body: JSON.stringify({ email: 'new@mail.ru', username: 'new@mail.ru', emailVerified: false }) },
        {
          method: 'PUT',
          path: `/admin/realms/nebo/users/${SUB}/execute-actions-email?client_id=nebo-portal&lifespan=3600`,
          authorization: 'Bearer admin-token',
          body: '["UPDATE_PASSWORD"]',
        },
      ]);
    } finally {
      keycloak.server.close();
    }
  });

  it('maps 409 to a taken address and 404 to an unknown account', async () => {
    const keycloak = await fakeKeycloak({ update: 409, actions: 404 });
    try {
      const idp = admin(keycloak.baseUrl);
      await expect(idp.changeEmail(undefined, SUB, 'taken@mail.ru')).resolves.toBe('taken');
      await expect(idp.sendPasswordChangeEmail(undefined, { subject: SUB, email: 'a@b.ru', name: null, locale: 'en' })).resolves.toBe('notFound');
    } finally {
      keycloak.server.close();
    }
  });

  it('reports an unavailable provider as 503', async () => {
    const keycloak = await fakeKeycloak({ update: 500, actions: 500 });
    try {
      await expect(admin(keycloak.baseUrl).changeEmail(undefined, SUB, 'x@y.ru')).rejects.toMatchObject({ status: 503 });
    } finally {
      keycloak.server.close();
    }
  });
});
