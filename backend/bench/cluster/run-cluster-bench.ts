import autocannon from 'autocannon';
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { CaughtMessage } from '../../src/simulators/smtp-catcher/caught-message';
import { SmtpCatcher } from '../../src/simulators/smtp-catcher/smtp-catcher';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { databaseName, ensureDatabase } from '../map/bench-database';
import { type ServerProcess, startServer } from '../support/server-process';
import type { RoundRobinProxy } from './round-robin-proxy';

/**
 * `npm run -w backend bench:cluster`: two backend instances (separate processes, `node main.js`) on one
 * PostgreSQL behind a round-robin proxy on loopback (round-robin-proxy.ts), started at the same moment.
 *  1. Both serve: BENCH_CLUSTER_CALLS summary calls through the proxy; each instance answers its share.
 *  2. Background jobs run once: BENCH_MAILS outbox e-mails enqueued while both instances' workers poll;
 *     each must reach the SMTP catcher exactly once (the Message-ID names the job and the instance).
 *  3. One instance killed with SIGKILL under load (autocannon through the proxy): the other serves on, and
 *     no request fails beyond those in flight on the killed instance at that moment (counted by the proxy).
 * Prints figures; exits non-zero only when a property above does not hold.
 */
const CALLS = Number(process.env.BENCH_CLUSTER_CALLS ?? 400);
const MAILS = Number(process.env.BENCH_MAILS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50);
const LOAD_S = Number(process.env.BENCH_CLUSTER_DURATION ?? 12);
const KILL_AFTER_MS = Number(process.env.BENCH_KILL_AFTER_MS ?? 4_000);
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_cluster_test';
const PATH = '/api/user/current/summary';

function benchUrl(): string {
  const url = process.env.BENCH_CLUSTER_DATABASE_URL || DEFAULT_URL;
  if (!databaseName(url).includes('test')) throw new Error(`Refusing to benchmark in "${databaseName(url)}": the name must contain "test"`);
  return url;
}

type ProxyStats = Pick<RoundRobinProxy, 'upstreams' | 'retried' | 'badGateway'>;

interface ProxyProcess {
  url: string;
  stats(): Promise<ProxyStats>;
  stop(): void;
}

/** The proxy in a process of its own, as a real one runs: the load generator here must not slow it down. */
async function startProxy(ports: number[]): Promise<ProxyProcess> {
  const child: ChildProcess = fork(path.join(__dirname, 'round-robin-proxy.js'), ports.map(String), { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the proxy exited with code ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stats: () =>
      new Promise((resolve) => {
        const listener = (message: { stats?: ProxyStats }) => {
          if (!message.stats) return;
          child.off('message', listener);
          resolve(message.stats);
        };
        child.on('message', listener);
        child.send('stats');
      }),
    stop: () => child.disconnect(),
  };
}

const problems: string[] = [];
function check(ok: boolean, what: string): string {
  if (!ok) problems.push(what);
  return ok ? 'yes' : 'NO';
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const url = benchUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const catcher = await new SmtpCatcher().start({ host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
  const workDir = mkdtempSync(path.join(tmpdir(), 'nebo-bench-cluster-'));
  const env = (name: string): Record<string, string> => ({
    DATABASE_URL: url,
    AUTH_ISSUER: issuer.issuer,
    AUTH_EMBEDDED: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(workDir, name),
    SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
    // The instance's name in the sender, hence in every Message-ID it sends: who delivered what.
    MAIL_FROM: `Nebo ${name} <no-reply@${name}.nebo.test>`,
    OUTBOX_WORKER_ENABLED: 'true',
    OUTBOX_POLL_INTERVAL_MS: '100',
  });
  const servers: ServerProcess[] = [];
  let proxy: ProxyProcess | undefined;
  let database: DataSource | undefined;
  try {
    // Started together: schema changes and seeds are serialised by an advisory lock.
    servers.push(
      ...(await Promise.all(['a', 'b'].map((name) => startServer(`instance ${name}`, env(name), path.join(workDir, `${name}.log`))))),
    );
    const [a, b] = servers;
    proxy = await startProxy(servers.map((server) => server.port));
    const entry = proxy.url;
    const headers = { authorization: `Bearer ${await issuer.tokenFor('pilot')}` };
    database = await new DataSource({ type: 'postgres', url }).initialize();

    console.log(`\ntwo instances (${a.url}, ${b.url}) on ${databaseName(url)} behind a round-robin proxy at ${entry}`);

    // 1. Both serve.
    const statuses = await Promise.all(Array.from({ length: CALLS }, () => fetch(`${entry}${PATH}`, { headers }).then((r) => r.status)));
    const [shareA, shareB] = (await proxy.stats()).upstreams.map((upstream) => upstream.answered);
    console.log(
      `  both serve: ${CALLS} calls, ${statuses.filter((s) => s === 200).length} answered 200; instance a ${shareA}, instance b ${shareB} — ${check(shareA > 0 && shareB > 0 && statuses.every((s) => s === 200), 'both instances serve')}`,
    );

    // 2. Jobs run once.
    const run = randomUUID().slice(0, 8);
    const started = Date.now();
    await database.query(
      // The rows EmailOutbox.enqueue writes (queue email.send of pg-boss), in one statement.
      `INSERT INTO pgboss.job (name, data, retry_limit, retry_backoff, retry_delay, expire_in)
       SELECT 'email.send', jsonb_build_object('to', 'bench-' || n || '@nebo.test', 'subject', $1 || n, 'text', 'Message ' || n),
              7, true, 5, interval '120 seconds'
         FROM generate_series(1, $2) AS n`,
      [`cluster bench ${run} #`, MAILS],
    );
    await waitFor('the outbox to drain', 180_000, async () => {
      const [{ left }] = await database!.query(
        `SELECT count(*)::int AS left FROM pgboss.job WHERE name = 'email.send' AND data->>'subject' LIKE $1 AND state <> 'completed'`,
        [`cluster bench ${run} #%`],
      );
      return left === 0 ? true : undefined;
    });
    const drainMs = Date.now() - started;
    const inbox = (await (await fetch(`http://127.0.0.1:${catcher.httpPort}/messages`)).json()) as CaughtMessage[];
    const ours = inbox.filter((message) => message.subject?.startsWith(`cluster bench ${run} #`));
    const perSubject = new Map<string, number>();
    for (const message of ours) perSubject.set(message.subject!, (perSubject.get(message.subject!) ?? 0) + 1);
    const duplicates = [...perSubject.values()].filter((count) => count > 1).length;
    const bySender = (name: string) => ours.filter((message) => message.messageId?.endsWith(`@${name}.nebo.test>`)).length;
    const [{ retries }] = await database.query(
      `SELECT count(*)::int AS retries FROM pgboss.job WHERE name = 'email.send' AND data->>'subject' LIKE $1 AND retry_count > 0`,
      [`cluster bench ${run} #%`],
    );
    // The database is kept between runs (like the other benchmarks'); its queue need not keep these.
    await database.query(`DELETE FROM pgboss.job WHERE name = 'email.send' AND data->>'subject' LIKE $1`, [`cluster bench ${run} #%`]);
    console.log(
      `  jobs run once: ${MAILS} e-mails enqueued, ${perSubject.size} distinct delivered in ${(drainMs / 1000).toFixed(1)} s, ${ours.length} messages received, ` +
        `${duplicates} duplicated, ${MAILS - perSubject.size} missing, ${retries} retried; sent by a ${bySender('a')}, by b ${bySender('b')} — ` +
        check(perSubject.size === MAILS && ours.length === MAILS && duplicates === 0, 'each job delivered exactly once'),
    );

    // 3. One instance killed under load.
    const counts = { beforeKill: 0, failedBeforeKill: 0, afterKill: 0, failedAfterKill: 0 };
    let killed = false;
    const atStart = await proxy.stats();
    const load = autocannon({ url: `${entry}${PATH}`, headers, connections: CONNECTIONS, duration: LOAD_S }, () => undefined);
    load.on('response', (_client: unknown, statusCode: number) => {
      if (killed) {
        counts.afterKill++;
        if (statusCode !== 200) counts.failedAfterKill++;
      } else {
        counts.beforeKill++;
        if (statusCode !== 200) counts.failedBeforeKill++;
      }
    });
    const done = new Promise<autocannon.Result>((resolve) => load.on('done', resolve));
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    const atKill = await proxy.stats();
    killed = true;
    await a.kill();
    const result = await done;
    const end = await proxy.stats();
    const after = await fetch(`${entry}${PATH}`, { headers });
    const delta = (stats: ProxyStats, from: ProxyStats, i: number, key: 'answered' | 'broken' | 'refused') =>
      stats.upstreams[i][key] - from.upstreams[i][key];
    const failed = counts.failedBeforeKill + counts.failedAfterKill + result.errors;
    const inFlight = atKill.upstreams[0].inFlight;
    console.log(
      `  kill under load: ${CONNECTIONS} connections for ${LOAD_S} s through the proxy, ${result.requests.total} requests (${result.requests.average.toFixed(0)} req/s); ` +
        `instance a killed with SIGKILL after ${(KILL_AFTER_MS / 1000).toFixed(1)} s with ${inFlight} requests in flight on it`,
    );
    console.log(
      `    before the kill a answered ${delta(atKill, atStart, 0, 'answered')}, b ${delta(atKill, atStart, 1, 'answered')}; ` +
        `after it a ${delta(end, atKill, 0, 'answered')}, b ${delta(end, atKill, 1, 'answered')}; ` +
        `requests cut off on a's connections ${delta(end, atKill, 0, 'broken')} and connections a refused ${delta(end, atKill, 0, 'refused')}, ` +
        `all GETs, so retried on b (${end.retried.broken - atStart.retried.broken} + ${end.retried.refused - atStart.retried.refused})`,
    );
    console.log(
      `    failed requests: ${failed} (non-2xx ${result.non2xx}, connection errors ${result.errors}) of ${inFlight} in flight at the kill — ` +
        `none beyond those in flight: ${check(failed <= inFlight, 'no failed request beyond those in flight')}; ` +
        `the survivor serves afterwards: ${check(after.status === 200, 'the surviving instance serves')}`,
    );
  } finally {
    await database?.destroy();
    proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await catcher.stop();
    await issuer.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`\n  NOT MET: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
