'use strict';
// node --test tools/ — the remotes a remote embeds.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { checkEmbeds, harnessRemotes } = require('./embeds');
const { createRemoteConfig } = require('./index');

const ROOT = path.join(__dirname, '..', '..');

test('embeds are remote names other than the remote itself', () => {
  assert.deepEqual(checkEmbeds('mfe_flight', undefined), []);
  assert.deepEqual(checkEmbeds('mfe_flight', ['mfe_map']), ['mfe_map']);
  assert.throws(() => checkEmbeds('mfe_flight', 'mfe_map'), /must be an array/);
  assert.throws(() => checkEmbeds('mfe_flight', ['http://localhost:3106/mf-manifest.json']), /not a remote name/);
  assert.throws(() => checkEmbeds('mfe_map', ['mfe_map']), /cannot embed itself/);
});

test('only the development harness gets addresses, from the portal deployment file', () => {
  assert.deepEqual(harnessRemotes(['mfe_map'], 'production'), []);
  assert.deepEqual(harnessRemotes([], 'development'), []);
  assert.deepEqual(harnessRemotes(['mfe_map'], 'development'), [{ name: 'mfe_map', entry: 'http://localhost:3106/mf-manifest.json' }]);
});

test('an embedded remote the deployment file does not list is a build error', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nebo-embeds-')), 'portal.json');
  fs.writeFileSync(file, JSON.stringify({ remotes: [] }));
  try {
    assert.throws(() => harnessRemotes(['mfe_map'], 'development', file), /mfe_map is embedded, but .*portal\.json does not list it/);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
});

test('an embedding remote still has no static remotes: the page resolves them', () => {
  const config = createRemoteConfig({
    projectRoot: path.join(ROOT, 'mfe-flight'),
    name: 'mfe_flight',
    port: 3101,
    exposes: { './App': './src/App.tsx', './descriptor': './src/descriptor.ts' },
    embeds: ['mfe_map'],
  })({}, { mode: 'production' });
  const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  assert.deepEqual(federation._options.remotes, {});
  const define = config.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  assert.equal(define.definitions.NEBO_HARNESS_REMOTES, '[]');
});
