#!/usr/bin/env node
// `npm start`: the whole platform on the embedded defaults — PostgreSQL on disk, the OpenID Connect
// provider and the simulators inside the backend, the shell in three deployments and the six remotes.
import path from 'node:path';
import { ROOT, platformServices, SHELLS } from './services.mjs';
import { startServices, stopOnSignals } from './supervisor.mjs';

const dataDir = process.env.DATA_DIR ?? path.join(ROOT, '.data');
const logDir = path.join(dataDir, 'logs');

const ACCOUNTS = [
  ['pilot', 'pilot@nebo.local'],
  ['company admin', 'company@nebo.local'],
  ['authority reviewer', 'authority@nebo.local'],
  ['platform admin', 'admin@nebo.local'],
  ['registration reviewer', 'reviewer@nebo.local'],
  ['applicant', 'applicant@nebo.local'],
];

const started = Date.now();
console.log(`Starting Nebo (data in ${dataDir}, logs in ${logDir}) …`);
let platform;
try {
  // The demo applicant's requests wait for the Moscow zonal centre's reviewer (authority@nebo.local) at every
  // start (backend module demo-flights); NEBO_DEMO_DATA=false in the environment starts without them.
  const demoData = process.env.NEBO_DEMO_DATA ?? 'true';
  platform = await startServices(platformServices({ dataDir, env: { NEBO_DEMO_DATA: demoData } }), { logDir, timeoutMs: 300_000 });
} catch (e) {
  console.error(`Nebo did not start: ${e.message}`);
  process.exit(1);
}

// Ctrl+C stops everything; a service that stops on its own is restarted by the supervisor (said here).
// Installed before "Nebo is up" is printed: whoever waits for that line may stop us right after it.
stopOnSignals(platform, { onStopping: () => console.log('\nStopping Nebo …') });

const url = (port) => `http://localhost:${port}/`;
console.log(`
Nebo is up in ${((Date.now() - started) / 1000).toFixed(1)} s.

  Portal             ${url(SHELLS[0].port)}
  Authority portal   ${url(SHELLS[1].port)}
  Admin portal       ${url(SHELLS[2].port)}
  API (Swagger)      http://localhost:3000/docs/
  E-mail inbox       http://localhost:1080/  (SMTP catcher: every e-mail the platform sends)
  Zonal centre (sim) http://localhost:3200/  (Azimut API /azimut/api/v1, SPPI /sppi, mailbox smtp://localhost:2525;
                     the Moscow centre decides on the platform: authority@nebo.local)
  Sign-in provider   http://localhost:3000/realms/nebo/.well-known/openid-configuration

Demo accounts (password for all: Nebo-2026!)
${ACCOUNTS.map(([who, login]) => `  ${who.padEnd(22)} ${login}`).join('\n')}

Press Ctrl+C to stop.`);
