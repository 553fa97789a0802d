import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { TestApp, startTestApp } from '../test-app';
import { createEmptyDatabase, databaseName, dropDatabase, runDatabaseUrl, withDatabaseName } from '../test-database';
import { storedObjects } from '../../modules/files/testing/file-fixtures';
import { ACCESS_POLICIES } from './access-policies';
import { errorShapeProblem } from './error-shape';
import { FuzzRequest, requestsFor, toRawRequest } from './fuzz-requests';
import { Caller, callersFor, matrixIdentities } from './identities';
import { Operation, readOperations } from './openapi-operations';
import { createOwnerData } from './owner-data';
import { NOBODYS_ID } from './probe';
import { NoAnswerError, RawAnswer, RawHttp } from './raw-http';
import { RowChangeLog } from './row-change-log';
import { SchemaArbitraries } from './schema-arbitraries';

/**
 * Fuzzing from the OpenAPI document (issue 9): for every operation of /docs-json, requests generated from
 * its parameter and body schemas — valid-ish values, boundaries, wrong types, hostile text and numbers,
 * unknown and dotted keys, malformed and cut-short multipart bodies — sent as a caller the operation's
 * access policy lets in (the owner of the records whose ids it tries). Properties: no 5xx, every error in
 * the error shape, and a refused request (4xx, or a client that went away) changes no row, stores no file
 * and leaves no temporary upload behind.
 *
 * Bounded: FUZZ_RUNS requests per operation (default 50) within FUZZ_BUDGET_MS overall (default 120 s;
 * each operation may use the time left shared by the operations left, at least 20 s so that a request that
 * gets no answer within 10 s — a stall — is reported with its request). About 3,200 requests in 50–60 s on
 * the 2-core CI machine. The seed is fixed (FUZZ_SEED, default below; each operation's own seed derives from
 * it and its route); FUZZ_ONLY=<text> fuzzes only the operations whose route contains it. A failure prints
 * the seed, the replay path and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_509);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 120_000);
const ONLY = process.env.FUZZ_ONLY;
/** Every request is answered well within this; one that is not stalls the server (a finding, not a slow machine). */
const ANSWER_WITHIN_MS = 10_000;

let t: TestApp;
let databaseUrl: string;
let http: RawHttp;
let changes: RowChangeLog;
let operations: Operation[];
let callers: Map<string, Caller>;
let dataDir: string;
let context: Parameters<typeof requestsFor>[1];

beforeAll(async () => {
  // A database of its own: the row-change triggers must not reach the other suites' shared database.
  const run = runDatabaseUrl();
  databaseUrl = withDatabaseName(run, `${databaseName(run)}_fuzz`);
  await createEmptyDatabase(databaseUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-fuzz-'));
  t = await startTestApp({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, OUTBOX_WORKER_ENABLED: 'false' });
  await t.app.listen(0, '127.0.0.1');
  http = new RawHttp((t.app.getHttpServer().address() as AddressInfo).port);

  const identities = matrixIdentities();
  callers = new Map((await callersFor(t.issuer, identities)).map((c) => [c.name, c]));
  const pilotA = callers.get('pilotA')!;
  const admin = callers.get('admin')!;
  const owner = await createOwnerData(
    t.http,
    { authorization: pilotA.authorization!, login: pilotA.identity!.login },
    admin.authorization!,
  );
  // Every caller exists before fuzzing: a user is created on its first call, which is not a refused request's doing.
  for (const caller of callers.values())
    if (caller.authorization) await t.http.get('/api/user/current').set('Authorization', caller.authorization);

  const library = await t.http.get('/api/drone/models').query({ size: 5 }).set('Authorization', admin.authorization!);
  const makers = await t.http.get('/api/drone/manufacturers').query({ size: 5 }).set('Authorization', admin.authorization!);
  const libraryIds = [...library.body.data, ...makers.body.data].map((x: { id: string }) => x.id);
  const ids = [...owner.ids.map((i) => i.id), ...libraryIds, NOBODYS_ID];
  context = {
    arbitraries: new SchemaArbitraries(ids),
    ids,
    samples: {
      // Multipart JSON parts, by part name.
      drone: owner.samples.drone,
      document: owner.samples.document,
      model: { manufacturerId: makers.body.data[0]?.id, name: 'Fuzz model' },
      // JSON bodies, by route.
      'POST /api/user/current/admitted-to-fly-persons': owner.samples.admittedPerson,
      'PUT /api/user/current/admitted-to-fly-persons/:id': owner.samples.admittedPerson,
      'PATCH /api/user/current/profile/person-identity': owner.samples.personIdentity,
      'PUT /api/user/current/organization': owner.samples.organization,
    },
  };

  const document = await t.http.get('/docs-json');
  operations = readOperations(document.body).filter((op) => !ONLY || op.route.includes(ONLY));
  // Reads first, then writes, deletions last: a deleted record leaves fewer paths to explore for the rest.
  const order = (op: Operation) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].indexOf(op.method);
  operations.sort((a, b) => order(a) - order(b) || a.route.localeCompare(b.route));
  changes = await RowChangeLog.install(t.dataSource);
}, 120_000);

afterAll(async () => {
  http?.close();
  await t?.close();
  if (databaseUrl) await dropDatabase(databaseUrl);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The caller an operation is fuzzed as: one its policy lets in, pilot A (the owner of the ids tried) when it can. */
function callerFor(operation: Operation): Caller {
  const audience = ACCESS_POLICIES[operation.route]?.audience;
  if (audience?.kind === 'roles' && !audience.roles.includes('individual')) return callers.get('admin')!;
  // The authority area answers its staff only; the demo authority is on the Moscow zonal centre's staff.
  if (audience?.kind === 'authorityStaff') return callers.get('authorityA')!;
  // The company area answers its staff only; the demo company account is its seeded company's ADMIN.
  if (audience?.kind === 'companyStaff') return callers.get('companyAdminA')!;
  return callers.get('pilotA')!;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds operations to fuzz, each with a declared access policy', () => {
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 50);
    expect(operations.filter((op) => !ACCESS_POLICIES[op.route]).map((op) => op.route)).toEqual([]);
  });

  it(
    'answers no 5xx, every error in the error shape, and changes nothing when it refuses',
    async () => {
      const started = Date.now();
      const failures: string[] = [];
      let requests = 0;
      for (const [index, operation] of operations.entries()) {
        const caller = callerFor(operation);
        const seed = operationSeed(operation.route);
        const left = BUDGET_MS - (Date.now() - started);
        const details = await fc.check(
          fc.asyncProperty(requestsFor(operation, context), async (request) => {
            requests++;
            const problem = await check(request, caller);
            if (problem) throw new Error(problem);
          }),
          {
            seed,
            numRuns: RUNS,
            plugins: [fc.interruptAfterTimeLimit(Math.max(ANSWER_WITHIN_MS * 2, left / (operations.length - index)))],
          },
        );
        if (details.failed) failures.push(report(operation, caller, details));
      }
      // The figure the CI budget is about.
      process.stdout.write(
        `OpenAPI fuzz: ${operations.length} operations, ${requests} requests in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED})\n`,
      );
      expect(failures).toEqual([]);
    },
    BUDGET_MS + 120_000,
  );
});

/** What is wrong with the answer to one request, or null. */
async function check(request: FuzzRequest, caller: Caller): Promise<string | null> {
  const spoolBefore = spoolFiles();
  const objectsBefore = storedFiles();
  const mark = await changes.mark();
  const raw = toRawRequest(request, caller.authorization);
  let answer: RawAnswer | null;
  try {
    answer = await http.send(raw, ANSWER_WITHIN_MS);
  } catch (error) {
    if (!(error instanceof NoAnswerError)) throw error;
    // The client drops the connection; the next requests go on fresh ones.
    return `no answer within ${ANSWER_WITHIN_MS / 1000} s: the request stalls the server`;
  }
  if (answer === null) await settle();
  const refused = answer === null || answer.status >= 400;
  const problems: string[] = [];
  if (answer && answer.status >= 500) problems.push(`answered ${answer.status}`);
  if (answer && answer.status >= 400) {
    const shape = errorShapeProblem(parsed(answer), answer.status);
    if (shape) problems.push(`not the error shape (${shape})`);
  }
  if (refused) {
    const changed = await changes.changesSince(mark);
    if (changed.length > 0) problems.push(`refused, yet changed rows: ${changed.join(', ')}`);
    const stored = storedFiles().filter((f) => !objectsBefore.includes(f));
    if (stored.length > 0) problems.push(`refused, yet stored ${stored.length} file(s)`);
  }
  const leftover = spoolFiles().filter((f) => !spoolBefore.includes(f));
  if (leftover.length > 0) problems.push(`left ${leftover.length} temporary upload file(s) in uploads-in-progress`);
  if (problems.length === 0) return null;
  return `${problems.join('; ')} — ${answer ? `${answer.status} ${answer.text.slice(0, 300)}` : 'the client went away mid-request'}`;
}

function parsed(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return answer.text;
  }
}

/** After a client went away: let the server notice and finish with the request before looking. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const alive = await http.send({ method: 'GET', target: '/health/live', headers: {} });
  if (!alive || alive.status !== 200) throw new Error('the server did not answer /health/live after a client went away');
}

function spoolFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads-in-progress'));
  } catch {
    return [];
  }
}

function storedFiles(): string[] {
  return storedObjects(path.join(dataDir, 'files'));
}

function operationSeed(route: string): number {
  return (SEED ^ createHash('sha256').update(route).digest().readInt32LE(0)) | 0;
}

/** A failure as one readable block: what broke, the shrunk request (long strings cut), and how to replay it. */
function report(operation: Operation, caller: Caller, details: fc.RunDetails<unknown>): string {
  const request = (details.counterexample as [FuzzRequest] | null)?.[0];
  const error =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : details.interrupted
        ? `interrupted by the time limit after ${details.numRuns} run(s): a request took longer than the operation's share of FUZZ_BUDGET_MS`
        : `failed after ${details.numRuns} run(s), ${details.numSkips} skipped`;
  return [
    `${operation.route} as ${caller.name}: ${error}`,
    `  request: ${request ? compact(request) : '(none)'}`,
    `  replay: FUZZ_SEED=${SEED} FUZZ_ONLY='${operation.route}' (operation seed ${details.seed}, path "${details.counterexamplePath ?? ''}")`,
  ].join('\n');
}

function compact(value: unknown): string {
  return JSON.stringify(shortened(value, 0))?.slice(0, 1_500) ?? 'undefined';
}

/** The value with long strings cut and deep nesting summarised, so a counterexample prints in a few lines. */
function shortened(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 6) return `…(nested ${nesting(value)} levels deeper)`;
  if (Array.isArray(value)) return value.map((item) => shortened(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v, depth + 1)]));
}

function nesting(value: unknown): number {
  let levels = 0;
  for (let v = value; typeof v === 'object' && v !== null; v = Array.isArray(v) ? v[0] : Object.values(v)[0]) levels++;
  return levels;
}
