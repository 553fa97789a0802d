'use strict';
// shared-ui is a page-wide singleton: whichever of the shell or a remote loads first provides it to all.
// A remote built against a shared-ui with exports the running shell's copy lacks would otherwise crash
// deep inside a render (an import that is undefined). Versioning it by the content of its sources makes
// the federation runtime refuse such a pair up front, which the shell reports as a remote that failed to
// load, with Retry, while the rest of the page keeps working.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$/;

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (!TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** `<package version>-src<12 hex of the sources>`: equal for builds of the same shared-ui, whatever the machine. */
function sharedUiVersion(root, packageVersion) {
  const srcDir = path.join(root, 'src');
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles(srcDir).sort()) {
    // Paths relative and with '/' so the version does not depend on where the clone lives.
    hash.update(path.relative(srcDir, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return `${packageVersion}-src${hash.digest('hex').slice(0, 12)}`;
}

module.exports = { sharedUiVersion };
