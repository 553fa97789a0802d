import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { databaseName, ensureDatabase } from '../map/bench-database';
import { startServer } from '../support/server-process';

/**
 * `npm run -w backend bench:summary`: GET /api/user/current/summary — what the portal loads after every
 * sign-in and page load — under load: autocannon, BENCH_CONNECTIONS (100) connections for BENCH_DURATION
 * (30) s, against the backend running as production runs it (its own process, `node main.js`, request log
 * at LOG_LEVEL info written to a file) on PostgreSQL, with a bearer token signed like the provider's.
 * Prints requests/s, latency p50/p99, errors and non-2xx answers, and the server's CPU time per request
 * (steadier than wall-clock figures on a shared machine). Goal: ≥ 1,500 req/s with p99 ≤ 50 ms on the
 * reference 2-core machine. Figures, never a failure: exits non-zero only when the answers are wrong.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const WARMUP_S = Number(process.env.BENCH_WARMUP_DURATION ?? 5);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Seconds of the floor run (a public route with no work of its own under the same load); 0 skips it. */
const FLOOR_S = Number(process.env.BENCH_FLOOR_DURATION ?? 10);
const GOAL = { requestsPerSecond: 1500, p99Ms: 50 };
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_summary_test';
const PATH = '/api/user/current/summary';

function benchUrl(): string {
  const url = process.env.BENCH_SUMMARY_DATABASE_URL || DEFAULT_URL;
  if (!databaseName(url).includes('test')) throw new Error(`Refusing to benchmark in "${databaseName(url)}": the name must contain "test"`);
  return url;
}

/** User + system CPU time of a process so far, in ms (Linux /proc; undefined elsewhere). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main(): Promise<void> {
  const url = benchUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-bench-summary-'));
  const logFile = path.join(dataDir, 'server.log');
  const server = await startServer(
    'backend',
    { DATABASE_URL: url, AUTH_ISSUER: issuer.issuer, AUTH_EMBEDDED: 'false', LOG_LEVEL, DATA_DIR: dataDir, OUTBOX_WORKER_ENABLED: 'false' },
    logFile,
    { nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) },
  );
  try {
    const headers = {
      authorization: `Bearer ${await issuer.tokenFor('pilot')}`,
      accept: 'application/json',
      'accept-encoding': 'gzip, br',
    };
    const first = await fetch(`${server.url}${PATH}`, { headers });
    if (first.status !== 200) throw new Error(`summary answered ${first.status}: ${await first.text()}`);
    const expected = await first.text();

    await run({ url: `${server.url}${PATH}`, headers, connections: Math.min(CONNECTIONS, 20), duration: WARMUP_S });
    const load = loadavg()[0];
    const cpuBefore = cpuMsOf(server.child.pid);
    const result = await run({ url: `${server.url}${PATH}`, headers, connections: CONNECTIONS, duration: DURATION_S });
    const cpuAfter = cpuMsOf(server.child.pid);

    const again = await fetch(`${server.url}${PATH}`, { headers });
    const same = again.status === 200 && (await again.text()) === expected;
    const perSecond = result.requests.average;
    const cpuPerRequest = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / result.requests.total : undefined;
    const met = perSecond >= GOAL.requestsPerSecond && result.latency.p99 <= GOAL.p99Ms;

    console.log(
      `\nGET ${PATH} (pilot, ${Buffer.byteLength(expected)} bytes), ${CONNECTIONS} connections, ${DURATION_S} s, LOG_LEVEL=${LOG_LEVEL}`,
    );
    console.log(`  requests/s      ${fixed(perSecond, 0)} (total ${result.requests.total})`);
    console.log(
      `  latency ms      p50 ${fixed(result.latency.p50)}  p97.5 ${fixed(result.latency.p97_5)}  p99 ${fixed(result.latency.p99)}  max ${fixed(result.latency.max)}`,
    );
    console.log(`  errors          ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}`);
    if (cpuPerRequest !== undefined)
      console.log(`  server CPU      ${fixed(cpuPerRequest, 3)} ms per request (the backend process only; PostgreSQL apart)`);
    console.log(`  machine load    ${fixed(load, 2)} (1-min average when the run started, ${cpus().length} cores)`);
    console.log(`  goal ≥ ${GOAL.requestsPerSecond} req/s, p99 ≤ ${GOAL.p99Ms} ms: ${met ? 'met' : 'MISSED'}`);
    if (FLOOR_S > 0) {
      // What the HTTP stack, Nest and every hook cost without a token check or a query: the ceiling of any route.
      const floor = await run({
        url: `${server.url}/health/live`,
        headers: { accept: 'application/json' },
        connections: CONNECTIONS,
        duration: FLOOR_S,
      });
      console.log(
        `  floor           GET /health/live, same load, ${FLOOR_S} s: ${fixed(floor.requests.average, 0)} req/s, p50 ${fixed(floor.latency.p50)} ms, p99 ${fixed(floor.latency.p99)} ms`,
      );
    }
    if (!same) {
      console.error('  the answer after the run differs from the one before it');
      process.exitCode = 1;
    }
    if (result.errors > 0 || result.non2xx > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await issuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
