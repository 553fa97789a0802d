import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS } from './constants';

const ROOT = path.resolve(__dirname, '..', '..');
/** Test-only map data: one small restricted zone over central Moscow, where the flight-request scenario draws. */
const RESTRICTED_ZONE_FIXTURE = path.join(ROOT, 'e2e/fixtures/restricted-zone.geojson');

/**
 * Runs one of the backend's built command-line tools with the platform's environment: on the same embedded
 * PostgreSQL in DATA_DIR, which the tool starts and stops itself (so it is free again when the platform starts).
 */
function runBackendCli(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'backend/dist', script), ...args], { env, stdio: 'pipe', timeout: 120_000 });
  } catch (error) {
    const failed = error as { stdout?: Buffer; stderr?: Buffer; message: string };
    throw new Error(`${script} failed: ${failed.message}\n${String(failed.stdout ?? '')}${String(failed.stderr ?? '')}`);
  }
}

/**
 * Starts the built platform with the very launcher behind `npm start`, on a fresh embedded PostgreSQL in a
 * temporary folder (no DATABASE_URL: as on a fresh clone with no database server), and stops it afterwards.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nebo-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  // Restricted zones come only through the operator's import (`map:import`), never from the seeds: load the
  // test zone the way an operator would, before the platform starts (it migrates again, idempotently, and seeds the rest).
  runBackendCli('database/cli/migrate.js', [], env);
  runBackendCli('modules/map/cli/map-import.js', ['--file', RESTRICTED_ZONE_FIXTURE, '--layer', 'RESTRICTED_ZONES'], env);
  const platform = spawn(process.execPath, [path.join(ROOT, 'tools/platform/start.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`platform did not start in 330 s:\n${output}`)), 330_000);
    platform.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Nebo is up')) {
        clearTimeout(timer);
        resolve();
      }
    });
    platform.stderr.on('data', (chunk) => {
      output += chunk;
    });
    platform.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`platform exited with ${code}:\n${output}`));
    });
  });
  process.stdout.write(
    output
      .split('\n')
      .filter((l) => /Nebo is up|Portal/.test(l))
      .join('\n') + '\n',
  );
  return async () => {
    await new Promise<void>((resolve) => {
      platform.once('exit', () => resolve());
      platform.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
