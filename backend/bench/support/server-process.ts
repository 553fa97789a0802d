import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** The backend's entry point as compiled with the benchmarks (bench/tsconfig.json builds ../src too). */
const MAIN = path.resolve(__dirname, '../../src/main.js');

export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Stops it with SIGTERM (a clean shutdown) and waits for the exit. */
  stop(): Promise<void>;
  /** Kills it with SIGKILL, as a crash or the OOM killer would, and waits for the exit. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the backend as production runs it — `node main.js`, its own process with its own event loop, the
 * configuration from the environment — and resolves once /health/ready answers 200. Its output goes to
 * `logFile` (the request log included, as a deployment writes it somewhere).
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  logFile: string,
  options: { port?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN], {
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting; see ${logFile}`);
    try {
      if ((await fetch(`${url}/health/ready`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not become ready in 120 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { name, port, url, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
