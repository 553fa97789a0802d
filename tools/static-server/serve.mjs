#!/usr/bin/env node
// Serves a built front end. See README.md in this folder for flags, headers and environment overrides.
import { statSync } from 'node:fs';
import path from 'node:path';
import { loadDeploymentFile } from './lib/deployment.mjs';
import { USAGE, UsageError, parseOptions } from './lib/options.mjs';
import { createStaticServer } from './lib/server.mjs';

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

let options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (e) {
  fail(e instanceof UsageError ? e.message : String(e));
}
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const dir = path.resolve(options.dir);
try {
  if (!statSync(dir).isDirectory()) fail(`${dir} is not a folder`);
} catch {
  fail(`${dir} does not exist — build the project first (npm run build -w <project>)`);
}

let deploymentJson = null;
if (options.deployment) {
  try {
    deploymentJson = loadDeploymentFile(path.resolve(options.deployment));
  } catch (e) {
    fail(e.message);
  }
}

const log = options.quiet ? undefined : (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
const server = createStaticServer({ dir, spa: options.spa, cors: options.cors, deploymentJson, log });

server.on('error', (e) => fail(`cannot listen on port ${options.port}: ${e.message}`));
server.listen(options.port, options.host, () => {
  const { port } = server.address();
  const what = [options.spa && 'SPA', options.cors && 'CORS', options.deployment && `deployment ${options.deployment}`]
    .filter(Boolean)
    .join(', ');
  process.stdout.write(`Serving ${dir} on http://localhost:${port}/${what ? ` (${what})` : ''}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
