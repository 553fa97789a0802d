'use strict';
// node --test tools/ — the front ends' shared Jest set-up, as each project's jest.config.js receives it.
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { frontEndJestConfig } = require('./index');

const ROOT = path.join(__dirname, '..', '..');

test('a project is tested from its src in jsdom, named after its folder, with shared-ui from source', () => {
  const config = frontEndJestConfig(path.join(ROOT, 'shell'));
  assert.equal(config.displayName, 'shell');
  assert.equal(config.testEnvironment, 'jsdom');
  assert.deepEqual(config.roots, ['<rootDir>/src']);
  assert.equal(config.moduleNameMapper['^@nebo/shared-ui$'], path.join(ROOT, 'shared-ui', 'src', 'index.ts'));
  assert.equal(config.moduleNameMapper['^@nebo/shared-vocabulary$'], path.join(ROOT, 'shared-vocabulary', 'src', 'index.ts'));
  assert.equal(config.moduleNameMapper['^@nebo/shared-api$'], path.join(ROOT, 'shared-api', 'src', 'index.ts'));
  assert.equal(config.testTimeout, undefined);
});

test('ES-module-only packages are compiled, every other package is not', () => {
  const [pattern] = frontEndJestConfig(path.join(ROOT, 'shell')).transformIgnorePatterns;
  const ignored = (file) => new RegExp(pattern).test(file);
  assert.equal(ignored('/repo/node_modules/keycloak-js/lib/keycloak.js'), false);
  assert.equal(ignored('/repo/node_modules/@module-federation/runtime/dist/index.js'), false);
  assert.equal(ignored('/repo/node_modules/react/index.js'), true);
});

test('styles and images are stubbed', () => {
  const { moduleNameMapper } = frontEndJestConfig(path.join(ROOT, 'mfe-map'));
  const target = (request) => Object.entries(moduleNameMapper).find(([from]) => new RegExp(from).test(request))?.[1];
  assert.equal(target('ol/ol.css'), path.join(__dirname, 'style-stub.js'));
  assert.equal(target('./logo.svg'), path.join(__dirname, 'file-stub.js'));
  assert.equal(target('./MapView'), undefined);
});

test('page-heavy projects get longer waits; extra test folders are added', () => {
  const slow = frontEndJestConfig(path.join(ROOT, 'mfe-admin'), { slowPages: true });
  assert.equal(slow.testTimeout, 20_000);
  assert.ok(slow.setupFiles.includes(path.join(__dirname, 'slow-pages-setup.js')));
  assert.deepEqual(frontEndJestConfig(path.join(ROOT, 'mfe-map'), { roots: ['src', 'scripts'] }).roots, [
    '<rootDir>/src',
    '<rootDir>/scripts',
  ]);
});

test('a test folder that does not exist is a mistake in the config, said at once', () => {
  assert.throws(() => frontEndJestConfig(path.join(ROOT, 'shell'), { roots: ['tests'] }), /shell\/tests does not exist/);
});
