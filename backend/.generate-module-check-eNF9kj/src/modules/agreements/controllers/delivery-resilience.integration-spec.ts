import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import PgBoss from 'pg-boss';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { runDatabaseUrl } from '../../../testing/test-database';
import { writeCentreReply } from '../../flight-messages/domain/centre-reply';
import { JobQueue } from '../../jobs/services/job-queue';
import { ChannelRegistry } from '../channels/channel-registry';
import { QUEUES } from '../jobs/queues';
import { SubmissionBuilder } from '../jobs/submission-builder';
import { DeliveriesRepository } from '../repositories/deliveries.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { clearAgreementJobs } from '../testing/clear-agreement-jobs';
import { convertedFlight as convertedFlightOf, sampleSubmission } from '../testing/converted-flight';
import { RestartableZonalCentre } from '../testing/restartable-zonal-centre';

/**
 * Delivery to the zonal centre when things break (issue 12, "Bad input and failure"), on the real stack: the
 * application with the real agreements module and its real channel adapters, pointed by configuration alone at
 * the real zonal-centre simulator started in this process (its HTTP API and SMTP mailbox on free ports, its
 * reply letters mailed to the backend's own inbound SMTP listener), and the real pg-boss jobs on PostgreSQL. The
 * worker is off: each test runs the due jobs itself with JobQueue.runDue, and stands in for the waits of the
 * back-off and of the job expiry by moving the job's own times in pgboss.job.
 */
let t: TestApp;
let sim: RestartableZonalCentre;
let jobs: JobQueue;
let moscowId: string;
let inboundPort: number;

beforeAll(async () => {
  inboundPort = await freePort();
  sim = await RestartableZonalCentre.create({ replySmtpUrl: `smtp://127.0.0.1:${inboundPort}`, decisionDelayMs: 100 });
  await sim.start();
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: String(inboundPort), ...sim.backendEnv() });
  await clearAgreementJobs(t);
  jobs = t.app.get(JobQueue);
  moscowId = (await t.dataSource.query("SELECT id FROM authorities WHERE code = 'ZC-MOSCOW'"))[0].id;
});

afterAll(async () => {
  await t?.close();
  await sim?.close();
});

afterEach(async () => {
  jest.restoreAllMocks();
  // A failing test must not leave the next one without its centre.
  if (!sim.running) await sim.start();
});

const BASE = '/api/user/flight-agreements';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A converted flight of a new pilot, far from any zone; its submission carries a regime number, so the centre allows it. */
const convertedFlight = async (name: string): Promise<{ auth: string; id: string }> => convertedFlightOf(t, name);

type Channel = 'EMAIL' | 'API_AZIMUT';
const submission = (channel: Channel) => sampleSubmission(moscowId, channel);

async function send(channel: Channel, name: string) {
  const flight = await convertedFlight(name);
  await t.http.post(`${BASE}/${flight.id}/send-submission`).set('Authorization', flight.auth).send(submission(channel)).expect(202);
  const row = await t.app.get(OrvdAgreementsRepository).find(flight.id);
  const deliveryId = (await view(flight)).orvdAgreement.delivery.id as string;
  const job = (await jobs.jobsOf(QUEUES.submit)).find((j) => (j.data as { deliveryId: string }).deliveryId === deliveryId);
  if (!row?.dedupKey || !job) throw new Error('the submission was not queued');
  return { ...flight, dedupKey: row.dedupKey, deliveryId, jobId: job.id };
}

const view = async (flight: { auth: string; id: string }) =>
  (await t.http.get(`${BASE}/${flight.id}/agreement`).set('Authorization', flight.auth).expect(200)).body;
const events = async (flight: { auth: string; id: string }): Promise<string[]> =>
  (await t.http.get(`${BASE}/${flight.id}/agreement/events?size=100`).set('Authorization', flight.auth).expect(200)).body.data.map(
    (e: { event: string }) => e.event,
  );
const count = (list: string[], event: string) => list.filter((e) => e === event).length;
const jobState = async (queue: string, id: string) => (await jobs.jobsOf(queue)).find((j) => j.id === id);

/**
 * Makes a waiting job of the queue due now. This stands in for the back-off wait (pg-boss's exponential delay,
 * up to 10 minutes between the later tries of a submission; a poll waits 5 s to 5 min): the job is the same
 * row pg-boss scheduled, only its start_after is moved, so what runs next is exactly what pg-boss would run.
 */
const dueNow = (queue: string, id?: string) =>
  t.dataSource.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry') AND ($2::uuid IS NULL OR id = $2::uuid)`,
    [queue, id ?? null],
  );

/** Polls until `check` holds (the centre decides and mails on its own clock); for API channels, runs the poll job as it comes due. */
async function eventually(check: () => Promise<boolean>, pollQueue = false, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the expected state did not come in time');
    if (pollQueue) {
      await dueNow(QUEUES.poll);
      await jobs.runDue(QUEUES.poll);
    }
    await sleep(100);
  }
}
const allowed = (flight: { auth: string; id: string }) => async () => (await view(flight)).orvdAgreement.status.code === 'ALLOWED';

/** The decision comes back the channel's own way: the poll job for the API, a reply letter to the inbound listener for EMAIL. */
async function expectAllowed(channel: Channel, flight: { auth: string; id: string }) {
  await eventually(allowed(flight), channel === 'API_AZIMUT');
  const done = await view(flight);
  expect(done.status).toBe('ALLOWED');
  expect(done.orvdAgreement).toMatchObject({
    status: { code: 'ALLOWED' },
    decision: 'ALLOWED',
    permitNumber: expect.stringMatching(/^\d{10}$/),
    comment: 'Использование воздушного пространства разрешено',
  });
  expect(count(await events(flight), 'orvd.allowed')).toBe(1);
}

describe('the zonal centre down (its servers stopped, connections refused)', () => {
  it.each<Channel>(['API_AZIMUT', 'EMAIL'])(
    '%s: the submission waits in RETRYING, is delivered once when the centre is back, and comes back ALLOWED',
    async (channel) => {
      await sim.stop();
      const s = await send(channel, `Down ${channel}`);

      // Two tries while the centre is down: each fails, the delivery shows it, nothing reaches the centre.
      expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 1 });
      const first = (await view(s)).orvdAgreement;
      expect(first.status.code).toBe('SENDING');
      expect(first.delivery).toMatchObject({
        channel,
        state: 'RETRYING',
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
        nextAttemptAt: expect.any(String),
      });
      const waiting = await jobState(QUEUES.submit, s.jobId);
      expect(waiting).toMatchObject({ state: 'retry', retryCount: 0 });
      expect(new Date((waiting as { startAfter: Date }).startAfter).getTime()).toBeGreaterThan(Date.now());
      // The back-off is real: not due yet, another round leaves it alone.
      expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 0 });
      await dueNow(QUEUES.submit, s.jobId);
      expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 1 });
      expect((await view(s)).orvdAgreement.delivery).toMatchObject({
        state: 'RETRYING',
        attempts: 2,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(sim.submissionsFor(s.dedupKey)).toEqual([]);
      expect(count(await events(s), 'orvd.submission-sent')).toBe(0);

      // The centre comes back on the same ports; the retry, once due, delivers.
      await sim.start();
      await dueNow(QUEUES.submit, s.jobId);
      expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 1, failed: 0 });
      const delivered = (await view(s)).orvdAgreement;
      expect(delivered.delivery).toMatchObject({
        channel,
        state: 'DELIVERED',
        attempts: 3,
        lastError: null,
        deliveredAt: expect.any(String),
      });
      expect(delivered.status.code).toMatch(/^(PENDING|ALLOWED)$/);
      const held = sim.submissionsFor(s.dedupKey);
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ channel, dedupKey: s.dedupKey, regimeNumber: '12/2026' });
      expect(delivered.externalId).toBe(channel === 'EMAIL' ? s.dedupKey : held[0].id);

      // Running the jobs again changes nothing: no second submission, no second delivery.
      await dueNow(QUEUES.submit);
      expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 0 });
      expect(await jobState(QUEUES.submit, s.jobId)).toMatchObject({ state: 'completed' });

      await expectAllowed(channel, s);
      expect(sim.submissionsFor(s.dedupKey)).toHaveLength(1);
      expect((await view(s)).orvdAgreement.delivery).toMatchObject({ state: 'DELIVERED', attempts: 3 });
      expect(count(await events(s), 'orvd.submission-sent')).toBe(1);
    },
  );
});

describe('the backend killed mid-send', () => {
  it.each<[Channel, boolean]>([
    ['API_AZIMUT', false],
    ['API_AZIMUT', true],
    ['EMAIL', false],
    ['EMAIL', true],
  ])('%s (centre already had it: %s): the expired job is run again, delivered once, nothing doubled', async (channel, centreHadIt) => {
    const s = await send(channel, `Crash ${channel} ${centreHadIt}`);

    // Another instance fetches the job and dies before completing it: the job stays active in pgboss.job.
    const doomed = new PgBoss({ connectionString: runDatabaseUrl(), migrate: false, supervise: false, schedule: false, max: 1 });
    doomed.on('error', () => undefined);
    await doomed.start();
    expect((await doomed.fetch(QUEUES.submit)).map((job) => job.id)).toEqual([s.jobId]);
    // What the handler writes first, before it calls the centre (as SubmitJob.run does).
    await t.app
      .get(DeliveriesRepository)
      .update(t.dataSource.manager, s.deliveryId, { state: 'SENDING', attempts: 1, nextAttemptAt: null });
    let lostReceipt: { externalId: string } | null = null;
    if (centreHadIt) {
      // The send went through, but its answer was lost with the process: the real adapter, the same dedup key.
      const row = await t.app.get(OrvdAgreementsRepository).find(s.id);
      const outgoing = await t.app.get(SubmissionBuilder).submission(row!, s.dedupKey);
      lostReceipt = await t.app.get(ChannelRegistry).get(channel).submit(outgoing);
      expect(sim.submissionsFor(s.dedupKey)).toHaveLength(1);
    }
    await doomed.stop({ graceful: false });
    expect(await jobState(QUEUES.submit, s.jobId)).toMatchObject({ state: 'active' });
    if (centreHadIt && channel === 'EMAIL') {
      // The centre answers the letter it got by mail, while the delivery is still SENDING on our side.
      await eventually(allowed(s));
    }

    // Within its expiry (120 s) the job is still the dead worker's: nobody takes it.
    expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 0 });
    expect((await view(s)).orvdAgreement.delivery).toMatchObject({ state: 'SENDING', attempts: 1 });

    // Past its expiry (stands in for the 2-minute wait): pg-boss fails it by timeout and schedules the retry.
    await t.dataSource.query(`UPDATE pgboss.job SET started_on = now() - interval '121 seconds' WHERE id = $1`, [s.jobId]);
    await jobs.runDue(QUEUES.submit);
    expect(await jobState(QUEUES.submit, s.jobId)).toMatchObject({
      state: 'retry',
      output: { value: { message: 'job failed by timeout in active state' } },
    });
    await dueNow(QUEUES.submit, s.jobId);
    expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 1, failed: 0 });

    const delivered = (await view(s)).orvdAgreement;
    expect(delivered.delivery).toMatchObject({ channel, state: 'DELIVERED', attempts: 2, lastError: null });
    const held = sim.submissionsFor(s.dedupKey);
    expect(held).toHaveLength(1);
    // The dedup key travelled: the centre answered the retry with its first receipt.
    if (lostReceipt) expect(delivered.externalId).toBe(lostReceipt.externalId);
    expect(delivered.externalId).toBe(channel === 'EMAIL' ? s.dedupKey : held[0].id);
    expect(count(await events(s), 'orvd.submission-sent')).toBe(1);

    await dueNow(QUEUES.submit);
    expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 0, failed: 0 });
    await expectAllowed(channel, s);
    expect(sim.submissionsFor(s.dedupKey)).toHaveLength(1);
    expect(count(await events(s), 'orvd.submission-sent')).toBe(1);
  });
});

describe('a reply nobody asked for', () => {
  const TABLES = ['orvd_agreements', 'flight_date_states', 'flight_messages', 'deliveries', 'agreement_events'];
  /** Every row of the agreements' tables and of the case file, as one digest per table. */
  const snapshot = () =>
    Promise.all(
      TABLES.map(
        async (table) =>
          (
            await t.dataSource.query(
              `SELECT count(*)::int AS rows, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM ${table} x`,
            )
          )[0],
      ),
    );

  it('an IDEP/IARR of an unknown SID or a decision for an unknown reference, mailed to the reply address, is logged and ignored', async () => {
    // A delivered, decided agreement is in the tables, so "nothing changed" is about real rows.
    const s = await send('EMAIL', 'Bystander');
    expect(await jobs.runDue(QUEUES.submit)).toEqual({ completed: 1, failed: 0 });
    await expectAllowed('EMAIL', s);
    const before = await snapshot();
    expect(before[0].rows).toBeGreaterThan(0);
    expect(before[4].rows).toBeGreaterThan(0);

    const warn = jest.spyOn(Logger.prototype, 'warn');
    const unknownSid = '0000000001';
    const unknownKey = `sub-${randomUUID()}`;
    const now = new Date().toISOString();
    const mailer = createTransport({ host: '127.0.0.1', port: inboundPort, secure: false, ignoreTLS: true });
    const mail = (subject: string, text: string) =>
      mailer.sendMail({ from: 'zc-moscow@zc.sim.nebo.local', to: 'orvd-replies@replies.nebo.local', subject, text });
    try {
      // Accepted (250): a refusal would only make the centre's server send it again.
      await mail('Re: IDEP', writeCentreReply({ kind: 'IDEP', sid: unknownSid, at: now }));
      await mail(`Re: [NEBO dep-${randomUUID()}] DEP`, writeCentreReply({ kind: 'IARR', sid: unknownSid, at: now }));
      await mail(
        `Re: [NEBO ${unknownKey}] Заявка`,
        writeCentreReply({ kind: 'DECISION', reference: unknownKey, decision: 'REJECTED', at: now, comment: 'Чужая заявка' }),
      );
    } finally {
      mailer.close();
    }

    // The listener answers only after the reply was handled, so the tables are final here.
    expect(await snapshot()).toEqual(before);
    const ignored = warn.mock.calls.map((call) => String(call[0])).filter((line) => /ignored/.test(line));
    expect(ignored).toEqual([
      expect.stringMatching(new RegExp(`^IDEP reply for an unknown .*SID ${unknownSid}`)),
      expect.stringMatching(new RegExp(`^IARR reply for an unknown .*SID ${unknownSid}`)),
      expect.stringMatching(new RegExp(`^DECISION reply for an unknown reference ${unknownKey}`)),
    ]);
    expect((await view(s)).orvdAgreement).toMatchObject({ status: { code: 'ALLOWED' }, decision: 'ALLOWED' });
  });
});
