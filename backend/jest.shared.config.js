const path = require('node:path');

// Settings shared by the unit and integration test runs: TypeScript through SWC (no type check here;
// `npm run typecheck` and the build do that), with the decorator metadata Nest's injection relies on.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: 'src',
  testEnvironment: 'node',
  transform: {
    // content-disposition 3 (under @fastify/static, which Swagger UI's assets are served with) is ESM-only.
    '/node_modules/(.+/)?content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          keepClassNames: true,
        },
        // Keep import() real for ESM-only packages (see src/common/esm/import-esm.ts).
        module: { type: 'commonjs', ignoreDynamic: true },
        sourceMaps: 'inline',
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.+/)?content-disposition/)'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The vocabulary from its sources, as the type check sees it: Node reads its dist/ (the package's "node"
  // condition), which a test run must not wait for.
  // (An absolute path: the generator's check runs these configs on a copy of src/ elsewhere.)
  moduleNameMapper: { '^@nebo/shared-vocabulary$': path.join(__dirname, '..', 'shared-vocabulary', 'src', 'index.ts') },
};
