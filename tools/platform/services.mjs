// The processes that make up the platform on one machine, in start order.
// Ports and roles are fixed by docs/contracts.md; DATA_DIR and TTLs can be overridden per run (tests do).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = [
  { project: 'mfe-flight', port: 3101 },
  { project: 'mfe-company', port: 3102 },
  { project: 'mfe-authority', port: 3103 },
  { project: 'mfe-admin', port: 3104 },
  { project: 'mfe-insurance', port: 3105 },
  { project: 'mfe-map', port: 3106 },
];

export const SHELLS = [
  { profile: 'portal', port: 8080 },
  { profile: 'authority', port: 8081 },
  { profile: 'admin', port: 8082 },
];

const serve = path.join(ROOT, 'tools/static-server/serve.mjs');

export function platformServices({ dataDir, env = {} }) {
  const backend = {
    name: 'backend',
    cmd: process.execPath,
    args: [path.join(ROOT, 'backend/dist/main.js')],
    env: { DATA_DIR: dataDir, ...env },
    ready: 'http://localhost:3000/health/ready',
  };
  // Real SMTP to a local catcher: every e-mail the platform sends can be read at http://localhost:1080/.
  const smtpCatcher = {
    name: 'smtp-catcher',
    cmd: process.execPath,
    args: [path.join(ROOT, 'backend/dist/simulators/smtp-catcher/main.js')],
    env: {},
    ready: 'http://localhost:1080/messages',
  };
  // The zonal centre (ЕС ОрВД) the agreements talk to: Azimut and SPPI over HTTP, letters over SMTP (2525);
  // it answers letters at the backend's inbound listener (2526) and reads restricted zones from the backend's
  // public map when it decides, so it may start first. Status page: http://localhost:3200/. The centres of
  // ZC_SIM_PLATFORM_CENTRES (default ZC-MOSCOW) decide in the platform's authority area: it only takes their submissions.
  const zonalCentre = {
    name: 'zonal-centre',
    cmd: process.execPath,
    args: [path.join(ROOT, 'backend/dist/simulators/zonal-centre/main.js')],
    env: { DATA_DIR: dataDir },
    ready: 'http://localhost:3200/health',
  };
  const remotes = REMOTES.map(({ project, port }) => ({
    name: project,
    cmd: process.execPath,
    args: [serve, '--dir', path.join(ROOT, project, 'dist'), '--port', String(port), '--cors'],
    ready: `http://localhost:${port}/mf-manifest.json`,
  }));
  const shells = SHELLS.map(({ profile, port }) => ({
    name: `shell:${profile}`,
    cmd: process.execPath,
    args: [
      serve,
      '--dir',
      path.join(ROOT, 'shell/dist'),
      '--port',
      String(port),
      '--spa',
      '--deployment',
      path.join(ROOT, 'shell/deployments', `${profile}.json`),
    ],
    ready: `http://localhost:${port}/deployment.json`,
  }));
  return [smtpCatcher, zonalCentre, backend, ...remotes, ...shells];
}
