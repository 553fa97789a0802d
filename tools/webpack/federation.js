'use strict';
// ModuleFederationPlugin options shared by the host and the remotes.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createSharedConfig } = require('./shared');

/**
 * @param {{ name: string, exposes?: Record<string, string>, isRemote: boolean }} options
 */
function createFederationPlugin({ name, exposes, isRemote }) {
  return new ModuleFederationPlugin({
    name,
    // No build has static remotes: the deployment file names them at run time (the shell's registerRemotes),
    // also the ones a remote embeds (createRemoteConfig's `embeds`, loaded through shared-ui RemoteComponent).
    remotes: {},
    ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
    shared: createSharedConfig(),
    // A remote's code (and any shared copy it brings) is fetched only when its route is visited;
    // 'version-first' would load every registered remote's entry at start-up to compare versions.
    shareStrategy: 'loaded-first',
    // mf-manifest.json lets the shell register a remote by one URL and resolve its assets relative to it.
    manifest: isRemote,
    // Types travel through the workspace's TypeScript paths, not through downloaded type archives.
    dts: false,
    dev: false,
  });
}

module.exports = { createFederationPlugin };
