'use strict';
// Where things are in the workspace, resolved once.
const path = require('node:path');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');
const SHARED_UI_ROOT = path.join(WORKSPACE_ROOT, 'shared-ui');

module.exports = {
  WORKSPACE_ROOT,
  SHARED_UI_ROOT,
  SHARED_UI_ENTRY: path.join(SHARED_UI_ROOT, 'src', 'index.ts'),
  HARNESS_ROOT: path.join(__dirname, 'harness'),
  STATIC_SERVER_LIB: path.join(WORKSPACE_ROOT, 'tools', 'static-server', 'lib'),
};
