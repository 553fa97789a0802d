#!/usr/bin/env node
// Part of `npm run check:imports`: the seams between modules that the import graph cannot see. A module
// reaches a higher one through a port it owns (ports/) that the higher module fills at onModuleInit — never
// by looking a provider up at run time (ModuleRef), by a @Global() module every other module sees without
// importing it, or by an @Optional() injection that silently does nothing when the provider is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'modules');
const BACKEND = path.dirname(path.dirname(MODULES));

const FORBIDDEN = [
  { pattern: /\bModuleRef\b/, why: 'ModuleRef lookup: declare a port in ports/ and let the providing module register into it' },
  { pattern: /@Global\(\)/, why: '@Global() module: import the module where it is used (only common/ may provide globals)' },
  { pattern: /@Optional\(\)/, why: '@Optional() injection: a port is registered at start, not maybe injected' },
];

/** Source files, specs included: a spec that needs ModuleRef to reach a provider shows the same missing seam. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts')) yield full;
  }
}

/** Whole-line and trailing comments are prose (a README-like explanation may name ModuleRef). */
const code = (line) => (/^\s*(\/\/|\*|\/\*)/.test(line) ? '' : line.replace(/\/\/.*$/, ''));

const problems = [];
for (const file of sourceFiles(MODULES)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const { pattern, why } of FORBIDDEN) {
        if (pattern.test(code(line))) problems.push(`${path.relative(BACKEND, file)}:${i + 1}: ${why}`);
      }
    });
}

if (problems.length > 0) {
  console.error(`${problems.join('\n')}\n\n${problems.length} forbidden module seam(s); see backend/README.md ("Adding a module").`);
  process.exit(1);
}
console.log('Module seams: no ModuleRef, @Global() or @Optional() under src/modules.');
