// The one Jest set-up of the front-end projects (shell, shared-ui, mfe-*): unit tests (*.spec.ts[x]) beside
// the code, in jsdom, compiled by @swc/jest. Each project's jest.config.js is one call of this function.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const SHARED_UI_SRC = path.join(ROOT, 'shared-ui', 'src');
/** Workspace packages the front ends import, taken from their sources as webpack does (never a built dist/). */
const SOURCE_PACKAGES = ['shared-vocabulary', 'shared-api'];

/** Packages that ship ES modules only (keycloak-js, the federation runtime): Jest must compile them too. */
const ESM_ONLY_PACKAGES = ['keycloak-js', '@module-federation'];

const SWC = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * @param {string} projectDir the project's folder (`__dirname` of its jest.config.js)
 * @param {object} [options]
 * @param {string[]} [options.roots] folders holding tests, relative to the project; `src` by default
 *   (mfe-map adds `scripts`, its build helpers)
 * @param {boolean} [options.slowPages] whole-form page tests: on the shared 2-core machine a page can take
 *   seconds to render and its faked calls and debounces longer than findBy*'s default second, and a slow
 *   machine is not a failure; raises both waits
 * @returns {import('jest').Config}
 */
function frontEndJestConfig(projectDir, options = {}) {
  const roots = options.roots ?? ['src'];
  for (const root of roots) {
    if (!fs.existsSync(path.join(projectDir, root))) throw new Error(`jest-preset: ${path.join(projectDir, root)} does not exist`);
  }
  return {
    displayName: path.basename(projectDir),
    testEnvironment: 'jsdom',
    rootDir: projectDir,
    roots: roots.map((root) => `<rootDir>/${root}`),
    testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
    setupFiles: [path.join(__dirname, 'jsdom-setup.js'), ...(options.slowPages ? [path.join(__dirname, 'slow-pages-setup.js')] : [])],
    ...(options.slowPages ? { testTimeout: 20_000 } : {}),
    // .mjs: build helpers run by node as ES modules (mfe-map/scripts), compiled like the rest.
    transform: { '^.+\\.(m?js|jsx|ts|tsx)$': ['@swc/jest', SWC] },
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    moduleNameMapper: {
      // Styles and images mean nothing in jsdom; bundled by webpack, they are stubbed here.
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.(png|jpe?g|gif|svg|webp|woff2?)$': path.join(__dirname, 'file-stub.js'),
      // shared-ui from its sources, as webpack resolves it, so a change there is tested at once everywhere.
      '^@nebo/shared-ui$': path.join(SHARED_UI_SRC, 'index.ts'),
      '^@nebo/shared-ui/(.*)$': path.join(SHARED_UI_SRC, '$1'),
      ...Object.fromEntries(SOURCE_PACKAGES.map((name) => [`^@nebo/${name}$`, path.join(ROOT, name, 'src', 'index.ts')])),
    },
  };
}

module.exports = { frontEndJestConfig, ESM_ONLY_PACKAGES };
