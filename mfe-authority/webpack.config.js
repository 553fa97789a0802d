// mfe_authority: a run-time remote (docs/contracts.md, "Remote contract"). The shell registers it from
// mf-manifest.json; `npm run dev` serves it alone on its own page (tools/webpack/harness).
const { createRemoteConfig } = require('../tools/webpack');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'mfe_authority',
  port: 3103,
  exposes: {
    './App': './src/App.tsx',
    './descriptor': './src/descriptor.ts',
  },
  // The review pages and the dashboard embed mfe_map/MapView (src/review/map/MapViewSlot.tsx); only the standalone
  // page registers it itself (tools/webpack/embeds.js), the shell registers it from the deployment file.
  embeds: ['mfe_map'],
});
