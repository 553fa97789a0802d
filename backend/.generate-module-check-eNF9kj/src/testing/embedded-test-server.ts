import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { TEST_DATABASE_NAME } from './test-server';

/** Fixes the embedded server's port (e.g. to stay inside a range a shared machine gives you); free one otherwise. */
export const EMBEDDED_PORT_ENV = 'NEBO_TEST_EMBEDDED_POSTGRES_PORT';

/** Temporary folders of runs are named after their process, so a later run can tell abandoned ones. */
const FOLDER_PREFIX = 'nebo-test-postgres-';

export interface EmbeddedTestServer {
  /** The base test database on the embedded server (credentials included). */
  url: string;
  folder: string;
  port: number;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL for one test run: a fresh cluster in a temporary folder on a free port.
 * Whatever happens to the run, the folder goes: `stop()` on the normal path; on Ctrl-C or a kill the
 * embedded-postgres library stops the server itself and the exit hook here removes the folder; after a
 * SIGKILL the next run finds the folder of a dead process, stops its server and removes it.
 */
export async function startEmbeddedTestServer(): Promise<EmbeddedTestServer> {
  removeAbandonedFolders();
  const folder = await mkdtemp(path.join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);
  const lines: string[] = [];
  try {
    const port = process.env[EMBEDDED_PORT_ENV] ? Number(process.env[EMBEDDED_PORT_ENV]) : await freePort();
    const server = await startEmbeddedPostgres({
      databaseDir: path.join(folder, 'data'),
      port,
      databaseName: TEST_DATABASE_NAME,
      log: (line) => lines.push(line),
    });
    return {
      url: server.url,
      folder,
      port,
      stop: async () => {
        await server.stop();
        await rm(folder, { recursive: true, force: true });
        process.removeListener('exit', removeFolder);
      },
    };
  } catch (error) {
    // The server's own log says why it did not start (a taken port, no postgres user…).
    process.stderr.write(lines.join(''));
    removeFolder();
    process.removeListener('exit', removeFolder);
    throw error;
  }
}

/** A port nobody listens on right now: the operating system picks it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port assigned'))));
    });
  });
}

/** The pid a run's folder is named after, or null for anything that is not such a folder. */
export function ownerOfFolder(name: string): number | null {
  const match = new RegExp(`^${FOLDER_PREFIX}(\\d+)-`).exec(name);
  return match ? Number(match[1]) : null;
}

function removeAbandonedFolders(): void {
  for (const name of readdirSync(tmpdir())) {
    const owner = ownerOfFolder(name);
    if (owner === null || isAlive(owner)) continue;
    const folder = path.join(tmpdir(), name);
    stopLeftoverServer(path.join(folder, 'data'));
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A run killed outright leaves its postmaster running; it serves nothing any more, so stop it now. */
function stopLeftoverServer(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  try {
    // Only a postgres serving this very folder: the pid may have been reused by an unrelated process.
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(commandLine[0] ?? '') === 'postgres' && commandLine.includes(dataDir)) process.kill(pid, 'SIGQUIT');
  } catch {
    // Gone meanwhile, or no /proc: nothing to stop.
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
