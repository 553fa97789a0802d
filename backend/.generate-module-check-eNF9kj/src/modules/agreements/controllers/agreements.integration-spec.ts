import { randomUUID } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { newPilot } from '../../files/testing/upload-fixtures';
import { writeCentreReply } from '../../flight-messages/domain/centre-reply';
import { JobQueue } from '../../jobs/services/job-queue';
import { ChannelRegistry } from '../channels/channel-registry';
import { AutoCancelJob } from '../jobs/auto-cancel.job';
import { QUEUES } from '../jobs/queues';
import { AirportsNearby } from '../services/airports-nearby.service';
import { ReplyIngest } from '../services/reply-ingest.service';
import { loadFixtures } from '../../map/testing/map-fixtures';
import { FLIGHTS, convertedFlight as convertedFlightOf, sampleSubmission } from '../testing/converted-flight';
import type { OutgoingMessage } from '../channels/channel-adapter';
import { fakeCentres } from '../testing/fake-centre';
import { clearAgreementJobs } from '../testing/clear-agreement-jobs';

/**
 * The agreement calls through the real application, with a fake zonal centre behind the channel registry (the
 * real adapters meet the simulator in their own specs). The worker is off: the test runs the due jobs itself.
 */
let t: TestApp;
let jobs: JobQueue;
let ingest: ReplyIngest;
let moscowId: string;

const centres = fakeCentres();

beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: '0' });
  await clearAgreementJobs(t);
  jest.spyOn(t.app.get(ChannelRegistry), 'get').mockImplementation((channel) => centres[channel]);
  jobs = t.app.get(JobQueue);
  ingest = t.app.get(ReplyIngest);
  moscowId = (await t.dataSource.query("SELECT id FROM authorities WHERE code = 'ZC-MOSCOW'"))[0].id;
});

afterAll(() => t.close());

const BASE = FLIGHTS;
const pilotAuth = async (name: string) => `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
const reply = (text: string) => ({ text, receivedAt: new Date().toISOString() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const convertedFlight = (name: string, draft = false) => convertedFlightOf(t, name, { draft });

const view = async (auth: string, id: string) => (await t.http.get(`${BASE}/${id}/agreement`).set('Authorization', auth).expect(200)).body;
const submission = (channel = 'EMAIL') => sampleSubmission(moscowId, channel);

describe('the zonal-centre agreement', () => {
  it('goes CREATED → SENDING → (a retry) → PENDING → ALLOWED, delivering exactly one submission', async () => {
    const { auth, id } = await convertedFlight('Sender');
    const empty = await view(auth, id);
    expect(empty).toMatchObject({ id, offsetMode: 'UTC', status: 'CREATED', orvdAgreement: null, localGovernmentAgreements: [] });
    expect(empty.dates).toHaveLength(2);
    expect(empty.dates[0]).toMatchObject({
      kind: 'GENERAL',
      status: 'CREATED',
      stage: null,
      messages: [],
      startUtc: expect.stringMatching(/Z$/),
    });

    const assigned = (
      await t.http
        .post(`${BASE}/${id}/orvd-agreement/assign`)
        .set('Authorization', auth)
        .send({ authority: { id: moscowId } })
        .expect(200)
    ).body;
    expect(assigned.orvdAgreement).toMatchObject({
      authority: { id: moscowId, code: 'ZC-MOSCOW' },
      status: { code: 'CREATED' },
      stage: 'AWAITING',
      delivery: null,
    });

    const oneAlone = (
      await t.http
        .put(`${BASE}/${id}/orvd-agreement/regime`)
        .set('Authorization', auth)
        .send({ flySpaceRegime: { number: '12/2026' } })
        .expect(400)
    ).body;
    expect(oneAlone.detailedError).toEqual([expect.objectContaining({ field: 'flySpaceRegime.dateOfIssue' })]);
    const dateAlone = (
      await t.http
        .put(`${BASE}/${id}/orvd-agreement/regime`)
        .set('Authorization', auth)
        .send({ flySpaceRegime: { dateOfIssue: '2026-05-01' } })
        .expect(400)
    ).body;
    expect(dateAlone.detailedError).toEqual([expect.objectContaining({ field: 'flySpaceRegime.number' })]);
    const regime = (
      await t.http
        .put(`${BASE}/${id}/orvd-agreement/regime`)
        .set('Authorization', auth)
        .send({ flySpaceRegime: { number: '12/2026', dateOfIssue: '2026-05-01' } })
        .expect(200)
    ).body;
    expect(regime.orvdAgreement.flySpaceRegime).toEqual({ number: '12/2026', dateOfIssue: '2026-05-01' });

    centres.EMAIL.failuresLeft = 1;
    const before = centres.EMAIL.submissions.length;
    const queued = (await t.http.post(`${BASE}/${id}/send-submission`).set('Authorization', auth).send(submission()).expect(202)).body;
    expect(queued.orvdAgreement).toMatchObject({
      status: { code: 'SENDING' },
      stage: 'SENDING',
      submissionSentType: 'EMAIL',
      submissionType: 'TEMPORARY_REGIME_SUBMISSION',
      flySpaceUsagePetitionAttributes: { submissionReviewers: ['Петров П. П.'], note: 'ПОЛЁТ НАД ПОЛЕМ' },
      delivery: { channel: 'EMAIL', state: 'QUEUED', attempts: 0 },
    });

    await jobs.runDue(QUEUES.submit);
    const retrying = (await view(auth, id)).orvdAgreement;
    expect(retrying.delivery).toMatchObject({
      state: 'RETRYING',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
      nextAttemptAt: expect.any(String),
    });
    await sleep(4200);
    await jobs.runDue(QUEUES.submit);
    await jobs.runDue(QUEUES.submit);

    const sent = centres.EMAIL.submissions.slice(before);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((s) => s.dedupKey)).size).toBe(1);
    expect(sent[1]).toMatchObject({
      authority: { code: 'ZC-MOSCOW' },
      regime: { number: '12/2026', dateOfIssue: '2026-05-01' },
      document: { contentType: 'application/pdf' },
      dates: [expect.objectContaining({ startUtc: expect.any(String) }), expect.anything()],
    });
    expect(sent[1].document.content.subarray(0, 4).toString()).toBe('%PDF');

    const pending = await view(auth, id);
    expect(pending.status).toBe('PENDING');
    expect(pending.orvdAgreement).toMatchObject({
      status: { code: 'PENDING' },
      stage: 'CONFIRMING',
      externalId: 'ext-1',
      sendDateTime: expect.any(String),
    });
    expect(pending.orvdAgreement.delivery).toMatchObject({
      state: 'DELIVERED',
      attempts: 2,
      lastError: null,
      deliveredAt: expect.any(String),
    });
    await t.http
      .post(`${BASE}/${id}/send-submission`)
      .set('Authorization', auth)
      .send(submission())
      .expect(409, /agreements.already-sent/);
    await t.http
      .post(`${BASE}/${id}/orvd-agreement/assign`)
      .set('Authorization', auth)
      .send({ authority: { id: moscowId } })
      .expect(409);

    const decision = writeCentreReply({
      kind: 'DECISION',
      reference: sent[0].dedupKey,
      decision: 'ALLOWED',
      permitNumber: 'MZC-77',
      at: '2026-05-01T10:00:00Z',
      comment: 'Согласовано',
    });
    expect(await ingest.ingest('EMAIL', reply(decision))).toEqual(['applied']);
    expect(await ingest.ingest('EMAIL', reply(decision))).toEqual(['unchanged']);
    const allowed = await view(auth, id);
    expect(allowed.status).toBe('ALLOWED');
    expect(allowed.orvdAgreement).toMatchObject({
      status: { code: 'ALLOWED' },
      decision: 'ALLOWED',
      permitNumber: 'MZC-77',
      comment: 'Согласовано',
      decisionEntryDate: '2026-05-01T10:00:00.000Z',
    });

    const events = (await t.http.get(`${BASE}/${id}/agreement/events`).set('Authorization', auth).set('Accept-Language', 'en').expect(200))
      .body;
    expect(events.data.map((e: { event: string }) => e.event)).toEqual([
      'orvd.allowed',
      'orvd.submission-sent',
      'orvd.submission-queued',
      'orvd.regime-set',
      'orvd.authority-assigned',
    ]);
    expect(events.data[1].summary).toMatch(/^Submission sent to .+ by e-mail$/);
    const csv = await t.http.get(`${BASE}/${id}/agreement/events/csv`).set('Authorization', auth).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="case-file-${id}.csv"`);
    expect(csv.text.charCodeAt(0)).toBe(0xfeff);
    expect(csv.text).toContain('Заявка отправлена в');
  });

  it('switching the channel before delivery cancels the old send and keeps the dedup key', async () => {
    const { auth, id } = await convertedFlight('Switcher');
    centres.EMAIL.failuresLeft = 100;
    await t.http.post(`${BASE}/${id}/send-submission`).set('Authorization', auth).send(submission('EMAIL')).expect(202);
    await jobs.runDue(QUEUES.submit);
    const emailKey = centres.EMAIL.submissions.at(-1)?.dedupKey;
    const switched = (
      await t.http.post(`${BASE}/${id}/send-submission`).set('Authorization', auth).send(submission('API_AZIMUT')).expect(202)
    ).body;
    expect(switched.orvdAgreement).toMatchObject({
      submissionSentType: 'API_AZIMUT',
      delivery: { channel: 'API_AZIMUT', state: 'QUEUED' },
    });
    await jobs.runDue(QUEUES.submit);
    expect(centres.API_AZIMUT.submissions.at(-1)?.dedupKey).toBe(emailKey);
    expect((await view(auth, id)).orvdAgreement).toMatchObject({
      status: { code: 'PENDING' },
      delivery: { channel: 'API_AZIMUT', state: 'DELIVERED' },
    });
    centres.EMAIL.failuresLeft = 0;
    // The superseded e-mail job, retried later, finds its delivery cancelled and sends nothing.
    const emailSends = centres.EMAIL.submissions.length;
    await sleep(4200);
    await jobs.runDue(QUEUES.submit);
    expect(centres.EMAIL.submissions.length).toBe(emailSends);

    // The API channel is polled: the decision comes back through the poll job.
    centres.API_AZIMUT.pending = [
      reply(
        writeCentreReply({
          kind: 'DECISION',
          reference: emailKey as string,
          decision: 'REJECTED',
          at: '2026-05-01T11:00:00Z',
          comment: 'Зона ограничения',
        }),
      ),
    ];
    await sleep(5200);
    await jobs.runDue(QUEUES.poll);
    expect((await view(auth, id)).orvdAgreement).toMatchObject({
      status: { code: 'REJECTED' },
      decision: 'REJECTED',
      comment: 'Зона ограничения',
    });
    expect((await view(auth, id)).status).toBe('REJECTED');
  });

  it('flies a date SHR → ACK → DEP → IDEP → ARR → IARR, refusing messages out of order; cancels a date with no DEP', async () => {
    const { auth, id, dates } = await convertedFlight('Flyer');
    const [first, second] = dates;
    await t.http
      .put(`${BASE}/${id}/orvd/${first}/send-shr`)
      .set('Authorization', auth)
      .expect(409, /agreements.message-not-allowed/);
    await t.http.post(`${BASE}/${id}/send-submission`).set('Authorization', auth).send(submission()).expect(202);
    await jobs.runDue(QUEUES.submit);
    const key = centres.EMAIL.submissions.at(-1)?.dedupKey as string;
    await ingest.ingest(
      'EMAIL',
      reply(
        writeCentreReply({ kind: 'DECISION', reference: key, decision: 'ALLOWED', permitNumber: 'MZC-78', at: '2026-05-01T10:00:00Z' }),
      ),
    );

    await t.http
      .put(`${BASE}/${id}/orvd/${first}/send-dep`)
      .set('Authorization', auth)
      .expect(409, /agreements.message-not-allowed/);
    await t.http.put(`${BASE}/${id}/orvd/${randomUUID()}/send-shr`).set('Authorization', auth).expect(404);
    const shrQueued = (
      await t.http.put(`${BASE}/${id}/orvd/${first}/send-shr`).set('Authorization', auth).send({ remarks: 'test' }).expect(202)
    ).body;
    expect(shrQueued).toMatchObject({
      id: first,
      status: 'SENDING',
      messages: [{ kind: 'SHR', text: expect.stringContaining('(SHR-'), delivery: { state: 'QUEUED' } }],
    });
    expect(shrQueued.messages[0].text).toContain('RMK/PERMIT MZC 78');
    await t.http.put(`${BASE}/${id}/orvd/${first}/send-shr`).set('Authorization', auth).expect(409);
    await jobs.runDue(QUEUES.sendMessage);
    const shr = centres.EMAIL.messages.at(-1) as OutgoingMessage;
    expect(shr).toMatchObject({ kind: 'SHR', dateId: first, submissionExternalId: expect.any(String) });

    expect(await ingest.ingest('EMAIL', reply(writeCentreReply({ kind: 'ACK', reference: shr.dedupKey, sid: '7772251060' })))).toEqual([
      'applied',
    ]);
    let date = (await view(auth, id)).dates.find((d: { id: string }) => d.id === first);
    expect(date).toMatchObject({ status: 'ALLOWED', stage: 'TAKEOFF', sid: '7772251060', autoCancelAt: expect.any(String) });
    const start = new Date(date.startUtc).getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    expect(new Date(date.autoCancelAt).getTime() - start).toBe(30 * 60_000);
    const cancelJobs = await jobs.jobsOf(QUEUES.autoCancel);
    expect(cancelJobs.filter((j) => j.singletonKey === `cnl:${first}`)).toHaveLength(1);

    await t.http.put(`${BASE}/${id}/orvd/${first}/arrive-shr`).set('Authorization', auth).expect(409);
    await t.http
      .put(`${BASE}/${id}/orvd/${first}/send-dep`)
      .set('Authorization', auth)
      .send({ at: at(5) })
      .expect(202);
    await t.http.put(`${BASE}/${id}/orvd/${first}/send-dep`).set('Authorization', auth).expect(409);
    await jobs.runDue(QUEUES.sendMessage);
    expect(centres.EMAIL.messages.at(-1)).toMatchObject({ kind: 'DEP', text: expect.stringContaining('SID/7772251060') });
    // Unknown SID: logged and ignored, nothing written.
    expect(await ingest.ingest('EMAIL', reply(writeCentreReply({ kind: 'IDEP', sid: '0000000000', at: at(6) })))).toEqual(['ignored']);
    expect(await ingest.ingest('EMAIL', reply(writeCentreReply({ kind: 'IDEP', sid: '7772251060', at: at(6) })))).toEqual(['applied']);
    date = (await view(auth, id)).dates.find((d: { id: string }) => d.id === first);
    expect(date).toMatchObject({ status: 'INFLIGHT', stage: 'LANDING', departedAt: at(6), autoCancelAt: null });
    await t.http.put(`${BASE}/${id}/orvd/${first}/cancel-shr`).set('Authorization', auth).expect(409);

    await t.http
      .put(`${BASE}/${id}/orvd/${first}/arrive-shr`)
      .set('Authorization', auth)
      .send({ at: at(45) })
      .expect(202);
    await jobs.runDue(QUEUES.sendMessage);
    const arr = centres.EMAIL.messages.at(-1) as OutgoingMessage;
    expect(arr.kind).toBe('ARR');
    expect(
      await ingest.ingest('EMAIL', reply(writeCentreReply({ kind: 'IARR', sid: '7772251060', at: at(46), reference: arr.dedupKey }))),
    ).toEqual(['applied']);
    date = (await view(auth, id)).dates.find((d: { id: string }) => d.id === first);
    expect(date).toMatchObject({ status: 'ARRIVED', arrivedAt: at(46) });
    expect(date.messages.map((m: { kind: string }) => m.kind)).toEqual(['SHR', 'DEP', 'ARR']);
    expect(date.messages[0].reply).toContain('ACK');

    // The second date: its SHR accepted, then no DEP — the auto-cancel sends CNL.
    await t.http.put(`${BASE}/${id}/orvd/${second}/send-shr`).set('Authorization', auth).expect(202);
    await jobs.runDue(QUEUES.sendMessage);
    await ingest.ingest(
      'EMAIL',
      reply(writeCentreReply({ kind: 'ACK', reference: (centres.EMAIL.messages.at(-1) as OutgoingMessage).dedupKey, sid: '7772251061' })),
    );
    await t.app.get(AutoCancelJob).run({ id: 'test', data: { dateId: second }, retryCount: 0 });
    await t.app.get(AutoCancelJob).run({ id: 'test', data: { dateId: second }, retryCount: 0 });
    await jobs.runDue(QUEUES.sendMessage);
    const cancelled = (await view(auth, id)).dates.find((d: { id: string }) => d.id === second);
    expect(cancelled).toMatchObject({ status: 'CANCELED', autoCancelAt: null });
    expect(cancelled.messages.map((m: { kind: string }) => m.kind)).toEqual(['SHR', 'CNL']);
    expect(centres.EMAIL.messages.at(-1)).toMatchObject({ kind: 'CNL', text: expect.stringContaining('(CNL-') });
    const events = (await t.http.get(`${BASE}/${id}/agreement/events?size=100`).set('Authorization', auth).expect(200)).body;
    expect(events.data.find((e: { event: string }) => e.event === 'orvd.cnl-queued')).toMatchObject({ actor: 'SYSTEM' });
  });
});

describe('the other calls', () => {
  it('lists channels, airports and SPPI statuses; a draft is not an agreement yet', async () => {
    const { auth, id } = await convertedFlight('Lister');
    const channels = (await t.http.get('/api/flight-agreements/submission-channels').set('Authorization', auth).expect(200)).body;
    expect(channels.data.map((c: { channel: string }) => c.channel)).toEqual(['EMAIL', 'API_AZIMUT', 'SPPI']);
    expect(channels.data[2]).toMatchObject({ requiresSignIn: true, signedIn: false });
    expect(channels.data[0]).toMatchObject({ requiresSignIn: false, signedIn: true });
    expect((await t.http.get(`${BASE}/${id}/takeoff-airports`).set('Authorization', auth).expect(200)).body).toEqual({ data: [] });
    expect((await t.http.get(`${BASE}/${id}/landing-airports`).set('Authorization', auth).expect(200)).body).toEqual({ data: [] });
    await t.http
      .post(`${BASE}/${id}/send-submission`)
      .set('Authorization', auth)
      .send(submission('SPPI'))
      .expect(409, /sppi.not-signed-in/);
    await t.http.get(`${BASE}/${id}/sppi/submission/status`).set('Authorization', auth).expect(404);
    expect((await t.http.get(`${BASE}/sppi/submission/status`).set('Authorization', auth).expect(200)).body).toEqual({ data: [] });
    expect((await t.http.get(`${BASE}/sppi/shr/status`).set('Authorization', auth).expect(200)).body).toEqual({ data: [] });
    const bad = (
      await t.http
        .post(`${BASE}/${id}/send-submission`)
        .set('Authorization', auth)
        .send({ ...submission(), submissionSentType: 'FAX' })
        .expect(400)
    ).body;
    expect(bad.detailedError.map((e: { field: string }) => e.field)).toContain('submissionSentType');

    const draft = await convertedFlight('Drafter', true);
    await t.http
      .get(`${BASE}/${draft.id}/agreement`)
      .set('Authorization', draft.auth)
      .expect(409, /agreements.not-converted/);
    await t.http
      .post(`${BASE}/${draft.id}/orvd-agreement/assign`)
      .set('Authorization', draft.auth)
      .send({ authority: { id: moscowId } })
      .expect(409);
  });

  it('finds the aerodromes within 30 km of a point, nearest first, with their great-circle distance; the one 33 km away is left out', async () => {
    await loadFixtures(t.dataSource);
    const near = await t.app.get(AirportsNearby).near({ lat: 55.72, lng: 37.64 }, 'en');
    expect(near).toEqual([
      { id: expect.any(String), icao: 'UUTT', name: 'Test airport', landingSiteType: 'AIRPORT', distanceKm: 1.3 },
      expect.objectContaining({ icao: null, landingSiteType: 'LANDING', distanceKm: 5.1 }),
    ]);
  });

  it("answers another pilot's id with 404 on every call, exactly like a missing one", async () => {
    const { id, dates } = await convertedFlight('Owner');
    const other = await pilotAuth('Intruder');
    const calls: [string, string, object?][] = [
      ['get', `${BASE}/${id}/agreement`],
      ['get', `${BASE}/${id}/takeoff-airports`],
      ['get', `${BASE}/${id}/landing-airports`],
      ['post', `${BASE}/${id}/orvd-agreement/assign`, { authority: { id: moscowId } }],
      ['put', `${BASE}/${id}/orvd-agreement/regime`, { flySpaceRegime: null }],
      ['post', `${BASE}/${id}/send-submission`, submission()],
      ['put', `${BASE}/${id}/orvd/${dates[0]}/send-shr`, {}],
      ['put', `${BASE}/${id}/orvd/${dates[0]}/send-dep`, {}],
      ['put', `${BASE}/${id}/orvd/${dates[0]}/arrive-shr`, {}],
      ['put', `${BASE}/${id}/orvd/${dates[0]}/cancel-shr`, {}],
      ['get', `${BASE}/${id}/sppi/submission/status`],
      ['get', `${BASE}/${id}/sppi/shr/${dates[0]}/status`],
      ['get', `${BASE}/${id}/agreement/events`],
      ['get', `${BASE}/${id}/agreement/events/csv`],
    ];
    const call = (method: string, url: string) =>
      (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);
    for (const [method, url, body] of calls) {
      const theirs = await call(method, url).set('Authorization', other).send(body);
      const missing = await call(method, url.replace(id, randomUUID())).set('Authorization', other).send(body);
      expect([url, theirs.status, theirs.body.code]).toEqual([url, 404, 'flights.not-found']);
      expect(theirs.body).toEqual(missing.body);
    }
  });
});
