import { createServer, type AddressInfo } from 'node:net';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { identityMigrations } from '../modules/identity/migrations';
import { AccessTokenCutoffs } from '../modules/identity/services/access-token-cutoffs';
import type { EmbeddedAuthServerDeps } from '../modules/auth-server/auth-server.deps';
import { mountEmbeddedAuthServer } from '../modules/auth-server/embedded-auth-server';
import { authServerMigrations } from '../modules/auth-server/migrations';

/** An empty Nest application: the auth server is mounted on its HTTP server as in production. */
@Module({})
class HostModule {}

export interface AuthTestServer {
  port: number;
  baseUrl: string;
  issuer: string;
  /** The cut-offs the provider's sign-out records: the identity module's, on the same database. */
  cutoffs: AccessTokenCutoffs;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A data source with the auth server's schema, migrated from scratch by its real migrations, plus the
 * identity module's cut-off table (the provider's sign-out writes to it through AccessTokenCutoffs).
 */
export async function migratedDataSource(databaseUrl: string): Promise<DataSource> {
  const migrations = [...authServerMigrations, ...identityMigrations];
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl, migrations, extra: { max: 4 } });
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}

/**
 * Starts a Nest application created like the backend's (no body parser) with the embedded provider
 * mounted by `mountEmbeddedAuthServer`, listening on a free port of localhost.
 */
export async function startAuthTestServer(
  dataSource: DataSource,
  overrides: Partial<EmbeddedAuthServerDeps> = {},
  port?: number,
): Promise<AuthTestServer> {
  port ??= await freePort();
  const baseUrl = `http://localhost:${port}`;
  const issuer = `${baseUrl}/realms/nebo`;
  const app: INestApplication = await NestFactory.create(HostModule, new FastifyAdapter(), { bodyParser: false, logger: false });
  const cutoffs = new AccessTokenCutoffs(dataSource);
  const deps: EmbeddedAuthServerDeps = {
    issuer,
    dataSource,
    accessTokenTtl: 900,
    refreshTokenTtl: 36000,
    corsOrigins: ['http://localhost:8080'],
    tokenCutoff: cutoffs,
    logger: { log: () => undefined, warn: () => undefined, error: (message, trace) => console.error(message, trace) },
    ...overrides,
  };
  await mountEmbeddedAuthServer(app, deps);
  await app.listen(port);
  return { port, baseUrl, issuer, cutoffs, close: () => app.close() };
}
