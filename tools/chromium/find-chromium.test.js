'use strict';
// node --test tools/ — the end-to-end step's browser lookup, against a made-up file system.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { findChromium, MISSING } = require('./find-chromium');

const CACHE = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function lookup(files, env = {}, cached = CACHE) {
  return findChromium({ env, isExecutable: (file) => files.includes(file), playwrightCachePath: () => cached });
}

test('CHROMIUM_PATH wins over every other browser', () => {
  assert.deepEqual(lookup(['/opt/chrome/chrome', '/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/chrome/chrome' }), {
    path: '/opt/chrome/chrome',
  });
});

test('a CHROMIUM_PATH that points nowhere is an error, not a reason to take another browser', () => {
  const result = lookup(['/usr/bin/chromium'], { CHROMIUM_PATH: '/opt/none' });
  assert.match(result.error, /^CHROMIUM_PATH=\/opt\/none is not an executable file/);
  assert.doesNotMatch(result.error, /\n/);
});

test('the system browsers in order: chromium, chromium-browser, google-chrome', () => {
  assert.deepEqual(lookup(['/usr/bin/chromium', '/usr/bin/google-chrome']), { path: '/usr/bin/chromium' });
  assert.deepEqual(lookup(['/usr/bin/chromium-browser', '/usr/bin/google-chrome']), { path: '/usr/bin/chromium-browser' });
  assert.deepEqual(lookup(['/usr/bin/google-chrome', CACHE]), { path: '/usr/bin/google-chrome' });
});

test("then the one in Playwright's own cache", () => {
  assert.deepEqual(lookup([CACHE]), { path: CACHE });
});

test('nothing found: one line saying what to install', () => {
  assert.deepEqual(lookup([]), { error: MISSING });
  assert.deepEqual(lookup([], {}, undefined), { error: MISSING });
  assert.doesNotMatch(MISSING, /\n/);
  assert.match(MISSING, /apt-get install -y chromium/);
  assert.match(MISSING, /CHROMIUM_PATH/);
});

test('on the real file system only an executable file counts', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nebo-chromium-'));
  try {
    const browser = path.join(folder, 'chrome');
    fs.writeFileSync(browser, '#!/bin/sh\n', { mode: 0o755 });
    const notes = path.join(folder, 'notes.txt');
    fs.writeFileSync(notes, 'not a browser', { mode: 0o644 });
    assert.deepEqual(findChromium({ env: { CHROMIUM_PATH: browser } }), { path: browser });
    assert.ok('error' in findChromium({ env: { CHROMIUM_PATH: folder } }));
    assert.ok('error' in findChromium({ env: { CHROMIUM_PATH: notes } }));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
