import { randomBytes } from 'node:crypto';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { ChannelRegistry } from '../../agreements/channels/channel-registry';
import { QUEUES } from '../../agreements/jobs/queues';
import { ReplyIngest } from '../../agreements/services/reply-ingest.service';
import { clearAgreementJobs } from '../../agreements/testing/clear-agreement-jobs';
import { FLIGHTS, convertedFlight, sampleSubmission } from '../../agreements/testing/converted-flight';
import { fakeCentres } from '../../agreements/testing/fake-centre';
import { flightOf } from '../../authorities/testing/flight-fixtures';
import { writeCentreReply } from '../../flight-messages/domain/centre-reply';
import { EXE, PDF, PNG, newPilot } from '../../files/testing/upload-fixtures';
import { JobQueue } from '../../jobs/services/job-queue';
import { loadFixtures } from '../../map/testing/map-fixtures';

/**
 * The authority area's review through the real application: a zonal centre (Moscow, standing on the map fixtures'
 * centre) and a municipality (M1), each with an employee inserted as authority-staff would make one; requests made
 * and sent through the pilots' own calls, with a fake centre behind the channel registry (worker off).
 */
let t: TestApp;
let jobs: JobQueue;
let moscowId: string;
let m1Id: string;
let zcStaff: string;
let m1Staff: string;
/** Unique per run: the run's database is shared by the spec files, and Moscow sees their requests too. */
const RUN = randomBytes(3).toString('hex');
const centres = fakeCentres();

const REVIEW = '/api/authority/flight-requests';
type Sent = { auth: string; id: string };
let alpha: Sent; // in M1 and in the centre's area, purpose WORK, sent to the centre
let beta: Sent; // far from the fixtures, sent to the centre: does not cross its area
let gamma: Sent; // in M1, purpose ENTERTAINMENT, sent to M1 only

async function userIdOf(sub: string): Promise<string> {
  return (await t.dataSource.query('SELECT id FROM users WHERE subject = $1', [sub]))[0].id;
}

/** A signed-up user made an employee of the authority (the row authority-staff writes when an invitation is accepted). */
async function staffOf(authorityId: string, name: string): Promise<string> {
  const identity = newPilot(name);
  const auth = `Bearer ${await t.issuer.tokenForIdentity(identity)}`;
  const refused = (await t.http.get('/api/authority/dashboard').set('Authorization', auth).expect(403)).body;
  expect(refused.code).toBe('authority-staff.not-staff');
  await t.dataSource.query(
    `INSERT INTO authority_employees (authority_id, position, email, user_id, is_admin, status, invited_at, joined_at)
     VALUES ($1, 'Начальник смены', $2, $3, true, 'ACTIVE', now(), now())`,
    [authorityId, identity.login, await userIdOf(identity.sub)],
  );
  return auth;
}

async function sendToCentre(auth: string, id: string): Promise<void> {
  await t.http.post(`${FLIGHTS}/${id}/send-submission`).set('Authorization', auth).send(sampleSubmission(moscowId)).expect(202);
  await jobs.runDue(QUEUES.submit);
}

async function sendToM1(auth: string, id: string): Promise<void> {
  await t.http
    .post(`${FLIGHTS}/${id}/local-government-agreement`)
    .set('Authorization', auth)
    .send({ authority: { id: m1Id } })
    .expect(201);
  await t.http
    .post(`${FLIGHTS}/${id}/local-government-agreement/${m1Id}/send-application`)
    .set('Authorization', auth)
    .attach('UAV_OWNERSHIP_CONFIRMATION', PDF, 'ownership.pdf')
    .attach('OPERATOR_CERTIFICATE', PDF, 'certificate.pdf')
    .expect(202);
}

async function pilotNamed(name: string): Promise<string> {
  return `Bearer ${await t.issuer.tokenForIdentity(newPilot(name))}`;
}

const list = async (auth: string, query: Record<string, string | string[]> = {}) =>
  (await t.http.get(REVIEW).query(query).set('Authorization', auth).expect(200)).body;
const ids = (page: { data: Array<{ id: string }> }) => page.data.map((item) => item.id);
/** This run's requests only (the applicant filter on the run's token). */
const ours = { 'filter.applicant': RUN };

beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: '0' });
  await clearAgreementJobs(t);
  jest.spyOn(t.app.get(ChannelRegistry), 'get').mockImplementation((channel) => centres[channel]);
  jobs = t.app.get(JobQueue);
  const fixtures = await loadFixtures(t.dataSource);
  // The fixtures' zonal centre stands in for Moscow's area (as in the authorities' own spec).
  await t.dataSource.query(`UPDATE map_objects SET external_id = 'ZC-MOSCOW' WHERE layer = 'ZONAL_CENTERS' AND external_id = 'ZC-TEST'`);
  moscowId = (await t.dataSource.query("SELECT id FROM authorities WHERE code = 'ZC-MOSCOW'"))[0].id;

  const alphaAuth = await pilotNamed(`Alpha${RUN}`);
  alpha = { auth: alphaAuth, id: await flightOf(t, alphaAuth) };
  m1Id = (
    await t.http
      .post(`${FLIGHTS}/${alpha.id}/local-government-agreement`)
      .set('Authorization', alphaAuth)
      .send({ authority: { mapObjectId: fixtures.get('BOUNDARIES/geonames:1001') } })
      .expect(201)
  ).body.localGovernmentAgreements[0].authority.id;
  await sendToCentre(alpha.auth, alpha.id);

  const betaFlight = await convertedFlight(t, `Beta${RUN}`);
  beta = { auth: betaFlight.auth, id: betaFlight.id };
  await sendToCentre(beta.auth, beta.id);

  const gammaAuth = await pilotNamed(`Gamma${RUN}`);
  gamma = { auth: gammaAuth, id: await flightOf(t, gammaAuth, { purpose: 'ENTERTAINMENT' }) };
  await sendToM1(gamma.auth, gamma.id);

  zcStaff = await staffOf(moscowId, `ZcStaff${RUN}`);
  m1Staff = await staffOf(m1Id, `MunStaff${RUN}`);
}, 120_000);

afterAll(() => t.close());

describe('who reviews', () => {
  it('refuses pilots, companies and the demo authority without a membership: 403 not-staff on every call', async () => {
    const pilot = alpha.auth;
    for (const [method, path] of [
      ['get', REVIEW],
      ['get', `${REVIEW}/${alpha.id}`],
      ['get', '/api/authority/dashboard'],
    ] as const) {
      expect((await t.http[method](path).set('Authorization', pilot).expect(403)).body.code).toBe('authority-staff.not-staff');
    }
    const company = await t.bearer('company');
    await t.http.get(REVIEW).set('Authorization', company).expect(403);
    const refused = await t.http
      .patch(`${REVIEW}/${alpha.id}/approve`)
      .set('Authorization', pilot)
      .field('decision', JSON.stringify({ number: '1', dateOfIssue: '2026-01-01' }))
      .expect(403);
    expect(refused.body.code).toBe('authority-staff.not-staff');
    await t.http.get(REVIEW).expect(401);
  });
});

describe('visibility by authority', () => {
  it('shows a request to the authority its owner sent it to, never to another (list and 404 by id)', async () => {
    const centre = ids(await list(zcStaff, ours));
    expect(centre).toEqual(expect.arrayContaining([alpha.id, beta.id]));
    expect(centre).not.toContain(gamma.id);
    const municipality = ids(await list(m1Staff, ours));
    expect(municipality).toEqual([gamma.id]);

    const missing = (await t.http.get(`${REVIEW}/00000000-0000-4000-8000-000000000099`).set('Authorization', m1Staff).expect(404)).body;
    const notTheirs = (await t.http.get(`${REVIEW}/${alpha.id}`).set('Authorization', m1Staff).expect(404)).body;
    expect(notTheirs).toEqual(missing);
    expect(notTheirs.code).toBe('authority-review.not-found');
    await t.http.get(`${REVIEW}/${gamma.id}`).set('Authorization', zcStaff).expect(404);
  });

  it('answers the list items in one vocabulary for both kinds of authority', async () => {
    const page = await list(zcStaff, { ...ours, 'filter.text': 'Survey' });
    expect(page.data).toEqual([
      {
        id: alpha.id,
        name: 'Survey near M1',
        reviewStatus: 'AWAITING',
        agreementStatus: 'PENDING',
        body: 'ORVD',
        applicant: { kind: 'INDIVIDUAL', name: expect.stringContaining(`Alpha${RUN}`), email: expect.stringContaining(`alpha${RUN}`) },
        drone: { registrationNumber: expect.stringMatching(/^RU-L/), model: 'Local Drone' },
        purpose: { id: 1, name: 'Авиационные работы' },
        firstFlightDateTime: expect.stringMatching(/Z$/),
        lastFlightDateTime: expect.stringMatching(/Z$/),
        sendDateTime: expect.stringMatching(/Z$/),
        decisionDateTime: null,
        crossesArea: true,
      },
    ]);
    expect(page.meta).toEqual({ totalCount: 1 });
    const local = (await list(m1Staff, ours)).data[0];
    expect(local).toMatchObject({ id: gamma.id, body: 'LOCAL', reviewStatus: 'AWAITING', agreementStatus: 'PENDING', crossesArea: true });
    expect(local.purpose).toEqual({ id: 2, name: 'Развлекательный полёт' });
  });
});

describe('filters, sort and paging', () => {
  it('filters by every key', async () => {
    expect(ids(await list(zcStaff, { ...ours, 'filter.crossing': 'CROSSES' }))).toEqual([alpha.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.crossing': 'NOT_CROSSES' }))).toEqual([beta.id]);
    expect(ids(await list(zcStaff, { 'filter.applicant': `beta${RUN}` }))).toEqual([beta.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.drone': 'Agreement Drone' }))).toEqual([beta.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.drone': 'RU-L' }))).toEqual([alpha.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.text': 'agreement' }))).toEqual([beta.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.purpose': '2' }))).toEqual([]);
    expect(ids(await list(m1Staff, { ...ours, 'filter.purpose': ['1', '2'] }))).toEqual([gamma.id]);
    expect(ids(await list(zcStaff, { ...ours, 'filter.status': 'APPROVED' }))).toEqual([]);
    expect(new Set(ids(await list(zcStaff, { ...ours, 'filter.status': ['AWAITING', 'REJECTED'] })))).toEqual(new Set([alpha.id, beta.id]));

    // alpha flies in 3 days, beta in 3 and 5 days (UTC days; a Moscow day overlaps either).
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    expect(ids(await list(zcStaff, { ...ours, 'filter.flightDate.from': day(5), 'filter.flightDate.to': day(5) }))).toEqual([beta.id]);
    expect(new Set(ids(await list(zcStaff, { ...ours, 'filter.flightDate.from': day(2), 'filter.flightDate.to': day(3) })))).toEqual(
      new Set([alpha.id, beta.id]),
    );
    expect(ids(await list(zcStaff, { ...ours, 'filter.flightDate.to': day(1) }))).toEqual([]);
  });

  it('refuses an unknown filter key and bad values with 400 naming the key', async () => {
    const unknown = (await t.http.get(REVIEW).query({ 'filter.colour': 'red' }).set('Authorization', zcStaff).expect(400)).body;
    expect(unknown.detailedError.map((e: { field: string }) => e.field)).toContain('filter.colour');
    await t.http.get(REVIEW).query({ 'filter.status': 'LOST' }).set('Authorization', zcStaff).expect(400);
    await t.http.get(REVIEW).query({ 'filter.flightDate.from': '01.02.2026' }).set('Authorization', zcStaff).expect(400);
    await t.http.get(REVIEW).query({ sort: 'colour,asc' }).set('Authorization', zcStaff).expect(400);
    await t.http.get(REVIEW).query({ size: '101' }).set('Authorization', zcStaff).expect(400);
  });

  it('sorts and pages, with the total of every match', async () => {
    const byName = ids(await list(zcStaff, { ...ours, sort: 'name,asc' }));
    expect(byName).toEqual([beta.id, alpha.id]); // «Agreement flight» < «Survey near M1»
    expect(ids(await list(zcStaff, { ...ours, sort: 'name,desc' }))).toEqual([alpha.id, beta.id]);
    expect(ids(await list(zcStaff, { ...ours, sort: 'sendDateTime,asc' }))).toEqual([alpha.id, beta.id]);
    expect(ids(await list(zcStaff, ours))).toEqual([beta.id, alpha.id]); // newest sent first by default
    expect(ids(await list(zcStaff, { ...ours, sort: 'firstFlightDateTime,asc' })).length).toBe(2);
    const second = await list(zcStaff, { ...ours, size: '1', page: '1', sort: 'name,asc' });
    expect(second).toEqual({ data: [expect.objectContaining({ id: alpha.id })], meta: { totalCount: 2 } });
    expect(await list(zcStaff, { ...ours, size: '1', page: '5' })).toEqual({ data: [], meta: { totalCount: 2 } });
  });
});

describe('one request', () => {
  it('shows the route, the area, the crossing, the applicant, the drone, the submission and this body’s case file', async () => {
    const detail = (await t.http.get(`${REVIEW}/${alpha.id}`).set('Authorization', zcStaff).set('Accept-Language', 'en').expect(200)).body;
    expect(detail).toMatchObject({
      id: alpha.id,
      reviewStatus: 'AWAITING',
      body: 'ORVD',
      purpose: { id: 1, name: 'Aviation work' },
      geometry: { type: 'CIRCLE' },
      takeOffPoint: { lat: 55.71, lng: 37.575 },
      altitudes: { min: 100, max: 150, groundMin: 0, groundMax: 50 },
      lineOfSight: 'INSIDE',
      crossing: { crosses: true, parts: { type: 'MULTIPOLYGON' } },
      submission: { usageMode: 'TEMPORARY', regime: { number: '12/2026', date: '2026-05-01' }, channel: 'EMAIL' },
      applicant: { kind: 'INDIVIDUAL', phone: null, documents: [] },
      drone: { registrationNumber: expect.stringMatching(/^RU-L/), images: [] },
      decision: null,
    });
    expect(detail.areaGeometry).toEqual(expect.objectContaining({ type: expect.any(String) }));
    expect(detail.dates).toEqual([expect.objectContaining({ status: 'CREATED', startAt: expect.stringMatching(/Z$/) })]);
    expect(detail.events.length).toBeGreaterThan(0);
    expect(detail.events.every((e: { body: string }) => e.body === 'ORVD')).toBe(true);

    const local = (await t.http.get(`${REVIEW}/${gamma.id}`).set('Authorization', m1Staff).expect(200)).body;
    expect(local.submission.attachments).toHaveLength(2);
    expect(local.events.map((e: { event: string }) => e.event)).toContain('local.application-sent');
  });
});

const decide = (auth: string, id: string, verb: 'approve' | 'reject', decision: object, file?: [Buffer, string]) => {
  const request = t.http.patch(`${REVIEW}/${id}/${verb}`).set('Authorization', auth).field('decision', JSON.stringify(decision));
  if (file) request.attach('decisionFile', file[0], file[1]);
  return request;
};

/** Everything a decision writes: the agreements, the case file, the files, the notices. */
async function footprint(id: string): Promise<string> {
  const [orvd, local, events, files] = await Promise.all([
    t.dataSource.query('SELECT status, decision, decided_by_user_id FROM orvd_agreements WHERE flight_request_id = $1', [id]),
    t.dataSource.query('SELECT status, decided_by_user_id FROM local_government_agreements WHERE flight_request_id = $1', [id]),
    t.dataSource.query('SELECT count(*)::int AS n FROM agreement_events WHERE flight_request_id = $1', [id]),
    t.dataSource.query('SELECT count(*)::int AS n FROM files'),
  ]);
  return JSON.stringify({ orvd, local, events, files });
}

describe('refused decisions write nothing', () => {
  it('missing number/date (approve) or comment (reject): 400 naming each field', async () => {
    const before = await footprint(beta.id);
    const approve = (await decide(zcStaff, beta.id, 'approve', { comment: 'ok' }).expect(400)).body;
    expect(approve.detailedError.map((e: { field: string }) => e.field).sort()).toEqual(['decision.dateOfIssue', 'decision.number']);
    const future = (await decide(zcStaff, beta.id, 'approve', { number: 'A-1', dateOfIssue: '2999-01-01' }).expect(400)).body;
    expect(future.detailedError).toEqual([{ field: 'decision.dateOfIssue', error: 'dateOfIssue must not be after today' }]);
    const reject = (await decide(zcStaff, beta.id, 'reject', { comment: '   ' }).expect(400)).body;
    expect(reject.detailedError).toEqual([{ field: 'decision.comment', error: 'comment is required to reject' }]);
    await decide(zcStaff, beta.id, 'reject', { comment: 'x'.repeat(2001) }).expect(400);
    await decide(zcStaff, beta.id, 'reject', { comment: 'no', colour: 'red' }).expect(400);
    await t.http.patch(`${REVIEW}/${beta.id}/reject`).set('Authorization', zcStaff).field('other', '{}').expect(400);
    expect(await footprint(beta.id)).toBe(before);
  });

  it('a decision file of a wrong type: 415 naming decisionFile; over 10 MB: 413', async () => {
    const before = await footprint(beta.id);
    const wrong = (await decide(zcStaff, beta.id, 'reject', { comment: 'no' }, [EXE, 'decision.pdf']).expect(415)).body;
    expect(wrong).toMatchObject({ statusCode: 415, code: 'authority-review.decision-file-type' });
    expect(wrong.detailedError[0].field).toBe('decisionFile');
    const big = await decide(zcStaff, beta.id, 'reject', { comment: 'no' }, [
      Buffer.concat([PDF, Buffer.alloc(10_485_760, 1)]),
      'big.pdf',
    ]).catch((error: { response?: unknown }) => error.response);
    expect((big as { status: number }).status).toBe(413);
    expect(await footprint(beta.id)).toBe(before);
  });

  it("another authority's request: 404 like a missing one", async () => {
    const before = await footprint(gamma.id);
    const refused = (await decide(zcStaff, gamma.id, 'reject', { comment: 'not ours' }).expect(404)).body;
    expect(refused.code).toBe('authority-review.not-found');
    expect(await footprint(gamma.id)).toBe(before);
  });
});

describe('decisions', () => {
  it("approves a zonal-centre agreement: the pilot's view, the flight, the case file and the notice", async () => {
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const answer = (
      await decide(zcStaff, alpha.id, 'approve', { number: ' MZC-1 ', dateOfIssue: today, comment: 'Согласовано' }).expect(200)
    ).body;
    expect(answer).toMatchObject({
      id: alpha.id,
      reviewStatus: 'APPROVED',
      agreementStatus: 'ALLOWED',
      decisionDateTime: expect.stringMatching(/Z$/),
      decision: {
        status: 'APPROVED',
        number: 'MZC-1',
        dateOfIssue: today,
        comment: 'Согласовано',
        file: null,
        decidedBy: expect.stringContaining('(Начальник смены), Московский'),
      },
    });

    const view = (await t.http.get(`${FLIGHTS}/${alpha.id}/agreement`).set('Authorization', alpha.auth).expect(200)).body;
    expect(view.status).toBe('ALLOWED');
    expect(view.orvdAgreement).toMatchObject({
      status: { code: 'ALLOWED' },
      decision: 'ALLOWED',
      stage: 'TAKEOFF',
      permitNumber: 'MZC-1',
      comment: 'Согласовано',
      decisionFile: null,
      decidedBy: expect.stringContaining('Начальник смены'),
    });
    const events = (await t.http.get(`${FLIGHTS}/${alpha.id}/agreement/events`).set('Authorization', alpha.auth).expect(200)).body.data;
    expect(events[0]).toMatchObject({
      event: 'orvd.allowed',
      actor: 'AUTHORITY',
      actorName: answer.decision.decidedBy,
      body: 'ORVD',
      authorityId: moscowId,
    });
    const notices = await t.dataSource.query(
      `SELECT event, link FROM user_notifications WHERE user_id = (SELECT owner_id FROM flight_requests WHERE id = $1)`,
      [alpha.id],
    );
    expect(notices).toEqual([{ event: 'authority.approved', link: `/flight/requests/${alpha.id}/agreement/` }]);

    // Twice: 409, nothing written.
    const before = await footprint(alpha.id);
    expect((await decide(zcStaff, alpha.id, 'reject', { comment: 'changed my mind' }).expect(409)).body.code).toBe(
      'authority-review.already-decided',
    );
    expect(await footprint(alpha.id)).toBe(before);

    // A centre's later reply never overwrites a decision made on the platform.
    const key = (await t.dataSource.query('SELECT dedup_key FROM orvd_agreements WHERE flight_request_id = $1', [alpha.id]))[0].dedup_key;
    const late = writeCentreReply({
      kind: 'DECISION',
      reference: key,
      decision: 'REJECTED',
      at: new Date().toISOString(),
      comment: 'late',
    });
    expect(await t.app.get(ReplyIngest).ingest('EMAIL', { text: late, receivedAt: new Date().toISOString() })).toEqual(['ignored']);
    expect(await footprint(alpha.id)).toBe(before);

    expect(ids(await list(zcStaff, { ...ours, 'filter.status': 'APPROVED' }))).toEqual([alpha.id]);
  });

  it('rejects a local application with a file the pilot can download and other pilots cannot', async () => {
    const answer = (
      await decide(m1Staff, gamma.id, 'reject', { comment: ' Полёты над парком запрещены ' }, [PNG, 'refusal.png']).expect(200)
    ).body;
    expect(answer).toMatchObject({
      reviewStatus: 'REJECTED',
      agreementStatus: 'REFUSED',
      decision: { status: 'REJECTED', number: null, comment: 'Полёты над парком запрещены', file: { filename: 'refusal.png' } },
    });
    const view = (await t.http.get(`${FLIGHTS}/${gamma.id}/agreement`).set('Authorization', gamma.auth).expect(200)).body;
    const local = view.localGovernmentAgreements[0];
    expect(local).toMatchObject({
      status: 'REFUSED',
      comment: 'Полёты над парком запрещены',
      decisionFile: { id: answer.decision.file.id, accessTypeCode: 'PROTECTED' },
      decidedBy: expect.stringContaining('Начальник смены'),
    });
    await t.http.get(`/api/files/${local.decisionFile.id}`).set('Authorization', gamma.auth).expect(200);
    await t.http.get(`/api/files/${local.decisionFile.id}`).set('Authorization', beta.auth).expect(404);
    const events = (await t.http.get(`${FLIGHTS}/${gamma.id}/agreement/events`).set('Authorization', gamma.auth).expect(200)).body.data;
    expect(events[0]).toMatchObject({ event: 'local.refused', actor: 'AUTHORITY', body: 'LOCAL', authorityId: m1Id });
    const notices = await t.dataSource.query(
      `SELECT event FROM user_notifications WHERE user_id = (SELECT owner_id FROM flight_requests WHERE id = $1)`,
      [gamma.id],
    );
    expect(notices).toEqual([{ event: 'authority.rejected' }]);
  });
});

describe('the dashboard', () => {
  it('counts what waits and what was decided today, and lists today’s flights with the area', async () => {
    const centre = (await t.http.get('/api/authority/dashboard').set('Authorization', zcStaff).expect(200)).body;
    expect(centre.awaiting).toBeGreaterThanOrEqual(1); // beta (and other specs' requests to Moscow)
    expect(centre.decidedToday.approved).toBeGreaterThanOrEqual(1);
    expect(centre).toMatchObject({ inFlight: expect.any(Array), todaysFlights: expect.any(Array) });
    expect(centre.areaGeometry).not.toBeNull();
    // A date of beta's in the air now (the centre's IDEP), flown today.
    const [date] = await t.dataSource.query(
      'SELECT id FROM flight_request_intervals WHERE flight_request_id = $1 ORDER BY start_at LIMIT 1',
      [beta.id],
    );
    await t.dataSource.query(
      `UPDATE flight_request_intervals SET start_at = now() - interval '10 minutes', finish_at = now() + interval '50 minutes' WHERE id = $1`,
      [date.id],
    );
    await t.dataSource.query(
      `INSERT INTO flight_date_states (date_id, flight_request_id, status, stage, sid, departed_at) VALUES ($1, $2, 'INFLIGHT', 'LANDING', 'SID-${RUN}', now())`,
      [date.id, beta.id],
    );
    const live = (await t.http.get('/api/authority/dashboard').set('Authorization', zcStaff).expect(200)).body;
    expect(live.inFlight).toContainEqual({
      flightRequestId: beta.id,
      name: 'Agreement flight',
      applicantName: expect.stringContaining(`Beta${RUN}`),
      dateId: date.id,
      startAt: expect.stringMatching(/Z$/),
      finishAt: expect.stringMatching(/Z$/),
      sid: `SID-${RUN}`,
    });
    expect(live.todaysFlights).toContainEqual(
      expect.objectContaining({
        flightRequestId: beta.id,
        reviewStatus: 'AWAITING',
        geometry: expect.objectContaining({ type: 'CIRCLE' }),
      }),
    );

    const municipality = (await t.http.get('/api/authority/dashboard').set('Authorization', m1Staff).expect(200)).body;
    expect(municipality).toMatchObject({ awaiting: 0, decidedToday: { approved: 0, rejected: 1 }, inFlight: [], todaysFlights: [] });
  });
});

describe('an application sent again after a refusal', () => {
  it('awaits a new decision, and the permission then reaches the pilot', async () => {
    await t.http
      .post(`${FLIGHTS}/${gamma.id}/local-government-agreement/${m1Id}/send-application`)
      .set('Authorization', gamma.auth)
      .attach('UAV_OWNERSHIP_CONFIRMATION', PDF, 'ownership.pdf')
      .attach('OPERATOR_CERTIFICATE', PDF, 'certificate.pdf')
      .expect(202);
    const again = (await t.http.get(`${REVIEW}/${gamma.id}`).set('Authorization', m1Staff).expect(200)).body;
    expect(again).toMatchObject({ reviewStatus: 'AWAITING', agreementStatus: 'PENDING', decision: null });
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    const answer = (await decide(m1Staff, gamma.id, 'approve', { number: '125-р', dateOfIssue: today }).expect(200)).body;
    expect(answer).toMatchObject({
      reviewStatus: 'APPROVED',
      agreementStatus: 'CONFIRMED',
      decision: { number: '125-р', dateOfIssue: today },
    });
    const view = (await t.http.get(`${FLIGHTS}/${gamma.id}/agreement`).set('Authorization', gamma.auth).expect(200)).body;
    expect(view.localGovernmentAgreements[0]).toMatchObject({
      status: 'CONFIRMED',
      decision: { number: '125-р', dateOfIssue: today },
      decisionFile: null,
    });
    const events = (await t.http.get(`${FLIGHTS}/${gamma.id}/agreement/events`).set('Authorization', gamma.auth).expect(200)).body.data;
    expect(events.map((e: { event: string }) => e.event).slice(0, 3)).toEqual([
      'local.permitted',
      'local.application-sent',
      'local.refused',
    ]);
  });
});
