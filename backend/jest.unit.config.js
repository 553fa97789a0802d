// Unit tests: `*.spec.ts` beside the code, no I/O.
const shared = require('./jest.shared.config');

/** @type {import('jest').Config} */
module.exports = {
  ...shared,
  displayName: 'unit',
  testMatch: ['**/*.spec.ts'],
};
