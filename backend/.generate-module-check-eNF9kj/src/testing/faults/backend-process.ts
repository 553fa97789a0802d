import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const BACKEND_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The backend as production runs it — `src/main.ts` in a process of its own, started from the sources
 * (from-source.cjs) — so a test can SIGKILL it mid-request and start it again on the same database and files.
 */
export class BackendProcess {
  private child: ChildProcess | null = null;
  private output: string[] = [];

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /health/ready answers 200. */
  async start(timeoutMs = 60_000): Promise<void> {
    const child = spawn(process.execPath, ['-r', path.join(__dirname, 'from-source.cjs'), path.join(BACKEND_ROOT, 'src', 'main.ts')], {
      cwd: BACKEND_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(this.port), PUBLIC_URL: this.url, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode} while starting:\n${this.log()}`);
      try {
        const res = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(1_000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The backend was not ready within ${timeoutMs} ms:\n${this.log()}`);
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut off where they are. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  /** The last lines the process wrote (for failure messages). */
  log(): string {
    return this.output.join('').split('\n').slice(-60).join('\n');
  }
}
