import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp } from '../bootstrap';
import { loadConfig } from '../config/load-config';
import { DemoRole } from './demo-identities';
import { runDatabaseUrl } from './test-database';
import { TestTokenIssuer } from './test-token-issuer';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  issuer: TestTokenIssuer;
  dataSource: DataSource;
  /** An Authorization header value for a demo account. */
  bearer(role: DemoRole): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real application (createApp, as production builds it) on this run's test database, trusting a
 * local test token issuer instead of the embedded identity provider. No job workers unless `env` asks for them.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const issuer = await TestTokenIssuer.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-test-data-'));
  const config = loadConfig({
    DATABASE_URL: runDatabaseUrl(),
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Specs run the queues themselves (JobQueue.runDue): pg-boss's worker loop outlives its stop by up to a
    // second, and a loop still running when Jest tears a spec file down fails the next file.
    JOBS_WORKER_ENABLED: 'false',
    ...env,
  });
  const app = await createApp({ ...config, databaseUrl: config.databaseUrl ?? runDatabaseUrl() });
  return {
    app,
    http: request(app.getHttpServer()),
    issuer,
    dataSource: app.get(DataSource),
    bearer: async (role) => `Bearer ${await issuer.tokenFor(role)}`,
    close: async () => {
      await app.close();
      await issuer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
