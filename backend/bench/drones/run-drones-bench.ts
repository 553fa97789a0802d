import { benchDatabaseUrl, startBenchApp } from '../support/bench-app';
import { parseSort } from '../../src/common/pagination/sort';
import { DRONE_SORT_COLUMNS, DronesRepository } from '../../src/modules/drones/repositories/drones.repository';
import { benchPilotSubject, fillBenchDrones } from './drones-generator';
import { EMPTY_AUTHENTICATED_PATH } from './empty-authenticated-route';
import { type ProbeTiming, measureInterleaved } from './interleaved';
import type { Answer } from './raw-http-client';

/**
 * `npm run -w backend bench:drones`: GET /api/user/drones/find (first page, default sort and size) through
 * the real HTTP app (createApp on a real socket, a signed bearer token, JSON; called over one kept-alive
 * connection by a minimal HTTP client, raw-http-client.ts) with 100,000 drones across 10,000 pilots, against
 * two floors:
 *  - the raw SQL of the very same page (same columns, joins and order) through the same pg pool;
 *  - an empty authenticated endpoint on the same app: what any authenticated call costs before its own work.
 * The probes run interleaved, in ROUNDS rounds; each round prints p50/p95, and the best round's p50 ratio
 * is the result (goal ≤ 1.5× the raw SQL). Exits non-zero on a missed goal only with --strict.
 */
const PILOTS = Number(process.env.BENCH_PILOTS ?? 10_000);
const DRONES_PER_PILOT = Number(process.env.BENCH_DRONES_PER_PILOT ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Calls of each probe before timing: enough for V8 to have optimised the whole request path, so the rounds
 * time the steady state a long-running server is in (with 100, the first round still ran partly
 * unoptimised code and read ~10 % slower than the next).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const GOAL_RATIO = 1.5;
const PAGE_SIZE = 20;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_drones_test';

const ENDPOINT = 'endpoint';
const RAW_SQL = 'raw SQL';
const EMPTY = 'empty authenticated endpoint';
const PUBLIC = 'public /health/live';

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.toString()}`);
  return answer;
}

const ms = (value: number) => value.toFixed(2).padStart(6);
const timing = (t: ProbeTiming) => `${ms(t.p50)} ${ms(t.p95)}`;

async function main(): Promise<void> {
  const { dataSource, http, issuer, close } = await startBenchApp('drones', benchDatabaseUrl('BENCH_DRONES_DATABASE_URL', DEFAULT_URL));
  try {
    await fillBenchDrones(dataSource, PILOTS, DRONES_PER_PILOT);

    // A pilot in the middle of the generated population, signed like a real one.
    const pilot = Math.ceil(PILOTS / 2);
    const subject = benchPilotSubject(pilot);
    const [{ id: ownerId }] = (await dataSource.query('SELECT id FROM users WHERE subject = $1', [subject])) as Array<{ id: string }>;
    const token = await issuer.tokenForIdentity({
      sub: subject,
      login: `bench-pilot-${pilot}@nebo.test`,
      givenName: 'Пилот',
      familyName: 'Тестовый',
      roles: ['user', 'individual'],
    });
    const headers = { authorization: `Bearer ${token}` };

    // The floor: the very SQL of the page the endpoint runs, through the pool the endpoint uses.
    const repository = new DronesRepository(dataSource);
    const { sql, params } = repository.pageSql(ownerId, {}, parseSort(undefined, DRONE_SORT_COLUMNS, 'CREATE_DATE'), {
      skip: 0,
      take: PAGE_SIZE,
    });

    // Check once what is being timed: the page is complete (every generated drone has a FRONT photo).
    const page = JSON.parse(expectOk(await http.get('/api/user/drones/find', headers), 'find').body.toString()) as {
      data: Array<{ mainImage: unknown }>;
      meta: { totalCount: number };
    };
    const rows = (await dataSource.query(sql, params)) as unknown[];
    if (page.data.length !== rows.length || page.data.some((item) => item.mainImage === null)) {
      throw new Error(`find answered ${page.data.length} items (some without a photo?), the raw SQL ${rows.length} rows`);
    }
    const bytes = Buffer.byteLength(JSON.stringify(page));

    const probes = [
      {
        name: ENDPOINT,
        run: async () => {
          // The whole page every time (same data, same bytes): a short read can never look fast.
          const answer = expectOk(await http.get('/api/user/drones/find', headers), 'find');
          if (answer.body.length !== bytes) throw new Error(`find answered ${answer.body.length} bytes, not ${bytes}`);
        },
      },
      { name: RAW_SQL, run: async () => void (await dataSource.query(sql, params)) },
      { name: EMPTY, run: async () => void expectOk(await http.get(EMPTY_AUTHENTICATED_PATH, headers), 'empty') },
      { name: PUBLIC, run: async () => void expectOk(await http.get('/health/live'), 'live') },
    ];
    await measureInterleaved(probes, WARMUP);

    console.log(
      `\ndrones list benchmark: ${PILOTS} pilots × ${DRONES_PER_PILOT} drones; ${ROUNDS} rounds of ${RUNS} interleaved calls of each probe (after ${WARMUP} warm-up)`,
    );
    console.log(
      `GET /api/user/drones/find (page 0, size ${PAGE_SIZE}, CREATE_DATE): ${page.data.length} items of ${page.meta.totalCount}, ${(bytes / 1024).toFixed(1)} KB\n`,
    );
    console.log(`         p50/p95 ms: ${[ENDPOINT, RAW_SQL, EMPTY, PUBLIC].join(' | ')} | ratio endpoint/raw SQL p50`);
    const ratios: number[] = [];
    const floors: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const t = await measureInterleaved(probes, RUNS);
      const [endpoint, raw, empty, open] = [ENDPOINT, RAW_SQL, EMPTY, PUBLIC].map((name) => t.get(name)!);
      ratios.push(endpoint.p50 / raw.p50);
      floors.push(endpoint.p50 / (empty.p50 + raw.p50));
      console.log(
        `  round ${round}: ${timing(endpoint)} | ${timing(raw)} | ${timing(empty)} | ${timing(open)} | ×${ratios.at(-1)!.toFixed(2)}`,
      );
    }

    const best = Math.min(...ratios);
    console.log(
      `\n  ratio endpoint/raw SQL p50, best of ${ROUNDS}: ×${best.toFixed(2)}  (goal ≤ ×${GOAL_RATIO}: ${best <= GOAL_RATIO ? 'met' : 'MISSED'})`,
    );
    console.log(
      `  second floor, empty authenticated endpoint + raw SQL: endpoint/floor p50, best of ${ROUNDS}: ×${Math.min(...floors).toFixed(2)}`,
    );
    const plan = (await dataSource.query(`EXPLAIN ${sql}`, params)) as Array<{ 'QUERY PLAN': string }>;
    console.log(
      `  plan: ${plan.map((line) => line['QUERY PLAN'].trim()).find((line) => line.includes('ix_drones_owner')) ?? plan[0]['QUERY PLAN']}`,
    );
    if (best > GOAL_RATIO && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
