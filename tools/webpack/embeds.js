'use strict';
// Remotes whose exposed components a remote embeds (createRemoteConfig's `embeds`, e.g. mfe_flight embeds
// mfe_map/RouteEditor). Like the shell's, they are not static remotes of the build: on a page of the shell
// the runtime already knows them from the deployment file, and shared-ui's RemoteComponent loads through it
// (docs/contracts.md, "Embedding another remote's component"). Only the standalone development page, which
// has no shell, registers them itself, at the addresses the portal deployment file gives them.
const fs = require('node:fs');
const path = require('node:path');
const { WORKSPACE_ROOT } = require('./paths');

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
const HARNESS_DEPLOYMENT = path.join(WORKSPACE_ROOT, 'shell', 'deployments', 'portal.json');

/** @param {string} name the embedding remote @param {unknown} embeds */
function checkEmbeds(name, embeds) {
  if (embeds === undefined) return [];
  if (!Array.isArray(embeds)) throw new Error(`embeds of ${name} must be an array of remote names`);
  for (const embedded of embeds) {
    if (typeof embedded !== 'string' || !IDENTIFIER.test(embedded))
      throw new Error(`embeds of ${name}: "${embedded}" is not a remote name such as mfe_map`);
    if (embedded === name) throw new Error(`${name} cannot embed itself`);
  }
  return embeds;
}

/**
 * What the development harness registers with the runtime: `{ name, entry }` of each embedded remote from
 * the deployment file, in development only (a production build names no address: it must work wherever
 * the deployment puts the remotes).
 * @param {string[]} embeds @param {'development' | 'production'} mode @param {string} [deploymentFile]
 */
function harnessRemotes(embeds, mode, deploymentFile = HARNESS_DEPLOYMENT) {
  if (mode !== 'development' || embeds.length === 0) return [];
  const deployment = JSON.parse(fs.readFileSync(deploymentFile, 'utf8'));
  return embeds.map((name) => {
    const remote = (deployment.remotes ?? []).find((candidate) => candidate.name === name);
    if (!remote) throw new Error(`${name} is embedded, but ${path.relative(WORKSPACE_ROOT, deploymentFile)} does not list it`);
    return { name, entry: remote.manifest };
  });
}

module.exports = { checkEmbeds, harnessRemotes, HARNESS_DEPLOYMENT };
