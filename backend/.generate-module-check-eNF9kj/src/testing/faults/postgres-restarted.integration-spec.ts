import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RunningPostgres, startEmbeddedPostgres } from '../../database/embedded-postgres';
import { withConnection } from '../../database/maintenance-connection';
import { TestApp, startTestApp } from '../test-app';
import { errorShapeProblem } from '../security/error-shape';
import { freePort } from './ports';

/**
 * Issue 9's fault test "PostgreSQL restarted under a write load": the application runs on a PostgreSQL of
 * this test's own (embedded-postgres, a free port, a temporary folder — never the machine's server), takes
 * a steady stream of writes (admitted persons created, personal data changed), and PostgreSQL is stopped
 * and started again in the middle. Then: every write the API acknowledged is in the database, the
 * requests during the outage failed in the error shape (no hang, no crash), readiness went unready and
 * ready again, and writes succeed again within a few seconds — without restarting the application.
 *
 * About 20 s (the cluster's first initialisation is most of it).
 */
const DATABASE = 'nebo_faults_test'; // "test" in the name: the map's reference data is not loaded at start
const LOAD_WORKERS = 4;
const OUTAGE_MS = 1_500;
/** How soon after PostgreSQL is back a write must succeed again. */
const RECOVERY_MS = 5_000;

let root: string;
let port: number;
let postgres: RunningPostgres;
let t: TestApp;

const startPostgres = () => startEmbeddedPostgres({ databaseDir: path.join(root, 'postgres'), port, databaseName: DATABASE });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'nebo-pg-restart-'));
  port = await freePort(20_000, 29_999);
  postgres = await startPostgres();
  t = await startTestApp({ DATABASE_URL: postgres.url, DATA_DIR: path.join(root, 'data'), OUTBOX_WORKER_ENABLED: 'false' });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await postgres?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Outcome {
  at: number;
  status: number;
  body: unknown;
}

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe('PostgreSQL restarted under a write load', () => {
  it('keeps every acknowledged write, fails in the error shape meanwhile, and recovers without an application restart', async () => {
    const sub = randomUUID();
    const auth = `Bearer ${await t.issuer.tokenForIdentity({ sub, login: `restart-${sub}@nebo.test`, givenName: 'Rita', familyName: 'Restart', roles: ['user', 'individual'] })}`;
    await t.http.get('/api/user/current').set('Authorization', auth).expect(200);

    const acknowledged: Array<{ id: string; lastName: string }> = [];
    const outcomes: Outcome[] = [];
    const readiness: Outcome[] = [];
    let running = true;

    const person = (lastName: string) => ({
      lastName,
      firstName: 'Petr',
      birthDate: '1990-05-14',
      phone: '+7 (912) 345-67-89',
      email: `${lastName.toLowerCase()}@example.ru`,
      document: { typeCode: 'RU_PASSPORT', series: '4510', number: '123456' },
    });
    const worker = async () => {
      while (running) {
        // Mostly rows created (checked one by one afterwards), now and then a row updated in place.
        const useProfile = randomInt(4) === 0;
        const lastName = `Load${letters(10)}`;
        const res = useProfile
          ? await t.http
              .patch('/api/user/current/profile/person-identity')
              .set('Authorization', auth)
              .timeout(10_000)
              .send({ lastName, firstName: 'Rita' })
              .catch(timedOut)
          : await t.http
              .post('/api/user/current/admitted-to-fly-persons')
              .set('Authorization', auth)
              .timeout(10_000)
              .send(person(lastName))
              .catch(timedOut);
        outcomes.push({ at: Date.now(), status: res.status, body: res.body });
        if (res.status >= 200 && res.status < 300) {
          if (!useProfile) acknowledged.push({ id: (res.body as { id: string }).id, lastName });
        }
      }
    };
    const probe = async () => {
      while (running) {
        const res = await t.http.get('/health/ready').timeout(10_000).catch(timedOut);
        readiness.push({ at: Date.now(), status: res.status, body: res.body });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const load = [...Array.from({ length: LOAD_WORKERS }, worker), probe()];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stoppedAt = Date.now();
    await postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    postgres = await startPostgres();
    const backAt = Date.now();
    // Load goes on until writes have succeeded again for a while (or the recovery time is well past).
    while (Date.now() - backAt < RECOVERY_MS * 2 && outcomes.filter((o) => o.at > backAt && o.status < 300).length < 20) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running = false;
    await Promise.all(load);

    const during = outcomes.filter((o) => o.at > stoppedAt && o.at < backAt);
    const firstSuccessAfter = outcomes.find((o) => o.at > backAt && o.status < 300);
    const report = {
      // Every request either succeeded or failed in the error shape; none hung (10 s timeout → status 0).
      badFailures: outcomes
        .filter((o) => o.status >= 300 && errorShapeProblem(o.body, o.status) !== null)
        .map((o) => `${o.status} ${JSON.stringify(o.body).slice(0, 200)}`),
      failedDuringOutage: during.some((o) => o.status >= 500),
      // "Try again shortly", not an internal error: the database is restarting.
      outageStatuses: [...new Set(during.filter((o) => o.status >= 500).map((o) => o.status))],
      recoveredWithinMs: firstSuccessAfter ? firstSuccessAfter.at - backAt <= RECOVERY_MS : false,
      readinessWentDown: readiness.some((r) => r.at > stoppedAt && r.status === 503),
      readinessCameBack: readiness.some((r) => r.at > backAt && r.status === 200),
    };
    const statuses = [...new Set(during.filter((o) => o.status >= 300).map((o) => o.status))];
    process.stdout.write(
      `PostgreSQL outage: ${during.filter((o) => o.status >= 300).length} writes refused (status ${statuses.join(', ')}), the first write succeeded ${firstSuccessAfter ? firstSuccessAfter.at - backAt : '—'} ms after PostgreSQL was back\n`,
    );
    expect(report).toEqual({
      badFailures: [],
      failedDuringOutage: true,
      outageStatuses: [503],
      recoveredWithinMs: true,
      readinessWentDown: true,
      readinessCameBack: true,
    });

    // Every acknowledged write is there, read straight from the database.
    const ids = acknowledged.map((a) => a.id);
    expect(ids.length).toBeGreaterThan(10);
    const found = await withConnection(postgres.url, (query) =>
      query<{ id: string }>('SELECT id FROM admitted_persons WHERE id = ANY($1::uuid[])', [ids]),
    );
    expect(ids.filter((id) => !found.some((row) => row.id === id))).toEqual([]);
  }, 120_000);
});

/** A request that got no answer within its timeout (or lost its connection) counts as status 0. */
function timedOut(error: unknown): { status: number; body: unknown } {
  return { status: 0, body: String(error) };
}
