// Starts a set of services, waits until each answers its readiness URL, restarts a service that dies once
// the platform is up (with exponential back-off, said in the console), and stops them all together.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Restart back-off: 1 s, 2 s, 4 s … up to 30 s between attempts; a service that then stays up for a
 * minute is considered healthy again and its next failure starts from 1 s.
 */
export const RESTART_DEFAULTS = { initialDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restart number `failures + 1` of a service that has failed `failures` times in a row. */
export function restartDelay(failures, { initialDelayMs, maxDelayMs } = RESTART_DEFAULTS) {
  return Math.min(initialDelayMs * 2 ** failures, maxDelayMs);
}

/**
 * How long an exit is left to settle before it counts as unexpected. Ctrl+C in a terminal reaches every
 * service at the same moment as this process, and a service may die of it before our own SIGINT handler
 * has run: deciding a moment later lets stop() claim such exits instead of announcing a restart.
 */
const EXIT_SETTLE_MS = 100;

const describeExit = (code, signal) => (code !== null ? `exit code ${code}` : `signal ${signal}`);
const duration = (ms) => (ms >= 1_000 ? `${Number((ms / 1_000).toFixed(1))} s` : `${ms} ms`);
const exited = (child) => child.exitCode !== null || child.signalCode !== null;

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`stopped (${describeExit(child.exitCode, child.signalCode)}) before it was ready`);
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

/**
 * Starts every service at once and resolves when all are ready; rejects (having stopped them all) when one
 * stops or is not ready in time. A service that stops on its own after it was ready (even while others are
 * still starting) is restarted after restartDelay(); `stop()` stops everything and cancels pending
 * restarts. `log` receives the supervisor's messages (console.error by default).
 */
export async function startServices(
  services,
  { logDir, timeoutMs = 120_000, onLine, restart = RESTART_DEFAULTS, log = console.error } = {},
) {
  mkdirSync(logDir, { recursive: true });
  const running = services.map((svc) => ({
    svc,
    child: null,
    logFile: path.join(logDir, `${svc.name.replace(':', '-')}.log`),
    startedAt: 0,
    /** Found ready once: from then on, stopping is a failure to restart from rather than a failed start. */
    ready: false,
    /** Failures in a row, for the back-off; reset once the service has stayed up `stableAfterMs`. */
    failures: 0,
    restarts: 0,
    timer: null,
  }));
  let stopping = null;

  const launch = (slot, flags) => {
    // Appended to after a restart: the log of the run that died is what explains it.
    const logStream = createWriteStream(slot.logFile, { flags });
    const child = spawn(slot.svc.cmd, slot.svc.args, { env: { ...process.env, ...slot.svc.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Two sources write into one file: it is closed once both are done, not by the first to end.
    child.stdout.pipe(logStream, { end: false });
    child.stderr.pipe(logStream, { end: false });
    child.once('close', () => logStream.end());
    if (onLine) child.stderr.on('data', (d) => onLine(slot.svc.name, String(d)));
    // A command that cannot be run at all: said once; the readiness wait or the restart loop takes it from there.
    child.on('error', (error) => log(`${slot.svc.name} could not be run: ${error.message}`));
    child.once('exit', (code, signal) => {
      const uptime = Date.now() - slot.startedAt;
      setTimeout(() => onExit(slot, child, code, signal, uptime), EXIT_SETTLE_MS);
    });
    slot.child = child;
    slot.startedAt = Date.now();
    return child;
  };

  const onExit = (slot, child, code, signal, uptime) => {
    // Before it was first ready, the readiness wait reports the failure and the start fails as a whole.
    if (stopping || !slot.ready || slot.child !== child) return;
    if (uptime >= restart.stableAfterMs) slot.failures = 0;
    const delay = restartDelay(slot.failures, restart);
    slot.failures += 1;
    slot.restarts += 1;
    log(
      `${slot.svc.name} stopped unexpectedly (${describeExit(code, signal)}) after ${duration(uptime)}; ` +
        `restarting it in ${duration(delay)} (restart ${slot.restarts}; log: ${slot.logFile})`,
    );
    slot.timer = setTimeout(() => {
      slot.timer = null;
      if (stopping) return;
      const next = launch(slot, 'a');
      waitReady(slot.svc.ready, next, timeoutMs).then(
        () => log(`${slot.svc.name} is ready again`),
        // Stopping again is reported (and retried) by onExit; only a process that hangs unready is said here.
        (e) => {
          if (!stopping && !exited(next)) log(`${slot.svc.name} was restarted but is ${e.message}`);
        },
      );
    }, delay);
  };

  const stop = () => {
    stopping ??= Promise.all(
      running.map((slot) => {
        clearTimeout(slot.timer);
        const { child } = slot;
        return new Promise((resolve) => {
          if (!child || exited(child)) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        });
      }),
    ).then(() => undefined);
    return stopping;
  };

  try {
    for (const slot of running) launch(slot, 'w');
    // Start everything at once, then wait: the static servers are ready long before the backend.
    await Promise.all(
      running.map((slot) =>
        waitReady(slot.svc.ready, slot.child, timeoutMs).then(
          () => {
            slot.ready = true;
          },
          (e) => {
            throw new Error(`${slot.svc.name} ${e.message} (log: ${slot.logFile})`);
          },
        ),
      ),
    );
  } catch (e) {
    await stop();
    throw e;
  }
  return { stop, running };
}

/**
 * Ctrl+C and SIGTERM stop every service (no restart is attempted for what stops meanwhile), then this
 * process exits with 0.
 */
export function stopOnSignals(platform, { onStopping = () => {}, exit = (code) => process.exit(code) } = {}) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      onStopping(signal);
      await platform.stop();
      exit(0);
    });
  }
}
