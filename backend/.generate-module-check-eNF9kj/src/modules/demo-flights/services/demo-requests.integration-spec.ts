import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZonalCentreSimulator } from '../../../simulators/zonal-centre/zonal-centre';
import { freePort } from '../../../testing/auth-test-server';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { QUEUES } from '../../agreements/jobs/queues';
import { clearAgreementJobs } from '../../agreements/testing/clear-agreement-jobs';
import { JobQueue } from '../../jobs/services/job-queue';
import { loadFixtures } from '../../map/testing/map-fixtures';
import { AWAITING_TARGET, DEMO_APPLICANT, DEMO_CENTRE_CODE, MUNICIPAL_PURPOSE } from '../domain/demo-requests';

interface DemoAgreement {
  id: string;
  name: string;
  flightStatus: string;
  status: string;
  decision: string | null;
  channel: string;
  sendAt: Date | null;
  authorityCode: string;
  firstFlightAt: Date;
  droneOwned: boolean;
}

/**
 * The demo requests on the real stack: the application booted with NEBO_DEMO_DATA=true, its e-mail channel pointed
 * at the real zonal-centre simulator in this process (the submit jobs run by the spec, as the worker would), which leaves the Moscow centre's decisions to the platform
 * (ZC_SIM_PLATFORM_CENTRES' default). The requests must reach the centre (sent, PENDING) and wait for the
 * platform's reviewer; booting again makes none twice and tops a decided one up.
 */
describe('demo requests at start (NEBO_DEMO_DATA)', () => {
  let simulator: ZonalCentreSimulator;
  let dataDir: string;
  let env: Record<string, string>;
  let t: TestApp | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-demo-zc-'));
    const inboundPort = await freePort();
    simulator = await new ZonalCentreSimulator({
      host: '127.0.0.1',
      httpPort: 0,
      smtpPort: 0,
      azimutKey: 'sim-azimut-key',
      sppi: { clientId: 'nebo', clientSecret: 'nebo-sppi-secret', login: 'pilot@sppi.local', password: 'sppi-2026', tokenTtlSeconds: 600 },
      decisionDelayMs: 50,
      publicApiUrl: `http://127.0.0.1:${await freePort()}`,
      replySmtpUrl: `smtp://127.0.0.1:${inboundPort}`,
      dataDir,
      platformCentres: [DEMO_CENTRE_CODE],
    }).start();
    env = {
      ORVD_SMTP_URL: `smtp://127.0.0.1:${simulator.smtpPort}`,
      ORVD_INBOUND_SMTP_PORT: String(inboundPort),
    };
  });

  afterAll(async () => {
    await t?.close();
    await simulator?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const boot = async (extra: Record<string, string>) => {
    await t?.close();
    t = await startTestApp({ ...env, ...extra });
    return t;
  };

  const agreementsOf = async (app: TestApp): Promise<DemoAgreement[]> =>
    app.dataSource.query(
      `SELECT f.id, f.name, f.status AS "flightStatus", a.status, a.decision, a.channel, a.send_at AS "sendAt",
              au.code AS "authorityCode",
              (SELECT min(i.start_at) FROM flight_request_intervals i WHERE i.flight_request_id = f.id) AS "firstFlightAt",
              EXISTS (SELECT 1 FROM drones d WHERE d.id = f.drone_id AND d.owner_id = u.id) AS "droneOwned"
         FROM users u
         JOIN flight_requests f ON f.owner_kind = 'USER' AND f.owner_id = u.id
         JOIN orvd_agreements a ON a.flight_request_id = f.id
         JOIN authorities au ON au.id = a.authority_id
        WHERE u.subject = $1
        ORDER BY f.created_at, f.id`,
      [DEMO_APPLICANT.subject],
    );

  /** Runs the submit jobs the demo queued (the workers are off in specs) until every agreement was sent, or the time is up. */
  async function delivered(app: TestApp, count: number): Promise<DemoAgreement[]> {
    const until = Date.now() + 30_000;
    for (;;) {
      await app.app.get(JobQueue).runDue(QUEUES.submit);
      const rows = await agreementsOf(app);
      if ((rows.length >= count && rows.every((row) => row.sendAt !== null)) || Date.now() > until) return rows;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const municipalOf = async (app: TestApp) =>
    app.dataSource.query(
      `SELECT g.flight_request_id AS "flightId", g.status, g.send_at AS "sendAt", g.purpose, au.type AS "authorityType",
              au.name_ru AS "authorityName",
              (SELECT count(*)::int FROM local_agreement_attachments x WHERE x.agreement_id = g.id) AS attachments
         FROM local_government_agreements g
         JOIN flight_requests f ON f.id = g.flight_request_id
         JOIN users u ON f.owner_kind = 'USER' AND f.owner_id = u.id
         JOIN authorities au ON au.id = g.authority_id
        WHERE u.subject = $1`,
      [DEMO_APPLICANT.subject],
    );

  it('makes nothing without the flag (every other spec runs so)', async () => {
    const app = await boot({});
    expect(await agreementsOf(app)).toEqual([]);
    // Jobs the spec files before this one left in the run's database are not this centre's to receive.
    await clearAgreementJobs(app);
    // The test map, its municipality M2 moved under the demo route in Istra (as the real map has the town there).
    await loadFixtures(app.dataSource);
    await app.dataSource.query(
      `UPDATE map_objects SET shape = $1, min_lat = 55.9, max_lat = 55.95, min_lng = 36.82, max_lng = 36.9
        WHERE layer = 'BOUNDARIES' AND external_id = 'geonames:1002'`,
      [JSON.stringify({ type: 'CIRCLE', points: [{ lat: 55.925, lng: 36.86 }], radius: 1500 })],
    );
  });

  it('makes three requests sent by e-mail to the Moscow centre, waiting for its decision on the platform', async () => {
    const app = await boot({ NEBO_DEMO_DATA: 'true' });
    const rows = await delivered(app, AWAITING_TARGET);
    expect(rows).toHaveLength(AWAITING_TARGET);
    for (const row of rows) {
      expect(row).toMatchObject({
        authorityCode: DEMO_CENTRE_CODE,
        status: 'PENDING',
        decision: null,
        channel: 'EMAIL',
        flightStatus: 'PENDING',
        sendAt: expect.any(Date),
        droneOwned: true,
      });
      expect(row.firstFlightAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(new Set(rows.map((row) => row.name)).size).toBe(AWAITING_TARGET);

    // The centre has each one, and leaves it to the platform: no decision comes back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const received = simulator.centre.submissions.filter((s) => s.authority === DEMO_CENTRE_CODE);
    expect(received).toHaveLength(AWAITING_TARGET);
    expect(received.every((s) => s.status === 'PENDING' && s.replies.length === 0)).toBe(true);
    expect((await agreementsOf(app)).every((row) => row.status === 'PENDING' && row.decision === null)).toBe(true);

    // Made through the applicant's own calls: the case file tells the story a pilot's requests tell.
    const events: { event: string }[] = await app.dataSource.query(
      `SELECT event FROM agreement_events WHERE flight_request_id = $1 ORDER BY at, id`,
      [rows[0].id],
    );
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['orvd.authority-assigned', 'orvd.submission-queued', 'orvd.submission-sent']),
    );

    // One municipal application sent with its documents, on the request over the municipality, waiting.
    const municipal = await municipalOf(app);
    expect(municipal).toEqual([
      {
        flightId: rows.find((row) => row.name.includes('Истр'))!.id,
        status: 'PENDING',
        sendAt: expect.any(Date),
        purpose: MUNICIPAL_PURPOSE,
        authorityType: 'LOCAL_GOVERNMENT',
        authorityName: 'Municipality M2',
        attachments: 2,
      },
    ]);

    // The demo reviewer of the Moscow centre has them to review (the authority area's list).
    const reviewer = await app.bearer('authority');
    const review = (
      await app.http.get('/api/authority/flight-requests?filter.status=AWAITING&size=100').set('Authorization', reviewer).expect(200)
    ).body;
    expect(review.data.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));

    // The applicant sees them in their own list, with their one drone and complete profile.
    const auth = `Bearer ${await app.issuer.tokenFor('applicant')}`;
    const list = (await app.http.get('/api/user/flight-agreements').set('Authorization', auth).expect(200)).body;
    expect(list.meta.totalCount).toBe(AWAITING_TARGET);
    const drones = (await app.http.get('/api/user/drones/find').set('Authorization', auth).expect(200)).body;
    expect(drones.meta.totalCount).toBe(1);
  });

  it('makes none twice when booted again, and tops the awaiting ones up when one was decided', async () => {
    let app = await boot({ NEBO_DEMO_DATA: 'true' });
    expect(await delivered(app, AWAITING_TARGET)).toHaveLength(AWAITING_TARGET);

    const [first] = await agreementsOf(app);
    await app.dataSource.query(`UPDATE orvd_agreements SET status = 'ALLOWED', decision = 'ALLOWED' WHERE flight_request_id = $1`, [
      first.id,
    ]);
    app = await boot({ NEBO_DEMO_DATA: 'true' });
    const rows = await delivered(app, AWAITING_TARGET + 1);
    expect(rows).toHaveLength(AWAITING_TARGET + 1);
    expect(rows.filter((row) => row.status === 'PENDING' && row.decision === null)).toHaveLength(AWAITING_TARGET);
    expect(await municipalOf(app)).toHaveLength(1);
  });
});
