import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { addEmptyAuthenticatedRoute } from '../drones/empty-authenticated-route';
import { RawHttpClient } from '../drones/raw-http-client';
import { databaseName, ensureDatabase } from '../map/bench-database';

/** The bench's database from its own variable, refused unless its name says it is for tests. */
export function benchDatabaseUrl(variable: string, fallback: string): string {
  const url = process.env[variable] || fallback;
  if (!databaseName(url).includes('test')) throw new Error(`Refusing to benchmark in "${databaseName(url)}": the name must contain "test"`);
  return url;
}

export interface BenchApp {
  app: INestApplication;
  dataSource: DataSource;
  http: RawHttpClient;
  issuer: TestTokenIssuer;
  close(): Promise<void>;
}

/**
 * The real application as production builds it (createApp), on the bench's database, trusting a local token
 * issuer, with the empty authenticated route the list benches use as a floor, listening on a free port.
 */
export async function startBenchApp(name: string, url: string, logLevel = 'warn'): Promise<BenchApp> {
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), `nebo-bench-${name}-`));
  const config = loadConfig({
    DATABASE_URL: url,
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: logLevel,
    DATA_DIR: dataDir,
  });
  addEmptyAuthenticatedRoute();
  const app = await createApp({ ...config, databaseUrl: url });
  let http: RawHttpClient | undefined;
  const close = async () => {
    http?.close();
    await app.close();
    await issuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await app.listen(0, '127.0.0.1');
    http = new RawHttpClient('127.0.0.1', (app.getHttpServer().address() as AddressInfo).port);
    return { app, dataSource: app.get(DataSource), http, issuer, close };
  } catch (error) {
    await close();
    throw error;
  }
}
