'use strict';
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, test } = require('node:test');
const { sharedUiVersion } = require('./shared-ui-version');
const { createSharedConfig } = require('./shared');

const fakes = [];
after(() => fakes.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function fakeSharedUi(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nebo-shared-ui-'));
  fakes.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'src', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', name), text);
  }
  return root;
}

test('the same sources give the same version wherever the copy lives', () => {
  const files = { 'index.ts': 'export * from "./a";', 'a/a.ts': 'export const a = 1;' };
  const one = sharedUiVersion(fakeSharedUi(files), '0.1.0');
  const two = sharedUiVersion(fakeSharedUi(files), '0.1.0');
  assert.equal(one, two);
  assert.match(one, /^0\.1\.0-src[0-9a-f]{12}$/);
});

test('a new export changes the version; a test file does not', () => {
  const base = { 'index.ts': 'export * from "./a";', 'a/a.ts': 'export const a = 1;' };
  const before = sharedUiVersion(fakeSharedUi(base), '0.1.0');
  assert.notEqual(sharedUiVersion(fakeSharedUi({ ...base, 'a/a.ts': 'export const a = 1; export const b = 2;' }), '0.1.0'), before);
  assert.equal(sharedUiVersion(fakeSharedUi({ ...base, 'a/a.spec.ts': 'test("x", () => {});' }), '0.1.0'), before);
});

test('the federation requires exactly the shared-ui it was built with', () => {
  const config = createSharedConfig()['@nebo/shared-ui'];
  assert.equal(config.singleton, true);
  assert.equal(config.strictVersion, true);
  assert.equal(config.requiredVersion, config.version);
});
