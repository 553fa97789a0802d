// The vocabulary's own rules (weightClassOf), in Node: the package may use nothing a browser or Node lacks.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared-vocabulary',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
};
