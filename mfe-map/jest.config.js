// Unit tests (*.spec.ts[x] beside the code, the build scripts' too): jsdom, compiled by @swc/jest.
const path = require('node:path');

const sharedUi = path.join(__dirname, '..', 'shared-ui', 'src');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'mfe-map',
  testEnvironment: 'jsdom',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  setupFiles: ['<rootDir>/jest.setup.js'],
  transform: {
    // .mjs: the base layer's build helpers (scripts/*.mjs), ES modules run by node, compiled like the rest.
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
