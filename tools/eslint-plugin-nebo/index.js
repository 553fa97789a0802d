'use strict';
// Project boundaries of the Nebo workspace, enforced at lint time.
// Run-time remotes must stay independent: a remote that imports another remote (or the shell) would be
// bundled into it and break independent deployment, so the matrix below is a build failure, not advice.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const FRONT_END = ['shell', 'shared-ui', 'mfe-flight', 'mfe-company', 'mfe-authority', 'mfe-admin', 'mfe-insurance', 'mfe-map'];
/**
 * Libraries inside tools/ that are projects of their own (workspace packages @nebo/<name>): plain Node code
 * shared by the backend and build scripts, which must not be bundled into a remote.
 */
const LIBRARIES = { 'geo-names': path.join('tools', 'geo-names') };
/**
 * The contract across the wall: the vocabulary (plain constants both the backend and the front ends
 * import) and the API types generated from the backend's OpenAPI document with their thin client.
 */
const CONTRACT = ['shared-vocabulary', 'shared-api'];
const PROJECTS = [...FRONT_END, ...CONTRACT, 'backend', 'e2e', 'tools', ...Object.keys(LIBRARIES)];

/** Which projects a project may import from (itself is always allowed). */
const ALLOWED = {
  'shared-vocabulary': [],
  'shared-api': ['shared-vocabulary'],
  'shared-ui': CONTRACT,
  shell: ['shared-ui', ...CONTRACT],
  'mfe-flight': ['shared-ui', ...CONTRACT],
  'mfe-company': ['shared-ui', ...CONTRACT],
  'mfe-authority': ['shared-ui', ...CONTRACT],
  'mfe-admin': ['shared-ui', ...CONTRACT],
  'mfe-insurance': ['shared-ui', ...CONTRACT],
  'mfe-map': ['shared-ui', ...CONTRACT],
  // The backend shares the vocabulary only: the API types are generated from it, not read by it.
  backend: ['geo-names', 'shared-vocabulary'],
  'geo-names': [],
  e2e: PROJECTS,
  tools: PROJECTS,
};

function projectOfFile(file) {
  const rel = path.relative(ROOT, file);
  if (rel.startsWith('..')) return null;
  const library = Object.keys(LIBRARIES).find((name) => rel === LIBRARIES[name] || rel.startsWith(LIBRARIES[name] + path.sep));
  if (library) return library;
  const top = rel.split(path.sep)[0];
  return PROJECTS.includes(top) ? top : null;
}

/** The workspace project an import specifier points into, or null for third-party packages. */
function projectOfImport(specifier, fromFile) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return projectOfFile(path.resolve(path.dirname(fromFile), specifier));
  }
  const match = /^@nebo\/([^/]+)/.exec(specifier);
  if (match) return PROJECTS.includes(match[1]) ? match[1] : null;
  return null;
}

/**
 * The one door between remotes: a remote's published declarations (the "./types" entry of its package.json,
 * e.g. mfe-map/src/types.ts), read by another remote that embeds one of its exposed components. Type-only
 * imports are erased by the compiler, so nothing of the exposing remote is bundled; the component itself
 * is loaded at run time (shared-ui RemoteComponent, docs/contracts.md "Embedding another remote's component").
 */
const PUBLISHED_TYPES = /^@nebo\/(mfe-[a-z0-9-]+)\/types$/;

/**
 * `import type { X } from '@nebo/mfe-map/types'` or `export type { X } from …` in another remote. An inline
 * `import { type X }` does not count: under some compiler settings it leaves a bare import of the module.
 */
function isPublishedTypeImport(node, specifier, from, to) {
  const match = PUBLISHED_TYPES.exec(specifier);
  if (!match || match[1] !== to || !from.startsWith('mfe-')) return false;
  if (node.type === 'ImportDeclaration') return node.importKind === 'type';
  if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') return node.exportKind === 'type';
  return false;
}

function explain(from, to) {
  if (from === 'backend' && FRONT_END.includes(to)) return 'the backend imports no front end';
  if (from === 'shared-ui') return 'shared-ui imports no app';
  if (from === 'shared-vocabulary') return 'the vocabulary has no dependencies';
  if (to.startsWith('mfe-')) {
    return `remotes never import each other; load a remote at run time instead (its types only through "import type … from '@nebo/${to}/types'")`;
  }
  return `"${from}" may import only: ${ALLOWED[from].join(', ') || 'nothing from the workspace'}`;
}

const projectBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import matrix between Nebo workspace projects' },
    schema: [],
    messages: { forbidden: 'Import of "{{specifier}}" crosses a project boundary ({{from}} → {{to}}): {{why}}.' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = projectOfFile(file);
    if (!from) return {};
    // Build configuration (webpack.config.js, jest.config.js…) and build scripts (<project>/scripts/, e.g.
    // mfe-map's base-layer build) run in Node at build time and are never bundled, so they may use the
    // workspace tooling and its Node libraries; application source may not.
    const isBuildTime = /\.config\.[cm]?[jt]s$/.test(path.basename(file)) || path.relative(ROOT, file).split(path.sep)[1] === 'scripts';
    function check(node, specifier, statement = node) {
      if (typeof specifier !== 'string') return;
      const to = projectOfImport(specifier, file);
      if (!to || to === from || ALLOWED[from].includes(to)) return;
      if (isPublishedTypeImport(statement, specifier, from, to)) return;
      if (isBuildTime && (to === 'tools' || to in LIBRARIES)) return;
      context.report({ node, messageId: 'forbidden', data: { specifier, from, to, why: explain(from, to) } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, node),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      CallExpression(node) {
        const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
        const arg = node.arguments[0];
        if (isRequire && arg && arg.type === 'Literal') check(arg, arg.value);
      },
    };
  },
};

module.exports = { rules: { 'project-boundaries': projectBoundaries }, ALLOWED, FRONT_END, CONTRACT };
