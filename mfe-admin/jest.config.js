// Unit tests (*.spec.ts[x] beside the code): jsdom, compiled by @swc/jest.
const path = require('node:path');

const sharedUi = path.join(__dirname, '..', 'shared-ui', 'src');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-admin',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/jest.setup.js'],
  // Page tests render whole forms in jsdom; on the shared 2-core machine they can take seconds.
  testTimeout: 20000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@nebo/shared-ui$': path.join(sharedUi, 'index.ts'),
    '^@nebo/shared-ui/(.*)$': path.join(sharedUi, '$1'),
  },
};
