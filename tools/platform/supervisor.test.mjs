// node --test tools/  — the launcher's supervisor against tiny child services (fixtures/), no platform needed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { RESTART_DEFAULTS, restartDelay, startServices } from './supervisor.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVICE = path.join(HERE, 'fixtures/tiny-service.mjs');
const FAST = { initialDelayMs: 100, maxDelayMs: 250, stableAfterMs: 10_000 };

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nebo-supervisor-'));
  dirs.push(dir);
  return dir;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A tiny service on a free port; `behaviour` is its environment (see fixtures/tiny-service.mjs). */
async function tinyService(dir, name, behaviour = {}) {
  const port = await freePort();
  const startsFile = path.join(dir, `${name}.starts`);
  return {
    svc: {
      name,
      cmd: process.execPath,
      args: [SERVICE],
      env: { PORT: String(port), STARTS_FILE: startsFile, ...behaviour },
      ready: `http://127.0.0.1:${port}/`,
    },
    port,
    starts: () => {
      try {
        return readFileSync(startsFile, 'utf8').trim().split('\n').length;
      } catch {
        return 0;
      }
    },
  };
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const answers = async (port) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).ok;
  } catch {
    return false;
  }
};

describe('restart back-off', () => {
  test('doubles from 1 s and is capped at 30 s', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 10].map((n) => restartDelay(n)),
      [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
    );
    assert.equal(RESTART_DEFAULTS.stableAfterMs, 60_000);
  });
});

describe('a service that stops once the platform is up', () => {
  test('is restarted with growing, capped delays, each said with its exit code, and serves again', async () => {
    const dir = tempDir();
    const svc = await tinyService(dir, 'backend', { EXIT_AFTER_MS: '150', EXIT_CODE: '3', EXIT_ON_STARTS: '4' });
    const lines = [];
    const platform = await startServices([svc.svc], { logDir: dir, timeoutMs: 5_000, restart: FAST, log: (l) => lines.push(l) });
    try {
      // Each of the four restarts is found ready (and then stops again, up to the fourth).
      await until(() => lines.filter((l) => l === 'backend is ready again').length === 4, 10_000, 'four restarts found ready');
      assert.equal(svc.starts(), 5);
      const restarts = lines.filter((l) => l.includes('stopped unexpectedly'));
      assert.equal(restarts.length, 4);
      restarts.forEach((line) =>
        assert.match(
          line,
          /^backend stopped unexpectedly \(exit code 3\) after [\d.]+ m?s; restarting it in \d+ ms \(restart \d; log: .*backend\.log\)$/,
        ),
      );
      assert.deepEqual(
        restarts.map((l) => /restarting it in (\d+) ms/.exec(l)[1]),
        ['100', '200', '250', '250'],
      );
      assert.ok(await answers(svc.port));
      // The log file keeps every run, the ones that died included.
      const log = readFileSync(path.join(dir, 'backend.log'), 'utf8');
      for (const n of [1, 2, 3, 4]) assert.match(log, new RegExp(`crashing on start ${n}\\n`));
      assert.match(log, /start 5\n/);
    } finally {
      await platform.stop();
    }
  });

  test('the back-off starts over once the service has stayed up long enough', async () => {
    const dir = tempDir();
    // Up 400 ms each time, which counts as stable here (stableAfterMs 300).
    const svc = await tinyService(dir, 'api', { EXIT_AFTER_MS: '400', EXIT_ON_STARTS: '3' });
    const lines = [];
    const platform = await startServices([svc.svc], {
      logDir: dir,
      timeoutMs: 5_000,
      restart: { ...FAST, stableAfterMs: 300 },
      log: (l) => lines.push(l),
    });
    try {
      await until(() => svc.starts() === 4, 10_000, 'fourth start');
      const delays = lines.filter((l) => l.includes('stopped unexpectedly')).map((l) => /restarting it in (\d+) ms/.exec(l)[1]);
      assert.deepEqual(delays, ['100', '100', '100']);
    } finally {
      await platform.stop();
    }
  });

  test('killed by a signal: the message names the signal, and it is restarted', async () => {
    const dir = tempDir();
    const svc = await tinyService(dir, 'smtp');
    const lines = [];
    const platform = await startServices([svc.svc], { logDir: dir, timeoutMs: 5_000, restart: FAST, log: (l) => lines.push(l) });
    try {
      platform.running[0].child.kill('SIGKILL');
      await until(() => lines.includes('smtp is ready again'), 5_000, 'restart');
      assert.match(lines[0], /^smtp stopped unexpectedly \(signal SIGKILL\) after [\d.]+ m?s; restarting it in 100 ms/);
      assert.equal(svc.starts(), 2);
    } finally {
      await platform.stop();
    }
  });

  test('stop() during the back-off cancels the restart and leaves nothing running', async () => {
    const dir = tempDir();
    const svc = await tinyService(dir, 'backend', { EXIT_AFTER_MS: '100' });
    const other = await tinyService(dir, 'shell');
    const lines = [];
    const platform = await startServices([svc.svc, other.svc], {
      logDir: dir,
      timeoutMs: 5_000,
      restart: { ...FAST, initialDelayMs: 400, maxDelayMs: 1_000 },
      log: (l) => lines.push(l),
    });
    try {
      await until(() => lines.some((l) => l.includes('restarting it in 400 ms')), 5_000, 'the first failure');
    } finally {
      await platform.stop();
    }
    const pids = platform.running.map(({ child }) => child.pid);
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(svc.starts(), 1);
    assert.deepEqual(pids.map(alive), [false, false]);
    assert.equal(lines.length, 1);
  });

  test('one that stops after it was ready while the others are still starting is restarted too', async () => {
    const dir = tempDir();
    const quick = await tinyService(dir, 'smtp', { EXIT_AFTER_MS: '50', EXIT_ON_STARTS: '1' });
    const slowPort = await freePort();
    // Ready only once the quick one has failed and been restarted.
    const slow = {
      name: 'backend',
      cmd: process.execPath,
      args: ['-e', `setTimeout(() => require('node:http').createServer((q, s) => s.end()).listen(${slowPort}, '127.0.0.1'), 1500)`],
      ready: `http://127.0.0.1:${slowPort}/`,
    };
    const lines = [];
    const platform = await startServices([quick.svc, slow], { logDir: dir, timeoutMs: 10_000, restart: FAST, log: (l) => lines.push(l) });
    try {
      await until(() => lines.includes('smtp is ready again'), 5_000, 'restart of smtp');
      assert.match(lines[0], /^smtp stopped unexpectedly \(exit code 1\)/);
      assert.equal(quick.starts(), 2);
    } finally {
      await platform.stop();
    }
  });
});

describe('a service that stops before it was ever ready', () => {
  test('fails the start with a clear message naming it and its log, and the others are stopped', async () => {
    const dir = tempDir();
    const good = await tinyService(dir, 'shell:portal');
    const bad = await tinyService(dir, 'backend', { EXIT_BEFORE_READY: '1', EXIT_CODE: '2' });
    const lines = [];
    await assert.rejects(
      startServices([good.svc, bad.svc], { logDir: dir, timeoutMs: 5_000, restart: FAST, log: (l) => lines.push(l) }),
      (error) => {
        assert.equal(error.message, `backend stopped (exit code 2) before it was ready (log: ${path.join(dir, 'backend.log')})`);
        return true;
      },
    );
    assert.equal(bad.starts(), 1);
    assert.equal(await answers(good.port), false);
    assert.deepEqual(lines, []);
    assert.match(readFileSync(path.join(dir, 'backend.log'), 'utf8'), /cannot start \(simulated\)/);
  });
});

describe('stopping the launcher', () => {
  /** Runs fixtures/launcher.mjs (startServices + stopOnSignals, as start.mjs) in a process group of its own. */
  async function launch() {
    const dir = tempDir();
    const services = [await tinyService(dir, 'backend'), await tinyService(dir, 'shell:portal')];
    const launcher = spawn(process.execPath, [path.join(HERE, 'fixtures/launcher.mjs')], {
      env: { ...process.env, SERVICES: JSON.stringify(services.map((s) => s.svc)), LOG_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    launcher.stdout.on('data', (d) => (output += d));
    launcher.stderr.on('data', (d) => (output += d));
    const exit = new Promise((resolve) => launcher.once('exit', (code, signal) => resolve({ code, signal })));
    await until(() => /UP \[/.test(output), 10_000, `launcher start:\n${output}`);
    const pids = JSON.parse(/UP (\[.*\])/.exec(output)[1]);
    return { launcher, pids, exit, output: () => output, services };
  }

  test('Ctrl+C (SIGINT to the whole process group) stops every service, restarts none, exits 0', async () => {
    const { launcher, pids, exit, output, services } = await launch();
    process.kill(-launcher.pid, 'SIGINT');
    assert.deepEqual(await exit, { code: 0, signal: null });
    assert.match(output(), /STOPPING on SIGINT/);
    assert.doesNotMatch(output(), /restarting/);
    assert.deepEqual(pids.map(alive), [false, false]);
    assert.deepEqual(
      services.map((s) => s.starts()),
      [1, 1],
    );
  });

  test('SIGTERM to the launcher alone stops every service, restarts none, exits 0', async () => {
    const { launcher, pids, exit, output, services } = await launch();
    launcher.kill('SIGTERM');
    assert.deepEqual(await exit, { code: 0, signal: null });
    assert.match(output(), /STOPPING on SIGTERM/);
    assert.doesNotMatch(output(), /restarting/);
    assert.deepEqual(pids.map(alive), [false, false]);
    assert.deepEqual(
      services.map((s) => s.starts()),
      [1, 1],
    );
  });
});
