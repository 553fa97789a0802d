// The import rules of src/modules (backend/README.md, "Adding a module"), run by `npm run check:imports`
// (part of `npm run lint`). The module order is read from src/modules/index.ts, never restated here: a
// module may import only the modules listed before it there.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** Module folders in the order of modules/index.ts (the manifest list, bottom-up). */
function moduleOrder() {
  const source = readFileSync(path.join(__dirname, 'src', 'modules', 'index.ts'), 'utf8');
  const folderOf = new Map(
    [...source.matchAll(/import \{ (\w+) \} from '\.\/([\w-]+)\/[\w-]+\.manifest';/g)].map(([, name, folder]) => [name, folder]),
  );
  const list = /(?:MANIFESTS|MODULES)\b[^=]*= \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('src/modules/index.ts: the manifest list was not found');
  const names = list[1]
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !folderOf.has(name));
  if (unknown.length > 0) throw new Error(`src/modules/index.ts: no import for ${unknown.join(', ')}`);
  return names.map((name) => folderOf.get(name));
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ORDER = moduleOrder();

/** One rule per module: nothing listed after it. */
const upwardImports = ORDER.slice(0, -1).map((module, i) => ({
  name: `upward-import:${module}`,
  severity: 'error',
  comment:
    `${module} may import only modules listed before it in src/modules/index.ts. To call a higher module, ` +
    'declare a port in ports/ and let the higher module register its implementation (backend/README.md).',
  from: { path: `^src/modules/${escape(module)}/` },
  to: {
    path: `^src/modules/(${ORDER.slice(i + 1)
      .map(escape)
      .join('|')})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle between files: one of them belongs lower down (a port, a domain rule, common/). Cycles ' +
        'of types alone are not counted: AppConfig is typed from the manifests that read it (config/app-config.ts).',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...upwardImports,
    {
      name: 'no-other-modules-internals',
      severity: 'error',
      comment:
        "Another module's data access, schema and HTTP edge are its own: use what its Nest module exports " +
        '(services, and the row types they return), its ports/, domain/, dtos/ or testing/ fixtures; never its ' +
        'repositories, migrations, seeds or controllers.',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/(repositories|migrations|seeds|controllers)/',
        pathNot: '^src/modules/$1/',
      },
    },
    {
      name: 'common-below-modules',
      severity: 'error',
      comment: 'src/common is below every module: a seam it needs is a port declared in common/ and provided by a module.',
      from: { path: '^src/common/', pathNot: '\\.(integration-)?spec\\.ts$' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing.',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/.*\\.d\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['types', 'import', 'require', 'node', 'default'] },
  },
};
