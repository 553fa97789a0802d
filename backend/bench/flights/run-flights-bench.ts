import { benchDatabaseUrl, startBenchApp } from '../support/bench-app';
import { individualOwner } from '../../src/modules/flights/domain/flight-request';
import {
  type FlightListFilter,
  FlightRequestsRepository,
  type PageSql,
} from '../../src/modules/flights/repositories/flight-requests.repository';
import { prefixQuery } from '../../src/modules/flights/services/flight-requests.service';
import { OrvdAgreementsRepository } from '../../src/modules/agreements/repositories/orvd-agreements.repository';
import { LocalAgreementsRepository } from '../../src/modules/local-agreements/repositories/local-agreements.repository';
import { EMPTY_AUTHENTICATED_PATH } from '../drones/empty-authenticated-route';
import { type ProbeTiming, measureInterleaved } from '../drones/interleaved';
import type { Answer } from '../drones/raw-http-client';
import { HEAVY_PILOT, benchPilotLogin, benchPilotSubject, fillBenchFlights } from './flights-generator';

/**
 * `npm run -w backend bench:flights`: GET /api/user/flight-agreements (the pilot's flight-requests list)
 * through the real HTTP app (createApp on a real socket, a signed bearer token, JSON; one kept-alive
 * connection and the drones bench's minimal HTTP client) with 1,000,000 requests across 50,000 pilots in its
 * own database (nebo_bench_flights_test, kept between runs while the generator's version and size match).
 * Several list shapes — the first page in the default order, filter.status, filter.text, a date range — for
 * a typical pilot (about 20 requests) and for the heavy one (5,000), each against its floor: the very SQL
 * the endpoint runs for that page (the list statement with its count, then the page's intervals), built by
 * the repository's own pageSql and intervalsSql (as the drones bench does) and run through the same pool,
 * after checking that it lists the endpoint's very items; and, as the drones bench's second floor,
 * an empty authenticated endpoint (what any authenticated call costs). The probes run interleaved, in
 * ROUNDS rounds; a shape's ratio is its best round's p50 ratio (goal ≤ ×1.5) and its p95 the median of the
 * rounds' p95 (goal ≤ 25 ms). Prints the figures and each list statement's plan; exits non-zero on a missed
 * goal only with --strict (timings on a shared machine vary), and on a wrong answer always.
 */
const REQUESTS = Number(process.env.BENCH_FLIGHTS ?? 1_000_000);
const PILOTS = Number(process.env.BENCH_FLIGHT_PILOTS ?? Math.max(2, Math.round(REQUESTS / 20)));
const HEAVY = Number(process.env.BENCH_FLIGHTS_HEAVY ?? Math.min(5_000, Math.floor(REQUESTS / 10)));
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Calls of each shape's probes before its rounds, so V8 has optimised the request path first. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const GOAL_RATIO = 1.5;
const GOAL_P95_MS = 25;
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/nebo_bench_flights_test';
const LIST = '/api/user/flight-agreements';
/** The endpoint's default page (page 0, size 20) and order (first flight date, latest first). */
const WINDOW = { skip: 0, take: 20 };
const SORT = { field: 'firstFlightDateTime', direction: 'DESC' } as const;

interface Shape {
  name: string;
  query: string;
  /** The filter the service makes of `query` (the floor's statement is built from it). */
  filter: FlightListFilter;
}

interface Result {
  pilot: string;
  shape: string;
  items: number;
  total: number;
  kb: number;
  endpoint: ProbeTiming;
  raw: ProbeTiming;
  ratio: number;
  /** Endpoint p50 over (empty authenticated endpoint + raw SQL) p50: what the list adds beyond any call and its SQL. */
  floorRatio: number;
  /** p50 of the empty authenticated endpoint in the best round (ms). */
  emptyP50: number;
  plan: string;
  sqlMs: number;
}

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.toString()}`);
  return answer;
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The list shapes a pilot's page asks for: default order, a status tab, a search (`text`: the start of a word
 * in one of the pilot's own names, as a pilot types it) and a quarter of the calendar.
 */
function shapes(text: string): Shape[] {
  const now = Date.now();
  const from = day(new Date(now - 180 * 86_400_000));
  const to = day(new Date(now - 90 * 86_400_000));
  // Filter days as the service reads them: the whole day in UTC, a `to` day up to its end.
  const dateFrom = new Date(`${from}T00:00:00Z`);
  const dateTo = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  return [
    { name: 'first page, default sort', query: '', filter: {} },
    { name: 'filter.status=ALLOWED', query: 'filter.status=ALLOWED', filter: { statuses: ['ALLOWED'] } },
    { name: `filter.text=${text}`, query: `filter.text=${encodeURIComponent(text)}`, filter: { textQuery: prefixQuery(text) } },
    { name: `dates ${from}…${to}`, query: `filter.dateFrom=${from}&filter.dateTo=${to}`, filter: { dateFrom, dateTo } },
  ];
}

async function main(): Promise<void> {
  // Not 'warn': the generator's statements would each be logged whole as slow queries.
  const { dataSource, http, issuer, close } = await startBenchApp(
    'flights',
    benchDatabaseUrl('BENCH_FLIGHTS_DATABASE_URL', DEFAULT_URL),
    'error',
  );
  try {
    const repository = new FlightRequestsRepository(dataSource);
    // The list's agreement summary (agreementStatuses) is part of the page: its statements belong in the floor.
    const centres = new OrvdAgreementsRepository(dataSource);
    const locals = new LocalAgreementsRepository(dataSource);
    await fillBenchFlights(dataSource, { requests: REQUESTS, pilots: PILOTS, heavy: HEAVY });

    // A typical pilot: the first one after the heavy with exactly the mean number of requests (or the nearest).
    const mean = Math.round((REQUESTS - HEAVY) / (PILOTS - 1));
    const [typical] = (await dataSource.query(
      `SELECT substring(u.login FROM 'bench-flight-pilot-(\\d+)@')::int AS n, count(*)::int AS requests
       FROM flight_requests r JOIN users u ON u.id = r.owner_id
       WHERE r.owner_kind = 'USER' AND r.owner_id IN (SELECT id FROM users WHERE login LIKE 'bench-flight-pilot-%' AND subject > $1 ORDER BY subject LIMIT 200)
       GROUP BY u.login ORDER BY abs(count(*) - $2), u.login LIMIT 1`,
      [benchPilotSubject(HEAVY_PILOT), mean],
    )) as Array<{ n: number; requests: number }>;
    const [heavy] = (await dataSource.query(
      `SELECT count(*)::int AS requests FROM flight_requests r JOIN users u ON u.id = r.owner_id WHERE u.subject = $1`,
      [benchPilotSubject(HEAVY_PILOT)],
    )) as Array<{ requests: number }>;
    const pilots = [
      { label: `typical (${typical.requests})`, n: typical.n },
      { label: `heavy (${heavy.requests})`, n: HEAVY_PILOT },
    ];

    console.log(
      `\nflights list benchmark: ${REQUESTS} requests across ${PILOTS} pilots; per shape ${ROUNDS} rounds of ${RUNS} interleaved calls of endpoint and raw SQL (after ${WARMUP} warm-up)`,
    );
    console.log(
      `GET ${LIST} (page 0, size 20) vs the same statements (the repository's pageSql: page and count in one statement; then its intervalsSql) through the same pool, and an empty authenticated endpoint\n`,
    );

    const results: Result[] = [];
    for (const pilot of pilots) {
      const token = await issuer.tokenForIdentity({
        sub: benchPilotSubject(pilot.n),
        login: benchPilotLogin(pilot.n),
        givenName: 'Пилот',
        familyName: `Тестовый ${pilot.n}`,
        roles: ['user', 'individual'],
      });
      const headers = { authorization: `Bearer ${token}` };
      const [{ id: ownerId }] = (await dataSource.query('SELECT id FROM users WHERE subject = $1', [benchPilotSubject(pilot.n)])) as Array<{
        id: string;
      }>;
      const [{ text }] = (await dataSource.query(
        `SELECT lower(left(split_part(r.name, ' ', 1), 4)) AS text FROM flight_requests r JOIN users u ON u.id = r.owner_id
         WHERE u.subject = $1 AND r.name IS NOT NULL ORDER BY r.id LIMIT 1`,
        [benchPilotSubject(pilot.n)],
      )) as Array<{ text: string }>;
      for (const shape of shapes(text)) {
        const target = shape.query ? `${LIST}?${shape.query}` : LIST;
        const answer = expectOk(await http.get(target, headers), shape.name);
        const page = JSON.parse(answer.body.toString()) as { data: Array<{ id: string }>; meta: { totalCount: number } };
        const bytes = answer.body.length;
        // The floor: the list statement the repository builds for this page, then the page's intervals.
        const list = repository.pageSql(individualOwner(ownerId), shape.filter, SORT, WINDOW);
        const answered = (await dataSource.query(list.sql, list.params)) as Array<{ id: string | null; total: number }>;
        // A page past the end answers one row with the total and no request.
        const listed = answered.filter((row) => row.id !== null);
        const listedTotal = answered[0]?.total ?? 0;
        if (
          listed.length !== page.data.length ||
          listed.some((row, i) => row.id !== page.data[i].id) ||
          listedTotal !== page.meta.totalCount
        ) {
          throw new Error(
            `${pilot.label}, ${shape.name}: the endpoint answered ${page.data.length} items of ${page.meta.totalCount}, the page SQL ${listed.length} rows of ${listedTotal}`,
          );
        }
        const statements: PageSql[] = [list];
        // As the service does: drafts have no agreement, so only the converted requests of the page are asked about.
        const converted = (
          (await dataSource.query('SELECT id FROM flight_requests WHERE id = ANY($1::uuid[]) AND status <> $2', [
            listed.map((row) => row.id),
            'DRAFT',
          ])) as Array<{ id: string }>
        ).map((row) => row.id);
        if (listed.length > 0) statements.push(repository.intervalsSql(listed.map((row) => row.id!)));
        const probes = [
          {
            name: 'endpoint',
            run: async () => {
              // The whole page every time (same data, same bytes): a short read can never look fast.
              const again = expectOk(await http.get(target, headers), shape.name);
              if (again.body.length !== bytes) throw new Error(`${shape.name} answered ${again.body.length} bytes, not ${bytes}`);
            },
          },
          {
            name: 'raw SQL',
            run: async () => {
              for (const statement of statements) await dataSource.query(statement.sql, statement.params);
              if (converted.length > 0) await Promise.all([centres.statusesOf(converted), locals.statusesOf(converted)]);
            },
          },
          { name: 'empty', run: async () => void expectOk(await http.get(EMPTY_AUTHENTICATED_PATH, headers), 'empty') },
        ];
        await measureInterleaved(probes, WARMUP);
        const rounds: Array<{ endpoint: ProbeTiming; raw: ProbeTiming; empty: ProbeTiming }> = [];
        for (let round = 0; round < ROUNDS; round++) {
          const t = await measureInterleaved(probes, RUNS);
          rounds.push({ endpoint: t.get('endpoint')!, raw: t.get('raw SQL')!, empty: t.get('empty')! });
        }
        const best = rounds.reduce((a, b) => (b.endpoint.p50 / b.raw.p50 < a.endpoint.p50 / a.raw.p50 ? b : a));
        const explained = (await dataSource.query(`EXPLAIN (ANALYZE, BUFFERS) ${statements[0].sql}`, statements[0].params)) as Array<{
          'QUERY PLAN': string;
        }>;
        const lines = explained.map((line) => line['QUERY PLAN']);
        results.push({
          pilot: pilot.label,
          shape: shape.name,
          items: page.data.length,
          total: page.meta.totalCount,
          kb: bytes / 1024,
          endpoint: { p50: best.endpoint.p50, p95: median(rounds.map((r) => r.endpoint.p95)) },
          raw: { p50: best.raw.p50, p95: median(rounds.map((r) => r.raw.p95)) },
          ratio: best.endpoint.p50 / best.raw.p50,
          emptyP50: best.empty.p50,
          floorRatio: Math.min(...rounds.map((r) => r.endpoint.p50 / (r.empty.p50 + r.raw.p50))),
          plan: planSummary(lines),
          sqlMs: Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN),
        });
      }
    }
    report(results);
    const missed = results.some((r) => r.ratio > GOAL_RATIO || r.endpoint.p95 > GOAL_P95_MS);
    if (missed && process.argv.includes('--strict')) process.exitCode = 1;
  } finally {
    await close();
  }
}

/** The scans of a plan (index or table, with the rows they gave), one line. */
function planSummary(lines: string[]): string {
  return lines
    .filter((line) => /Scan|Sort|WindowAgg/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^->\s*/, '')
        .replace(/\s*\(cost=[^)]*\)/, '')
        .replace(/\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/, '[$1 ms, $2 rows × $3]'),
    )
    .join(' ← ');
}

function report(results: Result[]): void {
  const ms = (value: number) => value.toFixed(2).padStart(6);
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const widths = { pilot: Math.max(...results.map((r) => r.pilot.length)), shape: Math.max(...results.map((r) => r.shape.length)) };
  console.log(
    `${'pilot'.padEnd(widths.pilot)}  ${'shape'.padEnd(widths.shape)}  items/total     KB |  API p50    p95 |  SQL p50    p95 | ratio p50 (≤ ×${GOAL_RATIO}) | API p95 (≤ ${GOAL_P95_MS} ms) | empty p50 | API/(empty+SQL)`,
  );
  for (const r of results) {
    console.log(
      `${r.pilot.padEnd(widths.pilot)}  ${r.shape.padEnd(widths.shape)}  ${`${r.items}/${r.total}`.padStart(11)} ${r.kb.toFixed(1).padStart(6)} |` +
        ` ${ms(r.endpoint.p50)} ${ms(r.endpoint.p95)} | ${ms(r.raw.p50)} ${ms(r.raw.p95)} |` +
        ` ×${r.ratio.toFixed(2)} ${verdict(r.ratio <= GOAL_RATIO).padEnd(6)}      | ${verdict(r.endpoint.p95 <= GOAL_P95_MS).padEnd(6)}          |` +
        ` ${ms(r.emptyP50)}    | ×${r.floorRatio.toFixed(2)}`,
    );
  }
  console.log(`\n  ratios: best of ${ROUNDS} rounds' p50 ratio; p95: median of the rounds' p95 (ms)`);
  console.log('  API/(empty+SQL): the endpoint over the second floor, an empty authenticated endpoint plus the raw SQL');
  console.log('  plans of the list statement (EXPLAIN ANALYZE, execution time):');
  for (const r of results) console.log(`    ${r.pilot}, ${r.shape}: ${r.sqlMs.toFixed(2)} ms: ${r.plan}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
