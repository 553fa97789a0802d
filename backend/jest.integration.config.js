// Integration tests: `*.integration-spec.ts` anywhere under src (next to the controller they exercise, or
// next to the bootstrap, migration or adapter code they test) against a real PostgreSQL: TEST_DATABASE_URL,
// else the server at 127.0.0.1:5432, else an embedded one the global set-up starts for the run (see
// src/testing/test-server.ts). Each run works in a database of its own, created from scratch (and refused
// unless its name contains "test"). One file at a time: the machine is small and every file boots a whole
// application.
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
  // Every file boots a whole application, and some metadata stores (class-validator's, TypeORM's) live on the
  // global object, outside Jest's per-file module registry: run in band, ~100 files grow one heap past V8's
  // limit. One worker process, replaced once it holds more than this after a file, keeps the run bounded.
  workerIdleMemoryLimit: '1200MB',
  testTimeout: 60_000,
};
