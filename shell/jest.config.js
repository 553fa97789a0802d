// Unit tests of the shell (*.spec.ts[x] beside the code): jsdom, compiled by @swc/jest.
const path = require('node:path');

const sharedUi = path.join(__dirname, '..', 'shared-ui', 'src');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/jest.setup.js'],
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
  // keycloak-js and the federation runtime ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(keycloak-js|@module-federation)/)'],
  moduleNameMapper: {
    '^@nebo/shared-ui$': path.join(sharedUi, 'index.ts'),
    '^@nebo/shared-ui/(.*)$': path.join(sharedUi, '$1'),
  },
};
