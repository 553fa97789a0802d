// Lets `node -r ./from-source.cjs src/main.ts` run the backend straight from its TypeScript sources, compiled
// file by file with SWC as the Jest runs compile them (jest.shared.config.js), so the fault tests start the
// real server process without a build (`npm test` runs them before the build step, and a dist/ left from an
// earlier build would be stale). Hand-written: the one package made for this (@swc/register) is not in
// the lockfile, and this is the whole of what it would do here.
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  // import() stays a real dynamic import: the ESM-only packages load through it (src/common/esm/import-esm.ts).
  module: { type: 'commonjs', ignoreDynamic: true },
  sourceMaps: 'inline',
};

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// Workspace packages from their sources too (their dist/ is built only by `nx build`), as the Jest runs map
// them (jest.shared.config.js).
const SOURCE_PACKAGES = {
  '@nebo/shared-vocabulary': require('node:path').join(__dirname, '..', '..', '..', '..', 'shared-vocabulary', 'src', 'index.ts'),
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveFromSource(request, ...rest) {
  return SOURCE_PACKAGES[request] ?? resolveFilename.call(this, request, ...rest);
};
