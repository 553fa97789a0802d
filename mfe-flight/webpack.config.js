// mfe_flight: a run-time remote (docs/contracts.md, "Remote contract"). The shell registers it from
// mf-manifest.json; `npm run dev` serves it alone on its own page (tools/webpack/harness).
const { createRemoteConfig } = require('../tools/webpack');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'mfe_flight',
  port: 3101,
  exposes: {
    './App': './src/App.tsx',
    './descriptor': './src/descriptor.ts',
  },
  // The flight request form embeds mfe_map/RouteEditor (src/map/RouteEditorSlot.tsx). Not a static remote:
  // the page's runtime knows mfe_map from the deployment file (docs/contracts.md, "Embedding another
  // remote's component"); only the standalone page registers it itself (tools/webpack/embeds.js).
  embeds: ['mfe_map'],
});
