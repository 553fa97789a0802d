#!/usr/bin/env node
// npm run -w backend generate:module -- <kebab-name> [--src <dir>]
//
// Creates src/modules/<name>/ in the house shape (backend/README.md, "Adding a module"), registers its
// manifest at the top of modules/index.ts and declares its routes in src/testing/security/access-policies.ts.
// The result passes tsc, eslint and its own specs as generated (tools/generate-module.test.mjs proves it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessPolicyLines, moduleFiles } from './module-templates.mjs';

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The spellings of one module name the templates need. */
export function namesOf(kebab, timestamp = Date.now()) {
  if (!KEBAB.test(kebab)) throw new Error(`"${kebab}" is not a kebab-case name (lower-case words joined by "-", e.g. flight-requests)`);
  const words = kebab.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    kebab,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    snake: words.join('_'),
    human: words.join(' ').replace(/^./, (c) => c.toUpperCase()),
    timestamp,
  };
}

/**
 * Writes the module under `srcDir` (default: this backend's src). Refuses a name that is taken, and checks
 * both registries before writing anything, so a refusal leaves the tree as it was.
 */
export function generateModule(kebab, { srcDir = defaultSrc(), timestamp } = {}) {
  const n = namesOf(kebab, timestamp);
  const moduleDir = path.join(srcDir, 'modules', n.kebab);
  if (existsSync(moduleDir)) throw new Error(`src/modules/${n.kebab} exists already`);

  const indexPath = path.join(srcDir, 'modules', 'index.ts');
  const policiesPath = path.join(srcDir, 'testing', 'security', 'access-policies.ts');
  const index = withManifest(readFileSync(indexPath, 'utf8'), n);
  const policies = withPolicies(readFileSync(policiesPath, 'utf8'), n);

  const files = moduleFiles(n);
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(moduleDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(indexPath, index);
  writeFileSync(policiesPath, policies);
  return { moduleDir, files: Object.keys(files).map((f) => path.join(moduleDir, f)), edited: [indexPath, policiesPath] };
}

/** modules/index.ts with the new manifest imported (in alphabetical place) and listed last: the top of the stack. */
function withManifest(source, n) {
  const importLine = `import { ${n.camel}Manifest } from './${n.kebab}/${n.kebab}.manifest';`;
  if (source.includes(importLine)) throw new Error(`modules/index.ts already lists ${n.kebab}`);
  const lines = source.split('\n');
  const imports = lines.map((line, i) => [line, i]).filter(([line]) => /^import .* from '\.\/[^']+';$/.test(line));
  if (imports.length === 0) throw new Error('modules/index.ts: no imports found');
  const after = imports.filter(([line]) => line.localeCompare(importLine) < 0).at(-1);
  lines.splice(after ? after[1] + 1 : imports[0][1], 0, importLine);
  const withImport = lines.join('\n');
  const list = /(\n(?:const|export const) (?:MANIFESTS|MODULES)\b[^=]*= \[\n(?:[^\]]*\n)*?)(\] as const)/;
  if (!list.test(withImport)) throw new Error('modules/index.ts: the manifest list was not found');
  return withImport.replace(list, (_all, head, end) => `${head}  ${n.camel}Manifest,\n${end}`);
}

/** access-policies.ts with the new routes declared at the end of ACCESS_POLICIES. */
function withPolicies(source, n) {
  const start = source.indexOf('export const ACCESS_POLICIES');
  const end = start < 0 ? -1 : source.indexOf('\n};', start);
  if (end < 0) throw new Error('access-policies.ts: ACCESS_POLICIES was not found');
  if (source.includes(`'GET /api/${n.kebab}'`)) throw new Error(`access-policies.ts already declares /api/${n.kebab}`);
  return `${source.slice(0, end)}\n\n${accessPolicyLines(n).join('\n')}${source.slice(end)}`;
}

/** Formats what the generator wrote or edited with the repository's Prettier set-up, as `npm test` checks it. */
export function formatFiles(files) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'prettier'),
    ['--config', path.join(root, '.prettierrc.json'), '--write', ...files],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`prettier failed:\n${result.stdout}${result.stderr}`);
}

function defaultSrc() {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const srcAt = args.indexOf('--src');
  const srcDir = srcAt >= 0 ? path.resolve(args.splice(srcAt, 2)[1]) : undefined;
  if (args.length !== 1) {
    console.error('Usage: npm run -w backend generate:module -- <kebab-name>   (e.g. flight-requests)');
    process.exit(2);
  }
  try {
    const { moduleDir, files, edited } = generateModule(args[0], { srcDir });
    formatFiles([...files, ...edited]);
    const rel = (f) => path.relative(process.cwd(), f);
    console.log(`Created ${rel(moduleDir)}/:\n${files.map((f) => `  ${rel(f)}`).join('\n')}`);
    console.log(`Registered in:\n${edited.map((f) => `  ${rel(f)}`).join('\n')}`);
    console.log('Next: read backend/README.md ("Adding a module"), then replace the example item with your domain.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
