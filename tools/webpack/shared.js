'use strict';
// The shared singletons of the federation (docs/contracts.md, "Remote contract").
// Exactly these packages exist once per page, whichever of the host or a remote loaded first
// (shareStrategy 'loaded-first'); everything else is bundled privately by whoever uses it.
// Singletons matter for the ones that hold state or React context: two copies of react, react-router,
// react-query, i18next or styled-components would silently split hooks, routing, caches, translations
// and themes between the shell and a remote.
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACE_ROOT, SHARED_UI_ROOT, SHARED_UI_ENTRY } = require('./paths');
const { sharedUiVersion } = require('./shared-ui-version');

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
  'styled-components',
  // shared-ui's form fields (useField) must find the remote's <Form> context: one react-final-form per page.
  'react-final-form',
  'final-form',
];

function readVersion(packageRoot) {
  const file = path.join(packageRoot, 'package.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch (e) {
    throw new Error(`Cannot read the version of a shared package from ${file} (run npm ci at the root): ${e.message}`);
  }
}

/**
 * The `shared` option of ModuleFederationPlugin, identical for the host and every remote.
 * Versions come from what is installed at the workspace root (npm workspaces hoist one copy), and the
 * required range is the caret of it: a remote built against a newer patch or minor still shares the
 * host's copy instead of loading a second React.
 */
function createSharedConfig() {
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = readVersion(path.join(WORKSPACE_ROOT, 'node_modules', name));
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  // shared-ui is a workspace package consumed from source (no build step), so webpack finds no
  // version in node_modules metadata by itself. It is versioned by its sources and required exactly
  // (strictVersion): a remote and a shell built from different shared-ui sources are refused as a pair
  // instead of sharing a copy that lacks what the remote imports (see shared-ui-version.js).
  const version = sharedUiVersion(SHARED_UI_ROOT, readVersion(SHARED_UI_ROOT));
  shared['@nebo/shared-ui'] = {
    singleton: true,
    strictVersion: true,
    import: SHARED_UI_ENTRY,
    version,
    requiredVersion: version,
  };
  return shared;
}

module.exports = { createSharedConfig, SINGLETON_PACKAGES };
