import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractDocument } from './openapi-document';

/**
 * The front ends compile against shared-api/src/generated/openapi.json (and the types generated from it,
 * checked by shared-api's own test). When a DTO or a route changes, this fails until the contract is
 * regenerated: `npm run -w shared-api generate` (which runs this file with NEBO_WRITE_CONTRACT=1).
 */
const CONTRACT_FILE = path.resolve(__dirname, '../../../shared-api/src/generated/openapi.json');

const serialise = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;

describe('the OpenAPI contract of @nebo/shared-api', () => {
  it('is the document the backend builds now', async () => {
    const current = serialise(await contractDocument());
    if (process.env.NEBO_WRITE_CONTRACT === '1') writeFileSync(CONTRACT_FILE, current);
    const checkedIn = readFileSync(CONTRACT_FILE, 'utf8');
    expect(checkedIn === current ? 'current' : 'stale: run npm run -w shared-api generate').toBe('current');
    expect(JSON.parse(checkedIn)).toEqual(JSON.parse(current));
  }, 60_000);
});
