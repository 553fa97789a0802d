import { TestApp, startTestApp } from '../../../testing/test-app';
import { JobQueue } from '../../jobs/services/job-queue';
import { writeCentreReply } from '../../flight-messages/domain/centre-reply';
import { ChannelRegistry } from '../channels/channel-registry';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { ReplyIngest } from '../services/reply-ingest.service';
import { ExpireJob } from './expire.job';
import { QUEUES } from './queues';
import { FLIGHTS, convertedFlight, sampleSubmission } from '../testing/converted-flight';
import { FakeCentre } from '../testing/fake-centre';
import { clearAgreementJobs } from '../testing/clear-agreement-jobs';

/**
 * The expiry sweep through the real application: a converted request whose dates are over with no decision is
 * EXPIRED (and a send still waiting is cancelled); a decided one keeps its decision. A flight's dates cannot be
 * put in the past through the API (a start before now is refused), so the test moves them there in SQL — the one
 * thing it does behind the application's back.
 */
let t: TestApp;
let moscowId: string;
const centre = new FakeCentre('EMAIL');

beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: '0' });
  await clearAgreementJobs(t);
  jest.spyOn(t.app.get(ChannelRegistry), 'get').mockImplementation(() => centre);
  moscowId = (await t.dataSource.query("SELECT id FROM authorities WHERE code = 'ZC-MOSCOW'"))[0].id;
});

afterAll(() => t.close());

/** Moves every date of the request `days` into the past (as if the time had passed). */
async function intoThePast(id: string, days = 7): Promise<void> {
  await t.dataSource.query(
    `UPDATE flight_request_intervals SET start_at = start_at - $2::interval, finish_at = finish_at - $2::interval WHERE flight_request_id = $1`,
    [id, `${days} days`],
  );
  await t.dataSource.query(
    `UPDATE flight_requests SET first_flight_at = first_flight_at - $2::interval, last_flight_at = last_flight_at - $2::interval WHERE id = $1`,
    [id, `${days} days`],
  );
}

const view = async (auth: string, id: string) =>
  (await t.http.get(`${FLIGHTS}/${id}/agreement`).set('Authorization', auth).expect(200)).body;
const events = async (auth: string, id: string): Promise<string[]> =>
  (await t.http.get(`${FLIGHTS}/${id}/agreement/events`).set('Authorization', auth).expect(200)).body.data.map(
    (e: { event: string }) => e.event,
  );

describe('the expiry of undecided agreements', () => {
  it('expires a request never sent and one still being sent (cancelling the send); keeps a decided one; runs once', async () => {
    const unsent = await convertedFlight(t, 'Expiry Unsent');
    const sending = await convertedFlight(t, 'Expiry Sending');
    const decided = await convertedFlight(t, 'Expiry Decided');
    // The decided one: delivered, then rejected by the centre's reply.
    await t.http
      .post(`${FLIGHTS}/${decided.id}/send-submission`)
      .set('Authorization', decided.auth)
      .send(sampleSubmission(moscowId))
      .expect(202);
    await t.app.get(JobQueue).runDue(QUEUES.submit);
    const key = (await t.app.get(OrvdAgreementsRepository).find(decided.id))?.dedupKey as string;
    const rejection = writeCentreReply({
      kind: 'DECISION',
      reference: key,
      decision: 'REJECTED',
      at: new Date().toISOString(),
      comment: 'Зона',
    });
    expect(await t.app.get(ReplyIngest).ingest('EMAIL', { text: rejection, receivedAt: new Date().toISOString() })).toEqual(['applied']);
    // The other's send fails once and waits for its retry when its dates pass.
    await t.http
      .post(`${FLIGHTS}/${sending.id}/send-submission`)
      .set('Authorization', sending.auth)
      .send(sampleSubmission(moscowId))
      .expect(202);
    centre.failuresLeft = 1;
    await t.app.get(JobQueue).runDue(QUEUES.submit);
    expect((await view(sending.auth, sending.id)).orvdAgreement.delivery.state).toBe('RETRYING');
    for (const flight of [unsent, sending, decided]) await intoThePast(flight.id);

    // At least these two (the run's database is shared by the spec files, one after another).
    expect(await t.app.get(ExpireJob).run()).toBeGreaterThanOrEqual(2);

    const status = async (flight: { auth: string; id: string }) =>
      (await t.http.get(`${FLIGHTS}/${flight.id}/request`).set('Authorization', flight.auth).expect(200)).body.status;
    expect(await status(unsent)).toBe('EXPIRED');
    expect(await status(sending)).toBe('EXPIRED');
    expect(await status(decided)).toBe('REJECTED');
    const sendingView = await view(sending.auth, sending.id);
    expect(sendingView.orvdAgreement.status.code).toBe('EXPIRED');
    expect(sendingView.orvdAgreement.delivery.state).toBe('CANCELED');
    // Its dates had nothing sent: they read as expired too.
    expect(sendingView.dates.map((d: { status: string }) => d.status)).toEqual(['EXPIRED', 'EXPIRED']);
    expect(await events(unsent.auth, unsent.id)).toContain('orvd.expired');
    expect(await events(decided.auth, decided.id)).not.toContain('orvd.expired');

    // A second run finds nothing more, and the cancelled send never reaches the centre, even once due.
    const sent = centre.submissions.length;
    await t.app.get(ExpireJob).run();
    await t.dataSource.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [QUEUES.submit]);
    await t.app.get(JobQueue).runDue(QUEUES.submit);
    expect(centre.submissions.length).toBe(sent);
    expect((await events(sending.auth, sending.id)).filter((e) => e === 'orvd.expired')).toHaveLength(1);
  });
});
