// Integration tests: `*.integration-spec.ts` against a real PostgreSQL, in a database of their own that
// the global set-up creates from scratch (and refuses unless its name contains "test"). One file at a
// time: the machine is small and every file boots a whole application.
const shared = require('./jest.shared.config');

/** @type {import('jest').Config} */
module.exports = {
  ...shared,
  displayName: 'integration',
  testMatch: ['**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/testing/global-setup.ts',
  globalTeardown: '<rootDir>/testing/global-teardown.ts',
  setupFiles: ['<rootDir>/testing/quiet-logs.ts'],
  maxWorkers: 1,
  testTimeout: 60_000,
};
