// node --test tools/  — the static server's routing rules against a real HTTP server on a free port.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyEnvironment, manifestVariableFor } from './lib/deployment.mjs';
import { redactUrl } from './lib/log-safety.mjs';
import { contentSecurityPolicy, tileOrigins } from './lib/security-headers.mjs';
import { parseOptions } from './lib/options.mjs';
import { createStaticServer } from './lib/server.mjs';
import { trailingSlashRedirect } from './lib/trailing-slash.mjs';

const INDEX = '<!doctype html><title>shell</title>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function startServer(dir, options) {
  const server = createStaticServer({ dir, ...options });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function urlOf(server, p) {
  return `http://127.0.0.1:${server.address().port}${p}`;
}

describe('static server', () => {
  let dir;
  let spa;
  let plain;

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nebo-static-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'main.3f9c0a1b.js'), BIG_JS);
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"mfe_x"}');
    writeFileSync(path.join(dir, '.secret'), 'no');
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs', 'index.html'), '<p>docs</p>');
    spa = await startServer(dir, { spa: true, deploymentJson: '{"profile":"portal","remotes":[]}' });
    plain = await startServer(dir, { cors: true });
  });

  after(() => {
    spa.close();
    plain.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a path without a trailing slash is answered 301 to the slashed path, query kept', async () => {
    const res = await fetch(urlOf(spa, '/profile/personal-info?tab=1&x=%20y'), { redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/profile/personal-info/?tab=1&x=%20y');
  });

  test('the redirect also applies without --spa and for HEAD', async () => {
    const res = await fetch(urlOf(plain, '/drones'), { method: 'HEAD', redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/drones/');
  });

  test('SPA fallback answers page paths with index.html, never cached', async () => {
    const res = await fetch(urlOf(spa, '/en/drones/42/'));
    assert.equal(res.status, 200);
    assert.equal(await res.text(), INDEX);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });

  test('a missing asset is a 404 even in SPA mode (a stale chunk must fail, not load HTML)', async () => {
    const res = await fetch(urlOf(spa, '/main.00000000.js'));
    assert.equal(res.status, 404);
  });

  test('without --spa an unknown page is a 404, and a folder serves its index.html', async () => {
    assert.equal((await fetch(urlOf(plain, '/nothing/'))).status, 404);
    const docs = await fetch(urlOf(plain, '/docs/'));
    assert.equal(docs.status, 200);
    assert.equal(await docs.text(), '<p>docs</p>');
  });

  test('hashed assets are immutable, gzipped when accepted, and revalidate by ETag', async () => {
    const res = await fetch(urlOf(spa, '/main.3f9c0a1b.js'), { headers: { 'accept-encoding': 'gzip' }, decompress: false });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('content-type'), /^text\/javascript/);
    assert.equal(res.headers.get('vary'), 'Accept-Encoding');
    // fetch() decodes gzip itself; the header proves what travelled.
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(await res.text(), BIG_JS);
    const again = await fetch(urlOf(spa, '/main.3f9c0a1b.js'), { headers: { 'if-none-match': res.headers.get('etag') } });
    assert.equal(again.status, 304);
  });

  test('gzip bytes are a valid gzip stream of the file', async () => {
    const http = await import('node:http');
    const body = await new Promise((resolve, reject) => {
      http.get(urlOf(spa, '/main.3f9c0a1b.js'), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res
          .on('data', (c) => chunks.push(c))
          .on('end', () => resolve(Buffer.concat(chunks)))
          .on('error', reject);
      });
    });
    assert.equal(gunzipSync(body).toString(), BIG_JS);
  });

  test('the manifest and the deployment file are never cached', async () => {
    const manifest = await fetch(urlOf(plain, '/mf-manifest.json'));
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.match(manifest.headers.get('content-type'), /^application\/json/);
    const deployment = await fetch(urlOf(spa, '/deployment.json'));
    assert.equal(deployment.status, 200);
    assert.equal(deployment.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await deployment.json(), { profile: 'portal', remotes: [] });
  });

  test('--cors allows any origin and answers preflight; without it no CORS header', async () => {
    const res = await fetch(urlOf(plain, '/mf-manifest.json'));
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const preflight = await fetch(urlOf(plain, '/mf-manifest.json'), { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal((await fetch(urlOf(spa, '/main.3f9c0a1b.js'))).headers.get('access-control-allow-origin'), null);
  });

  test('dotfiles and paths outside the folder are not served', async () => {
    assert.equal((await fetch(urlOf(plain, '/.secret'))).status, 404);
    assert.equal((await fetch(urlOf(plain, '/%2e%2e/%2e%2e/etc/passwd'))).status, 404);
  });

  test('other methods are refused', async () => {
    const res = await fetch(urlOf(spa, '/'), { method: 'POST' });
    assert.equal(res.status, 405);
  });
});

describe('trailingSlashRedirect', () => {
  test('adds the slash to page paths and keeps the query', () => {
    assert.equal(trailingSlashRedirect('/en/flight/requests'), '/en/flight/requests/');
    assert.equal(trailingSlashRedirect('/a?b=c'), '/a/?b=c');
  });
  test('leaves slashed paths and files alone', () => {
    assert.equal(trailingSlashRedirect('/'), null);
    assert.equal(trailingSlashRedirect('/drones/?x=1'), null);
    assert.equal(trailingSlashRedirect('/remoteEntry.js'), null);
    assert.equal(trailingSlashRedirect('/deployment.json?v=2'), null);
  });
  test('never produces a protocol-relative Location', () => {
    assert.equal(trailingSlashRedirect('//evil.example/x'), '/evil.example/x/');
  });
});

describe('deployment environment overrides', () => {
  const base = {
    profile: 'portal',
    apiUrl: 'http://localhost:3000',
    auth: { url: 'http://localhost:3000', realm: 'nebo', clientId: 'nebo-portal' },
    remotes: [
      { name: 'mfe_flight', manifest: 'http://localhost:3101/mf-manifest.json', routes: ['/drones/', '/flight/'] },
      { name: 'mfe_insurance', manifest: 'http://localhost:3105/mf-manifest.json', routes: ['/insurance/'] },
    ],
    map: { onlineTiles: null },
  };

  test('no variables: the file as it is', () => {
    assert.deepEqual(applyEnvironment(base, {}), base);
  });

  test('API_URL, AUTH_URL, REMOTE_BASE and a per-remote manifest relocate things', () => {
    const out = applyEnvironment(base, {
      API_URL: 'https://api.nebo.example',
      AUTH_URL: 'https://id.nebo.example',
      REMOTE_BASE: 'https://cdn.nebo.example/remotes/',
      MFE_INSURANCE_MANIFEST: 'http://localhost:3195/mf-manifest.json',
    });
    assert.equal(out.apiUrl, 'https://api.nebo.example');
    assert.deepEqual(out.auth, { url: 'https://id.nebo.example', realm: 'nebo', clientId: 'nebo-portal' });
    assert.equal(out.remotes[0].manifest, 'https://cdn.nebo.example/remotes/mfe-flight/mf-manifest.json');
    assert.equal(out.remotes[1].manifest, 'http://localhost:3195/mf-manifest.json');
    assert.deepEqual(base.remotes[0].manifest, 'http://localhost:3101/mf-manifest.json', 'input untouched');
  });

  test('{{NAME}} placeholders are replaced, and an unset one is an error', () => {
    const templated = { ...base, apiUrl: '{{API_ORIGIN}}/' };
    assert.equal(applyEnvironment(templated, { API_ORIGIN: 'https://x.example' }).apiUrl, 'https://x.example/');
    assert.throws(() => applyEnvironment(templated, {}), /API_ORIGIN/);
  });

  test('MAP_ONLINE_TILES empty means no online tiles', () => {
    assert.equal(applyEnvironment(base, { MAP_ONLINE_TILES: '' }).map.onlineTiles, null);
    assert.equal(applyEnvironment(base, { MAP_ONLINE_TILES: 'https://t/{z}/{x}/{y}.png' }).map.onlineTiles, 'https://t/{z}/{x}/{y}.png');
  });

  test('remote names map to their variable', () => {
    assert.equal(manifestVariableFor('mfe_flight'), 'MFE_FLIGHT_MANIFEST');
  });
});

describe('command line', () => {
  test('parses flags and values', () => {
    const o = parseOptions(['--dir', 'shell/dist', '--port=8080', '--spa', '--deployment', 'd.json'], {});
    assert.equal(o.dir, 'shell/dist');
    assert.equal(o.port, 8080);
    assert.equal(o.spa, true);
    assert.equal(o.cors, false);
    assert.equal(o.deployment, 'd.json');
  });
  test('refuses unknown flags and a missing dir', () => {
    assert.throws(() => parseOptions(['--dir', 'x', '--port', '1', '--gzip'], {}), /unknown argument/);
    assert.throws(() => parseOptions(['--port', '1'], {}), /--dir is required/);
  });
});

/** A policy's directives by name: `{ 'script-src': ["'self'", …], … }`. */
function directivesOf(policy) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

const PORTAL = {
  profile: 'portal',
  apiUrl: 'http://localhost:3000',
  auth: { url: 'http://localhost:3000', realm: 'nebo', clientId: 'nebo-portal' },
  remotes: [
    { name: 'mfe_flight', manifest: 'http://localhost:3101/mf-manifest.json', routes: ['/drones/'] },
    { name: 'mfe_map', manifest: 'http://localhost:3106/mf-manifest.json', routes: ['/map/'] },
  ],
  map: { onlineTiles: null },
};

describe('security headers', () => {
  let dir;
  let shell;
  let remote;
  const logged = [];

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nebo-static-headers-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'main.3f9c0a1b.js'), BIG_JS);
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_x;');
    shell = await startServer(dir, { spa: true, deploymentJson: JSON.stringify(PORTAL), log: (line) => logged.push(line) });
    remote = await startServer(dir, { cors: true });
  });

  after(() => {
    shell.close();
    remote.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("the shell's page gets a strict policy naming the deployment's API, identity provider and remotes", async () => {
    for (const page of ['/', '/en/drones/42/']) {
      const res = await fetch(urlOf(shell, page));
      assert.equal(res.status, 200);
      const csp = directivesOf(res.headers.get('content-security-policy'));
      assert.deepEqual(csp['script-src'], ["'self'", 'http://localhost:3101', 'http://localhost:3106']);
      assert.deepEqual(csp['connect-src'], ["'self'", 'http://localhost:3000', 'http://localhost:3101', 'http://localhost:3106']);
      assert.deepEqual(csp['img-src'], [
        "'self'",
        'data:',
        'blob:',
        'http://localhost:3000',
        'http://localhost:3101',
        'http://localhost:3106',
      ]);
      assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'"]);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      assert.deepEqual(csp['default-src'], ["'self'"]);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(res.headers.get('permissions-policy'), /camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
      assert.equal(res.headers.get('cross-origin-opener-policy'), 'same-origin');
    }
  });

  test('the policy is the same on a revalidated page (304)', async () => {
    const first = await fetch(urlOf(shell, '/'));
    const again = await fetch(urlOf(shell, '/'), { headers: { 'if-none-match': first.headers.get('etag') } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('content-security-policy'), first.headers.get('content-security-policy'));
  });

  test('never allows inline script or eval', () => {
    for (const deployment of [PORTAL, null, { ...PORTAL, map: { onlineTiles: 'https://{a-c}.tile.example.org/{z}/{x}/{y}.png' } }]) {
      const csp = directivesOf(contentSecurityPolicy(deployment));
      for (const directive of ['default-src', 'script-src']) {
        assert.ok(!csp[directive].some((value) => /unsafe|data:|blob:|\*/.test(value)), `${directive}: ${csp[directive]}`);
      }
    }
  });

  test('every other answer gets the non-page headers: assets, the deployment file, redirects, 404 and 405', async () => {
    const answers = await Promise.all([
      fetch(urlOf(shell, '/main.3f9c0a1b.js')),
      fetch(urlOf(shell, '/deployment.json')),
      fetch(urlOf(shell, '/drones'), { redirect: 'manual' }),
      fetch(urlOf(shell, '/missing.0000aaaa.js')),
      fetch(urlOf(shell, '/'), { method: 'POST' }),
    ]);
    assert.deepEqual(
      answers.map((res) => res.status),
      [200, 200, 301, 404, 405],
    );
    for (const res of answers) {
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'same-origin');
      assert.equal(res.headers.get('content-security-policy'), null);
    }
  });

  test("a remote's server: the same headers, its files loadable from the shell's origin", async () => {
    for (const file of ['/remoteEntry.js', '/main.3f9c0a1b.js']) {
      const res = await fetch(urlOf(remote, file));
      assert.equal(res.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    }
    const preflight = await fetch(urlOf(remote, '/remoteEntry.js'), { method: 'OPTIONS' });
    assert.equal(preflight.headers.get('x-content-type-options'), 'nosniff');
    // Its standalone page loads from its own origin only.
    const page = directivesOf((await fetch(urlOf(remote, '/'))).headers.get('content-security-policy'));
    assert.deepEqual(page['script-src'], ["'self'"]);
    assert.deepEqual(page['connect-src'], ["'self'"]);
  });

  test('the policy follows the environment overrides of the deployment file, online map tiles included', () => {
    const moved = applyEnvironment(PORTAL, {
      API_URL: 'https://api.nebo.example',
      AUTH_URL: 'https://id.nebo.example/',
      REMOTE_BASE: 'https://cdn.nebo.example/remotes',
      MAP_ONLINE_TILES: 'https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    const csp = directivesOf(contentSecurityPolicy(moved));
    assert.deepEqual(csp['script-src'], ["'self'", 'https://cdn.nebo.example']);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.nebo.example', 'https://id.nebo.example', 'https://cdn.nebo.example']);
    assert.deepEqual(csp['img-src'], [
      "'self'",
      'data:',
      'blob:',
      'https://api.nebo.example',
      'https://cdn.nebo.example',
      'https://a.tile.openstreetmap.org',
      'https://b.tile.openstreetmap.org',
      'https://c.tile.openstreetmap.org',
    ]);
  });

  test('relative or malformed addresses add nothing, and no value can add a directive', () => {
    const csp = contentSecurityPolicy({
      apiUrl: '/api',
      auth: { url: "https://id.example; script-src 'unsafe-inline'" },
      remotes: [{ manifest: '/mfe-flight/mf-manifest.json' }, { manifest: 'javascript:alert(1)' }, null],
      map: { onlineTiles: 'ftp://tiles.example/{z}/{x}/{y}.png' },
    });
    assert.ok(!csp.includes("unsafe-inline' ") && !/script-src[^;]*unsafe/.test(csp), csp);
    assert.deepEqual(directivesOf(csp)['script-src'], ["'self'"]);
    assert.equal(csp.split(';').filter((part) => part.trim().startsWith('script-src')).length, 1);
  });

  test('tile templates: numbered hosts too, path placeholders ignored', () => {
    assert.deepEqual(tileOrigins('https://tiles{1-3}.example.org/{z}/{x}/{-y}.png'), [
      'https://tiles1.example.org',
      'https://tiles2.example.org',
      'https://tiles3.example.org',
    ]);
    assert.deepEqual(tileOrigins('http://localhost:8090/tiles/{z}/{x}/{y}.png'), ['http://localhost:8090']);
    assert.deepEqual(tileOrigins(null), []);
  });

  test('the access log never shows the sign-in answer or a token', async () => {
    await fetch(urlOf(shell, '/?code=one-time-code&state=csrf-state&session_state=s1&lang=en'));
    await fetch(urlOf(shell, '/files/?access_token=eyJ.secret.sig'));
    const text = logged.join('\n');
    assert.ok(!/one-time-code|csrf-state|eyJ\.secret/.test(text), text);
    assert.match(text, /GET \/\?code=\[REDACTED\]&state=\[REDACTED\]&session_state=\[REDACTED\]&lang=en 200/);
    assert.equal(redactUrl('/a\u001b[31m\u202e?token=x#id_token=y'), '/a?token=[REDACTED]#id_token=[REDACTED]');
  });
});

describe('built pages', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

  test("the shell's template and the remotes' default page have no inline script (the policy would refuse it)", async () => {
    const { createHtmlPlugin } = await import('../webpack/html.js');
    const remotePage = createHtmlPlugin({ projectRoot: os.tmpdir(), title: 'x' }).userOptions.templateContent;
    for (const html of [readFileSync(path.join(root, 'shell/public/index.html'), 'utf8'), remotePage]) {
      for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) assert.match(attributes, /\bsrc=/);
      assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event handlers');
      assert.doesNotMatch(html, /javascript:/i);
    }
  });
});
