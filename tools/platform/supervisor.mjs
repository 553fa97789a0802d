// Starts a set of services, waits until each answers its readiness URL, and stops them all together.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch (_) {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready at ${url} after ${timeoutMs / 1000} s`);
}

export async function startServices(services, { logDir, timeoutMs = 120_000, onLine } = {}) {
  mkdirSync(logDir, { recursive: true });
  const running = [];
  const stop = async () => {
    await Promise.all(running.map(({ child }) => new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    })));
  };
  try {
    for (const svc of services) {
      const log = createWriteStream(path.join(logDir, `${svc.name.replace(':', '-')}.log`));
      const child = spawn(svc.cmd, svc.args, { env: { ...process.env, ...svc.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      if (onLine) child.stderr.on('data', (d) => onLine(svc.name, String(d)));
      running.push({ svc, child });
    }
    // Start everything at once, then wait: the static servers are ready long before the backend.
    await Promise.all(running.map(({ svc, child }) =>
      waitReady(svc.ready, child, timeoutMs).catch((e) => {
        throw new Error(`${svc.name} ${e.message} (log: ${path.join(logDir, svc.name.replace(':', '-') + '.log')})`);
      })));
  } catch (e) {
    await stop();
    throw e;
  }
  return { stop, running };
}
