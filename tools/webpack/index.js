'use strict';
// Webpack configuration factories for the Nebo front ends (the shell host and the six remotes).
// Each project's webpack.config.js is one call to one of these. See README.md in this folder.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { createBaseConfig, resolveMode } = require('./base-config');
const { hostDevServer, remoteDevServer } = require('./dev-server');
const { checkEmbeds, harnessRemotes } = require('./embeds');
const { createFederationPlugin } = require('./federation');
const { createHtmlPlugin } = require('./html');
const { HARNESS_ROOT } = require('./paths');

const IDENTIFIER = /^[a-z][a-z0-9_]*$/;

function checkCommon({ projectRoot, name, port }) {
  if (!projectRoot || !path.isAbsolute(projectRoot)) throw new Error('projectRoot must be an absolute path (use __dirname)');
  // The name becomes a JavaScript global (the remote container) and a share-scope owner.
  if (!IDENTIFIER.test(name)) throw new Error(`name "${name}" must be a lower-case identifier such as mfe_flight`);
  if (!Number.isInteger(port)) throw new Error(`port of ${name} must be a number`);
}

/**
 * The shell: a host with no static remotes (the deployment file lists them at run time).
 * Entry `src/index.ts` (an async boundary that imports `./bootstrap`), page `public/index.html`.
 * `webpack serve --env deployment=admin` serves deployments/admin.json as /deployment.json.
 * @param {{ projectRoot: string, name: string, port: number }} options
 */
function createHostConfig({ projectRoot, name, port }) {
  checkCommon({ projectRoot, name, port });
  return (env = {}, argv = {}) => {
    const mode = resolveMode(env, argv);
    const profile = env.deployment ?? 'portal';
    return {
      ...createBaseConfig({
        projectRoot,
        name,
        mode,
        // '/' and not 'auto': on a deep link such as /drones/42/ 'auto' would fetch chunks relative to
        // the route and get index.html back.
        publicPath: '/',
        entry: { main: './src/index.ts' },
        configFile: path.join(projectRoot, 'webpack.config.js'),
      }),
      plugins: [createFederationPlugin({ name, isRemote: false }), createHtmlPlugin({ projectRoot, title: 'Небо' })],
      devServer: hostDevServer({ port, deploymentFile: path.join(projectRoot, 'deployments', `${profile}.json`) }),
    };
  };
}

/**
 * A remote: `remoteEntry.js` + `mf-manifest.json` exposing `exposes` (at least ./App and ./descriptor,
 * docs/contracts.md "Remote contract"), plus a standalone page that mounts its App in a small harness
 * (tools/webpack/harness) for developing the remote alone.
 * `embeds` names the remotes whose exposed components this one loads at run time (embeds.js).
 * @param {{ projectRoot: string, name: string, port: number, exposes: Record<string, string>, embeds?: string[] }} options
 */
function createRemoteConfig({ projectRoot, name, port, exposes, embeds }) {
  checkCommon({ projectRoot, name, port });
  const embedded = checkEmbeds(name, embeds);
  for (const required of ['./App', './descriptor']) {
    if (!exposes || !exposes[required]) throw new Error(`remote ${name} must expose "${required}" (remote contract v1)`);
  }
  return (env = {}, argv = {}) => {
    const mode = resolveMode(env, argv);
    const base = createBaseConfig({
      projectRoot,
      name,
      mode,
      // Resolved at run time from where remoteEntry.js was loaded, so a remote can move (CDN, port)
      // without a rebuild; the shell learns the place from the manifest URL in its deployment file.
      publicPath: 'auto',
      entry: { main: path.join(HARNESS_ROOT, 'index.ts') },
      configFile: path.join(projectRoot, 'webpack.config.js'),
    });
    return {
      ...base,
      resolve: {
        ...base.resolve,
        alias: {
          ...base.resolve.alias,
          // What the harness mounts: this remote's own exposed modules.
          'nebo-harness/app$': path.resolve(projectRoot, exposes['./App']),
          'nebo-harness/descriptor$': path.resolve(projectRoot, exposes['./descriptor']),
        },
      },
      plugins: [
        createFederationPlugin({ name, exposes, isRemote: true }),
        createHtmlPlugin({ projectRoot, title: `Небо — ${name}` }),
        // Read by the harness only (it registers them; on the shell's page the deployment file does).
        new DefinePlugin({ NEBO_HARNESS_REMOTES: JSON.stringify(harnessRemotes(embedded, mode)) }),
      ],
      devServer: remoteDevServer({ port }),
    };
  };
}

module.exports = { createHostConfig, createRemoteConfig };
