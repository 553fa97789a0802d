// The checked-in types are what openapi-typescript makes of the checked-in document now. Together with the
// backend's contract test (backend/src/bootstrap/openapi-contract.spec.ts: the document is what the backend
// builds), a front-end type that drifts from the backend's DTOs fails the tests.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import test from 'node:test';
import { renderTypes, TYPES_FILE } from './openapi-types.mjs';

test('src/generated/openapi.ts is generated from src/generated/openapi.json (npm run -w shared-api generate)', async () => {
  const expected = await renderTypes();
  const checkedIn = await readFile(TYPES_FILE, 'utf8');
  assert.ok(checkedIn === expected, 'src/generated/openapi.ts is stale: run npm run -w shared-api generate');
});
