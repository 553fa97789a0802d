import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the shell: a static page on its own localhost port that runs the real keycloak-js in
 * Keycloak mode against the embedded provider, with the options the shell uses (PKCE S256, exact
 * redirect URI to /logging/, no login iframe). The instance is exposed as `window.kc` and the result of
 * `init()` as `window.kcReady` so a browser test can drive it.
 */
export interface KeycloakJsPage {
  origin: string;
  close(): Promise<void>;
}

function pageHtml(authUrl: string): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>shell stand-in</title></head>
<body>
<script type="module">
  import Keycloak from '/keycloak.js';
  const kc = new Keycloak({ url: ${JSON.stringify(authUrl)}, realm: 'nebo', clientId: 'nebo-portal' });
  window.kc = kc;
  window.kcReady = kc.init({
    pkceMethod: 'S256',
    checkLoginIframe: false,
    scope: 'openid profile email',
    redirectUri: location.origin + '/logging/',
  });
</script>
</body></html>`;
}

export async function startKeycloakJsPage(authUrl: string): Promise<KeycloakJsPage> {
  const keycloakJs = readFileSync(require.resolve('keycloak-js'), 'utf8');
  const html = pageHtml(authUrl);
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/keycloak.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(keycloakJs);
    } else if (path === '/' || path === '/logging/' || path === '/en/logging/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
