import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { createApp } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/load-config';
import { parseSort } from '../../src/common/pagination/sort';
import { DRONE_SORT_COLUMNS, DronesRepository } from '../../src/modules/drones/repositories/drones.repository';
import { TestTokenIssuer } from '../../src/testing/test-token-issuer';
import { databaseName, ensureDatabase } from '../map/bench-database';
import { measure } from '../map/stats';
import { benchPilotSubject, fillBenchDrones } from './drones-generator';

/**
 * `npm run -w backend bench:drones`: GET /api/user/drones/find (first page, default sort and size)
 * through the real HTTP app (createApp on a real socket, a signed token, JSON) with 100,000 drones across
 * 10,000 pilots, against the raw SQL of the same page on a dedicated connection. Prints p50/p95 and the
 * ratio (goal p50 ≤ 1.5× the floor); exits non-zero on a missed goal only with --strict.
 */
const PILOTS = Number(process.env.BENCH_PILOTS ?? 10_000);
const DRONES_PER_PILOT = Number(process.env.BENCH_DRONES_PER_PILOT ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 30;
const GOAL_RATIO = 1.5;
const PAGE_SIZE = 20;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_drones_test';

function benchUrl(): string {
  const url = process.env.BENCH_DRONES_DATABASE_URL || DEFAULT_URL;
  if (!databaseName(url).includes('test')) throw new Error(`Refusing to benchmark in "${databaseName(url)}": the name must contain "test"`);
  return url;
}

async function main(): Promise<void> {
  const url = benchUrl();
  await ensureDatabase(url);
  const issuer = await TestTokenIssuer.start();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-bench-drones-'));
  const config = loadConfig({ DATABASE_URL: url, AUTH_ISSUER: issuer.issuer, AUTH_EMBEDDED: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const app = await createApp({ ...config, databaseUrl: url });
  let client: QueryRunner | undefined;
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    const dataSource = app.get(DataSource);
    await fillBenchDrones(dataSource, PILOTS, DRONES_PER_PILOT);

    // A pilot in the middle of the generated population, signed like a real one.
    const subject = benchPilotSubject(Math.ceil(PILOTS / 2));
    const [{ id: ownerId }] = (await dataSource.query('SELECT id FROM users WHERE subject = $1', [subject])) as Array<{ id: string }>;
    const token = await issuer.tokenForIdentity({ sub: subject, login: `bench-pilot-${Math.ceil(PILOTS / 2)}@nebo.test`, givenName: 'Пилот', familyName: 'Тестовый', roles: ['user', 'individual'] });
    const headers = { authorization: `Bearer ${token}` };

    let items = 0;
    const endpoint = await measure(async () => {
      const response = await fetch(`${base}/api/user/drones/find`, { headers });
      if (response.status !== 200) throw new Error(`find: HTTP ${response.status} ${await response.text()}`);
      const text = await response.text();
      items = (JSON.parse(text) as { data: unknown[] }).data.length;
      return Buffer.byteLength(text);
    }, RUNS, WARMUP);

    // For context: the fixed cost of any authenticated call here (guard, user lookup, JSON, HTTP).
    const current = await measure(async () => {
      const response = await fetch(`${base}/api/user/current`, { headers });
      if (response.status !== 200) throw new Error(`current: HTTP ${response.status}`);
      return Buffer.byteLength(await response.text());
    }, RUNS, WARMUP);

    // The floor: the very SQL of the page the endpoint runs, on one connection of the same driver.
    client = dataSource.createQueryRunner();
    await client.connect();
    const { sql, params } = new DronesRepository(dataSource).pageSql(ownerId, {}, parseSort(undefined, DRONE_SORT_COLUMNS, 'CREATE_DATE'), { skip: 0, take: PAGE_SIZE });
    const plan = (await client.query(`EXPLAIN ${sql}`, params)) as Array<{ 'QUERY PLAN': string }>;
    let rows = 0;
    const floor = await measure(async () => {
      rows = ((await client!.query(sql, params)) as unknown[]).length;
      return 0;
    }, RUNS, WARMUP);

    const ratio = endpoint.p50 / floor.p50;
    console.log(`\ndrones list benchmark: ${PILOTS} pilots × ${DRONES_PER_PILOT} drones, ${RUNS} sequential requests (after ${WARMUP} warm-up)\n`);
    console.log(`GET /api/user/drones/find (page 0, size ${PAGE_SIZE}, CREATE_DATE): ${items} items, ${(endpoint.bytes / 1024).toFixed(1)} KB`);
    console.log(`  endpoint  p50 ${endpoint.p50.toFixed(2)} ms  p95 ${endpoint.p95.toFixed(2)} ms`);
    console.log(`  raw SQL   p50 ${floor.p50.toFixed(2)} ms  p95 ${floor.p95.toFixed(2)} ms  (${rows} rows)`);
    console.log(`  ratio endpoint/raw SQL  p50 ×${ratio.toFixed(2)}  (goal ≤ ×${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'met' : 'MISSED'})`);
    console.log(`  context: GET /api/user/current (auth + one user lookup) p50 ${current.p50.toFixed(2)} ms`);
    console.log(`  plan: ${plan.map((line) => line['QUERY PLAN'].trim()).find((line) => line.includes('Index')) ?? plan[0]['QUERY PLAN']}`);
    if (ratio > GOAL_RATIO && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    await client?.release().catch(() => undefined);
    await app.close();
    await issuer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
