// mfe_map: a run-time remote (docs/contracts.md, "Remote contract"). The shell registers it from
// mf-manifest.json; `npm run dev` serves it alone on its own page (tools/webpack/harness).
// Besides ./App it exposes the map and the route editor that other remotes (flight requests) embed.
const { createRemoteConfig } = require('../tools/webpack');

const remote = createRemoteConfig({
  projectRoot: __dirname,
  name: 'mfe_map',
  port: 3106,
  exposes: {
    './App': './src/App.tsx',
    './descriptor': './src/descriptor.ts',
    './RouteEditor': './src/exposed/RouteEditor.tsx',
    './MapView': './src/exposed/MapView.tsx',
  },
});

module.exports = (env, argv) => {
  const config = remote(env, argv);
  // The offline base layer (scripts/build-base-layer.mjs) is referenced with new URL(…, import.meta.url):
  // emitted as a file of its own and fetched when a map first needs it, never parsed into a bundle.
  config.module.rules.push({
    test: /base-layer\.json$/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:8][ext]' },
  });
  return config;
};
