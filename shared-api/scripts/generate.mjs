// Writes src/generated/openapi.ts from src/generated/openapi.json. The document itself is written by the
// backend's contract test in its regenerate mode (see package.json "generate").
import { writeFile } from 'node:fs/promises';
import { renderTypes, TYPES_FILE } from './openapi-types.mjs';

await writeFile(TYPES_FILE, await renderTypes());
console.log(`wrote ${TYPES_FILE}`);
