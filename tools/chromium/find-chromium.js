// The Chromium the end-to-end tests drive: the one CHROMIUM_PATH names, else the system's, else the one
// Playwright downloaded into its own cache. Run as a script, prints its path or says in one line what to
// install (`./nebo test` checks this before the end-to-end step).
'use strict';
const fs = require('node:fs');

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const MISSING = 'No Chromium for the end-to-end tests: install one (apt-get install -y chromium) or set CHROMIUM_PATH to its executable.';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where playwright-core keeps the Chromium build it was made for (`npx playwright install chromium`), if any. */
function playwrightCachePath() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    // playwright-core absent, or no build for this platform.
    return undefined;
  }
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, isExecutable?: (file: string) => boolean, playwrightCachePath?: () => string | undefined }} [seams]
 * @returns {{ path: string } | { error: string }}
 */
function findChromium(seams = {}) {
  const env = seams.env ?? process.env;
  const usable = seams.isExecutable ?? isExecutable;
  if (env.CHROMIUM_PATH) {
    // An explicit choice that is wrong must not be papered over by another browser.
    return usable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : {
          error: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at Chromium, or unset it and apt-get install -y chromium.`,
        };
  }
  const cached = (seams.playwrightCachePath ?? playwrightCachePath)();
  const found = [...SYSTEM_PATHS, ...(cached ? [cached] : [])].find((file) => usable(file));
  return found ? { path: found } : { error: MISSING };
}

module.exports = { findChromium, SYSTEM_PATHS, MISSING };

if (require.main === module) {
  const result = findChromium();
  if ('path' in result) {
    process.stdout.write(`${result.path}\n`);
  } else {
    process.stderr.write(`${result.error}\n`);
    process.exitCode = 1;
  }
}
