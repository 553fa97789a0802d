'use strict';
// Proves that the lint gate rejects forbidden imports, using the real workspace configuration.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { ESLint } = require('eslint');

const ROOT = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'nebo/project-boundaries');
}

const forbidden = [
  ['mfe-flight/src/x.ts', "import { a } from '@nebo/mfe-company';"],
  ['mfe-flight/src/x.ts', "import { a } from '../../mfe-admin/src/App';"],
  ['mfe-map/src/x.ts', "export * from '@nebo/shell';"],
  ['mfe-admin/src/x.ts', "const m = import('../../mfe-map/src/App');"],
  ['shared-ui/src/x.ts', "import { b } from '../../shell/src/App';"],
  ['shared-ui/src/x.ts', "import { b } from '@nebo/mfe-insurance';"],
  ['backend/src/x.ts', "import { c } from '@nebo/shared-ui';"],
  ['backend/src/x.ts', "const d = require('../../shell/src/App');"],
  ['shell/src/x.ts', "import App from '@nebo/mfe-flight';"],
  ['shell/src/x.ts', "import { createHostConfig } from '../../tools/webpack';"],
  ['mfe-map/src/x.ts', "import { pickRussianName } from '@nebo/geo-names';"],
  ['backend/src/x.ts', "import { createHostConfig } from '../../tools/webpack';"],
  ['tools/geo-names/x.js', "const e = require('../../backend/src/x');"],
  ['shared-vocabulary/src/x.ts', "import { Button } from '@nebo/shared-ui';"],
  ['shared-vocabulary/src/x.ts', "import type { paths } from '@nebo/shared-api';"],
  ['shared-api/src/x.ts', "import { Button } from '@nebo/shared-ui';"],
  ['backend/src/x.ts', "import type { paths } from '@nebo/shared-api';"],
  // Another remote's published declarations: type-only, through the "./types" entry, from a remote only.
  ['mfe-flight/src/x.ts', "import { contractVersion } from '@nebo/mfe-map/types';"],
  ['mfe-flight/src/x.ts', "import { type RouteEditorProps } from '@nebo/mfe-map/types';"],
  ['mfe-flight/src/x.ts', "import type { RouteEditorProps } from '@nebo/mfe-map';"],
  ['mfe-flight/src/x.ts', "import type { RouteEditorProps } from '@nebo/mfe-map/src/types';"],
  ['mfe-flight/src/x.ts', "import type { RouteEditorProps } from '../../mfe-map/src/types';"],
  ['mfe-flight/src/x.ts', "export { default } from '@nebo/mfe-map/types';"],
  ['mfe-flight/src/x.ts', "const m = import('@nebo/mfe-map/types');"],
  ['shared-ui/src/x.ts', "import type { RouteEditorProps } from '@nebo/mfe-map/types';"],
  ['shell/src/x.ts', "import type { RouteEditorProps } from '@nebo/mfe-map/types';"],
];

for (const [file, code] of forbidden) {
  test(`rejects ${code} in ${file}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, JSON.stringify(errors));
    assert.equal(errors[0].severity, 2);
  });
}

const allowed = [
  ['mfe-flight/src/x.ts', "import { Button } from '@nebo/shared-ui';"],
  ['shell/src/x.ts', "import { Button } from '@nebo/shared-ui';"],
  ['mfe-flight/src/x.ts', "import { t } from './i18n/ru';"],
  ['backend/src/x.ts', "import { Module } from '@nestjs/common';"],
  ['e2e/tests/x.ts', "import { readFileSync } from '../../backend/src/config/x';"],
  ['shell/webpack.config.js', "const { createHostConfig } = require('../tools/webpack');"],
  ['backend/src/x.ts', "import { pickRussianName } from '@nebo/geo-names';"],
  ['mfe-map/scripts/x.mjs', "import { pickRussianName } from '@nebo/geo-names';"],
  ['mfe-map/scripts/x.spec.ts', "import { pickRussianName } from '@nebo/geo-names';"],
  ['tools/bench/x.mjs', "import { pickRussianName } from '@nebo/geo-names';"],
  ['backend/src/x.ts', "import { weightClassOf } from '@nebo/shared-vocabulary';"],
  ['mfe-map/src/x.ts', "import { LAYER_CODES } from '@nebo/shared-vocabulary';"],
  ['mfe-flight/src/x.ts', "import type { components } from '@nebo/shared-api';"],
  ['shared-ui/src/x.ts', "import { createApiClient } from '@nebo/shared-api';"],
  ['shared-api/src/x.ts', "import { REALM_ROLES } from '@nebo/shared-vocabulary';"],
  ['mfe-flight/src/x.ts', "import type { RouteEditorProps } from '@nebo/mfe-map/types';"],
  ['mfe-flight/src/x.ts', "export type { RouteValue } from '@nebo/mfe-map/types';"],
  ['mfe-admin/src/x.ts', "import type { MapViewProps } from '@nebo/mfe-map/types';"],
];

for (const [file, code] of allowed) {
  test(`allows ${code} in ${file}`, async () => {
    assert.deepEqual(await boundaryErrors(file, code), []);
  });
}

test('bare text in JSX is rejected in front-end code', async () => {
  const [result] = await eslint.lintText('export const A = () => <p>Hello</p>;\n', {
    filePath: path.join(ROOT, 'mfe-flight/src/A.tsx'),
  });
  assert.ok(
    result.messages.some((m) => m.ruleId === 'react/jsx-no-literals'),
    JSON.stringify(result.messages),
  );
});
