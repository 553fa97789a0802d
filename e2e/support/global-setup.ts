import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The platform's own process list: the e2e run starts exactly what `npm start` starts.
import { platformServices } from '../../tools/platform/services.mjs';
import { startServices } from '../../tools/platform/supervisor.mjs';
import { ACCESS_TOKEN_TTL_SECONDS } from './constants';

export default async function globalSetup() {
  // No DATABASE_URL: the backend starts its embedded PostgreSQL in a fresh folder, as on a fresh clone.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nebo-e2e-'));
  const env: Record<string, string> = { ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS), LOG_LEVEL: 'warn' };
  delete process.env.DATABASE_URL;
  const platform = await startServices(platformServices({ dataDir, env }), {
    logDir: path.join(__dirname, '..', 'test-results', 'platform-logs'),
  });
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
