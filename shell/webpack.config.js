// The shell: a Module Federation host with no static remotes — shell/deployments/*.json name them at
// run time. `npm run dev -w shell -- --env deployment=admin` develops against another deployment.
const { createHostConfig } = require('../tools/webpack');

// The name must stay equal to SHELL_FEDERATION_NAME in src/federation/initFederation.ts.
module.exports = createHostConfig({ projectRoot: __dirname, name: 'shell', port: 8080 });
