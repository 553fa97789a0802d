// mfe_map: a run-time remote (docs/contracts.md, "Remote contract"). The shell registers it from
// mf-manifest.json; `npm run dev` serves it alone on its own page (tools/webpack/harness).
const { createRemoteConfig } = require('../tools/webpack');

module.exports = createRemoteConfig({
  projectRoot: __dirname,
  name: 'mfe_map',
  port: 3106,
  exposes: {
    './App': './src/App.tsx',
    './descriptor': './src/descriptor.ts',
  },
});
