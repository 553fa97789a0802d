// node --test backend/tools/  (npm run -w backend test:generator)
//
// The generator's promise: a module passes tsc, eslint, Prettier, its own unit and integration specs, the
// route × identity matrix and the fuzzing test exactly as generated. Checked
// on a throw-away copy of src/ inside backend/ (so packages resolve as for the real tree), removed
// afterwards; the working tree is never touched, so other work in it neither breaks this nor sees it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { formatFiles, generateModule, namesOf } from './generate-module.mjs';

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.dirname(BACKEND);
const BIN = path.join(ROOT, 'node_modules', '.bin');
const NAME = 'generated-probe';

function run(command, args, cwd, env = {}) {
  const result = spawnSync(path.join(BIN, command), args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function withCopyOfSrc(body) {
  const work = mkdtempSync(path.join(BACKEND, '.generate-module-check-'));
  try {
    cpSync(path.join(BACKEND, 'src'), path.join(work, 'src'), { recursive: true });
    return body(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

test(
  'a generated module passes tsc, eslint, Prettier and its specs as generated, and its routes pass the matrix and the fuzzing',
  { timeout: 480_000 },
  () => {
    withCopyOfSrc((work) => {
      const src = path.join(work, 'src');
      const { files, edited } = generateModule(NAME, { srcDir: src });
      formatFiles([...files, ...edited]);
      const rel = (file) => path.relative(work, file);
      const touched = [...files, ...edited].map(rel);

      // The whole program is compiled (the integration spec reaches the app through testing/test-app), but
      // only what the generator wrote or edited is judged: other work in progress may not compile yet.
      writeFileSync(
        path.join(work, 'tsconfig.json'),
        JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { rootDir: 'src', noEmit: true }, include: ['src/**/*.ts'] }),
      );
      const tsc = run('tsc', ['-p', 'tsconfig.json'], work);
      const ours = tsc.output.split('\n').filter((line) => touched.some((file) => line.startsWith(`${file}(`)));
      assert.deepEqual(ours, [], `tsc:\n${ours.join('\n')}`);

      const eslint = run('eslint', ['--max-warnings', '0', ...files.filter((f) => f.endsWith('.ts')), ...edited], ROOT);
      assert.equal(eslint.status, 0, `eslint:\n${eslint.output}`);

      const jest = run(
        'jest',
        ['-c', path.join(BACKEND, 'jest.unit.config.js'), '--rootDir', src, '--ci', path.join(src, 'modules', NAME)],
        BACKEND,
      );
      assert.equal(jest.status, 0, `jest:\n${jest.output}`);
      assert.match(jest.output, /Tests:\s+2 passed, 2 total/);

      const prettier = run(
        'prettier',
        ['--config', path.join(ROOT, '.prettierrc.json'), '--check', ...files.filter((f) => f.endsWith('.ts'))],
        ROOT,
      );
      assert.equal(prettier.status, 0, `prettier:\n${prettier.output}`);

      // On a real PostgreSQL like every integration run: the module's own spec, then the whole app's route
      // matrix and fuzzing test, which now meet the new routes.
      const integration = run(
        'jest',
        [
          '-c',
          path.join(BACKEND, 'jest.integration.config.js'),
          '--rootDir',
          src,
          '--ci',
          path.join(src, 'modules', NAME),
          path.join(src, 'testing', 'security', 'route-matrix'),
          path.join(src, 'testing', 'security', 'openapi-fuzz'),
        ],
        BACKEND,
        { NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
      );
      assert.equal(integration.status, 0, `integration:\n${integration.output.slice(-6000)}`);
      assert.match(integration.output, /Test Suites:\s+3 passed, 3 total/);

      const index = readFileSync(path.join(src, 'modules', 'index.ts'), 'utf8');
      assert.match(index, /generatedProbeManifest,\n\] as const/, 'listed last in modules/index.ts');
      const policies = readFileSync(path.join(src, 'testing', 'security', 'access-policies.ts'), 'utf8');
      for (const route of ['GET /api/generated-probe', 'GET /api/generated-probe/:id', 'POST /api/generated-probe'])
        assert.ok(policies.includes(`'${route}'`), route);
    });
    assert.deepEqual(
      readdirSync(BACKEND).filter((entry) => entry.startsWith('.generate-module-check-')),
      [],
      'nothing left behind',
    );
  },
);

test('refuses a bad or taken name and then writes nothing', () => {
  assert.throws(() => namesOf('FlightRequests'), /not a kebab-case name/);
  assert.throws(() => namesOf('flight--requests'), /not a kebab-case name/);
  assert.deepEqual(namesOf('flight-requests', 1), {
    kebab: 'flight-requests',
    pascal: 'FlightRequests',
    camel: 'flightRequests',
    snake: 'flight_requests',
    human: 'Flight requests',
    timestamp: 1,
  });
  withCopyOfSrc((work) => {
    const src = path.join(work, 'src');
    const before = readFileSync(path.join(src, 'modules', 'index.ts'), 'utf8');
    assert.throws(() => generateModule('map', { srcDir: src }), /exists already/);
    assert.equal(readFileSync(path.join(src, 'modules', 'index.ts'), 'utf8'), before);
  });
});
