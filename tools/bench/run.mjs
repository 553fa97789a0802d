#!/usr/bin/env node
// `npm run bench [shell|map|drones|summary|cluster]`: every benchmark, or the one named. The front-end ones
// run against the built platform on a throwaway embedded database. Benchmarks print figures and ratios
// against a floor; they never fail a build on a timing (a non-zero exit means wrong answers).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { platformServices, ROOT } from '../platform/services.mjs';
import { startServices } from '../platform/supervisor.mjs';
import { measureShell, reportShell, staticShellWeight } from './shell-metrics.mjs';
import { measureMapFps, reportMapFps } from './map-fps.mjs';

const only = process.argv[2];

// The front-end benchmarks measure the running platform; start it only for them.
if (!only || only === 'shell' || only === 'map') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nebo-bench-'));
  const platform = await startServices(platformServices({ dataDir, env: { LOG_LEVEL: 'warn' } }), { logDir: path.join(dataDir, 'logs') });
  try {
    if (!only || only === 'shell') {
      console.log('\n== Shell and remotes ==');
      console.log(reportShell(staticShellWeight(), await measureShell()));
    }
    if (!only || only === 'map') {
      console.log('\n== Map page panning ==');
      console.log(reportMapFps(await measureMapFps()));
    }
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Backend benchmarks bring their own database and servers (on free ports): the map layers and the drones
// list against their floors, the summary under load (autocannon), two instances behind a proxy.
const BACKEND = [
  ['map', 'bench:map'],
  ['drones', 'bench:drones'],
  ['flights', 'bench:flights'],
  ['precheck', 'bench:precheck'],
  ['summary', 'bench:summary'],
  ['cluster', 'bench:cluster'],
];
for (const [name, script] of BACKEND) {
  if (only && only !== name) continue;
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'backend/package.json'), 'utf8'));
  if (!pkg.scripts?.[script]) continue;
  console.log(`\n== ${name} ==`);
  const r = spawnSync('npm', ['run', '-s', '-w', 'backend', script], { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) process.exitCode = 1;
}
