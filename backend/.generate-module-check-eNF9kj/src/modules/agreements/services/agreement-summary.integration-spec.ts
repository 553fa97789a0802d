import { TestApp, startTestApp } from '../../../testing/test-app';
import { flightOf, pilot } from '../../authorities/testing/flight-fixtures';
import { writeCentreReply } from '../../flight-messages/domain/centre-reply';
import { JobQueue } from '../../jobs/services/job-queue';
import { LocalAgreementsService } from '../../local-agreements/services/local-agreements.service';
import { loadFixtures } from '../../map/testing/map-fixtures';
import type { OutgoingMessage, OutgoingSubmission } from '../channels/channel-adapter';
import { ChannelRegistry } from '../channels/channel-registry';
import { QUEUES } from '../jobs/queues';
import { FlightMessagesRepository } from '../repositories/flight-messages.repository';
import { OrvdAgreementsRepository } from '../repositories/orvd-agreements.repository';
import { ReplyIngest } from './reply-ingest.service';
import { FakeCentre } from '../testing/fake-centre';
import { clearAgreementJobs } from '../testing/clear-agreement-jobs';

/**
 * The flight request's agreement summary (`agreementStatuses`, `shrInfoList` of `GET {id}/request`, and the
 * list items' `agreementStatuses`) through the real application: the flights module asks through its port,
 * the agreements module answers. A fake zonal centre sits behind the channel registry (as in
 * controllers/agreements.integration-spec.ts); the worker is off, the test runs the due jobs itself.
 */
let t: TestApp;
let jobs: JobQueue;
let ingest: ReplyIngest;
let moscow: { id: string; nameRu: string; nameEn: string };

const centre = new FakeCentre('EMAIL');

beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER_ENABLED: 'false', ORVD_INBOUND_SMTP_PORT: '0' });
  await clearAgreementJobs(t);
  jest.spyOn(t.app.get(ChannelRegistry), 'get').mockImplementation(() => centre);
  jobs = t.app.get(JobQueue);
  ingest = t.app.get(ReplyIngest);
  await loadFixtures(t.dataSource);
  moscow = (await t.dataSource.query(`SELECT id, name_ru AS "nameRu", name_en AS "nameEn" FROM authorities WHERE code = 'ZC-MOSCOW'`))[0];
});

afterAll(() => t.close());

const BASE = '/api/user/flight-agreements';
const reply = (text: string) => ({ text, receivedAt: new Date().toISOString() });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read as JSON
type Json = Record<string, any>;
const request = async (auth: string, id: string, language = 'ru'): Promise<Json> =>
  (await t.http.get(`${BASE}/${id}/request`).set('Authorization', auth).set('Accept-Language', language).expect(200)).body;
const listItem = async (auth: string, id: string, language = 'ru'): Promise<Json | undefined> =>
  (await t.http.get(BASE).query({ size: 100 }).set('Authorization', auth).set('Accept-Language', language).expect(200)).body.data.find(
    (item: Json) => item.id === id,
  );

/** The municipality M1 of the map fixtures, which the fixtures' route crosses (its authority created by the listing). */
async function municipalityM1(auth: string, flightId: string): Promise<{ id: string; name: string }> {
  const listed = (
    await t.http
      .get('/api/flight-agreements/authority/municipals')
      .query({ flightAgreementId: flightId })
      .set('Authorization', auth)
      .expect(200)
  ).body.data;
  return listed.find((a: { name: string }) => a.name === 'Municipality M1');
}

/** The flight's zonal-centre agreement ALLOWED: the submission delivered to the fake centre and its decision ingested. */
async function allowed(auth: string, id: string): Promise<void> {
  await t.http
    .post(`${BASE}/${id}/send-submission`)
    .set('Authorization', auth)
    .send({ authority: { id: moscow.id }, submissionSentType: 'EMAIL', flySpaceUsageMode: 'LOCAL' })
    .expect(202);
  await jobs.runDue(QUEUES.submit);
  const key = (centre.submissions.at(-1) as OutgoingSubmission).dedupKey;
  const decision = writeCentreReply({
    kind: 'DECISION',
    reference: key,
    decision: 'ALLOWED',
    permitNumber: 'MZC-90',
    at: '2026-05-01T10:00:00Z',
  });
  expect(await ingest.ingest('EMAIL', reply(decision))).toEqual(['applied']);
}

describe('the agreement summary of a flight request', () => {
  it('is empty on a converted request with nothing chosen or sent, and on a draft', async () => {
    const auth = await pilot(t, 'Summary Empty');
    const id = await flightOf(t, auth);
    const draft = await flightOf(t, auth, { convert: false });
    expect(await request(auth, id)).toMatchObject({ status: 'CREATED', agreementStatuses: [], shrInfoList: [] });
    expect(await request(auth, draft)).toMatchObject({ status: 'DRAFT', agreementStatuses: [], shrInfoList: [] });
    expect((await listItem(auth, id))?.agreementStatuses).toEqual([]);
    expect((await listItem(auth, draft))?.agreementStatuses).toEqual([]);
  });

  it('lists the zonal centre first, then the municipality, in the request language, on the request and in the list', async () => {
    const auth = await pilot(t, 'Summary Bodies');
    const id = await flightOf(t, auth);
    const m1 = await municipalityM1(auth, id);
    await t.http
      .post(`${BASE}/${id}/local-government-agreement`)
      .set('Authorization', auth)
      .send({ authority: { id: m1.id } })
      .expect(201);
    await t.http
      .post(`${BASE}/${id}/orvd-agreement/assign`)
      .set('Authorization', auth)
      .send({ authority: { id: moscow.id } })
      .expect(200);

    const expected = (language: 'ru' | 'en') => [
      { body: 'ORVD', authorityId: moscow.id, authorityName: language === 'ru' ? moscow.nameRu : moscow.nameEn, status: 'CREATED' },
      { body: 'LOCAL', authorityId: m1.id, authorityName: 'Municipality M1', status: 'PENDING' },
    ];
    expect((await request(auth, id)).agreementStatuses).toEqual(expected('ru'));
    expect((await request(auth, id, 'en')).agreementStatuses).toEqual(expected('en'));
    expect((await listItem(auth, id))?.agreementStatuses).toEqual(expected('ru'));
    expect((await listItem(auth, id, 'en'))?.agreementStatuses).toEqual(expected('en'));
    expect((await request(auth, id)).shrInfoList).toEqual([]);

    await t.http
      .put(`${BASE}/${id}/local-government-agreement/${m1.id}/set-permission`)
      .set('Authorization', auth)
      .send({ decision: { number: 'M1-7', dateOfIssue: '2026-05-02' } })
      .expect(200);
    expect((await request(auth, id)).agreementStatuses.map((s: Json) => s.status)).toEqual(['CREATED', 'CONFIRMED']);
  });

  it('lists each date with an SHR: its state, then the SID once the centre acknowledged it', async () => {
    const auth = await pilot(t, 'Summary SHR');
    const id = await flightOf(t, auth);
    await allowed(auth, id);
    const dateId = (await request(auth, id)).generalFlightDateTime[0].id;
    expect((await request(auth, id)).agreementStatuses).toEqual([
      { body: 'ORVD', authorityId: moscow.id, authorityName: moscow.nameRu, status: 'ALLOWED' },
    ]);

    await t.http.put(`${BASE}/${id}/orvd/${dateId}/send-shr`).set('Authorization', auth).expect(202);
    const queued = (await request(auth, id)).shrInfoList;
    expect(queued).toEqual([{ dateId, status: 'SENDING', sid: null, sentAt: null, text: expect.stringContaining('(SHR-') }]);

    await jobs.runDue(QUEUES.sendMessage);
    const shr = centre.messages.find((m) => m.dateId === dateId && m.kind === 'SHR') as OutgoingMessage;
    expect(await ingest.ingest('EMAIL', reply(writeCentreReply({ kind: 'ACK', reference: shr.dedupKey, sid: '7772259001' })))).toEqual([
      'applied',
    ]);
    const acknowledged = (await request(auth, id)).shrInfoList;
    expect(acknowledged).toEqual([{ dateId, status: 'ALLOWED', sid: '7772259001', sentAt: expect.any(String), text: shr.text }]);
    expect(Number.isNaN(Date.parse(acknowledged[0].sentAt))).toBe(false);
    // The list's items carry the statuses alone.
    const item = await listItem(auth, id);
    expect(item).toMatchObject({ agreementStatuses: [{ body: 'ORVD', status: 'ALLOWED' }] });
    expect(item).not.toHaveProperty('shrInfoList');
  });

  it('answers a page of flights with one query per table, however many items carry agreements', async () => {
    const auth = await pilot(t, 'Summary Batch');
    const ids = [await flightOf(t, auth), await flightOf(t, auth), await flightOf(t, auth)];
    for (const id of ids) {
      await t.http
        .post(`${BASE}/${id}/orvd-agreement/assign`)
        .set('Authorization', auth)
        .send({ authority: { id: moscow.id } })
        .expect(200);
    }
    const centres = jest.spyOn(t.app.get(OrvdAgreementsRepository), 'statusesOf');
    const locals = jest.spyOn(t.app.get(LocalAgreementsService), 'statusesOf');
    const shrs = jest.spyOn(t.app.get(FlightMessagesRepository), 'latestShrOf');
    const page = (await t.http.get(BASE).query({ size: 100 }).set('Authorization', auth).expect(200)).body.data;
    expect(page).toHaveLength(3);
    expect(page.map((item: Json) => item.agreementStatuses[0]?.status)).toEqual(['CREATED', 'CREATED', 'CREATED']);
    expect(centres).toHaveBeenCalledTimes(1);
    expect(locals).toHaveBeenCalledTimes(1);
    expect(shrs).not.toHaveBeenCalled();
    expect(new Set(centres.mock.calls[0][0])).toEqual(new Set(ids));
    jest.restoreAllMocks();
    jest.spyOn(t.app.get(ChannelRegistry), 'get').mockImplementation(() => centre);
  });

  it('shows another pilot nothing of it', async () => {
    const auth = await pilot(t, 'Summary Owner');
    const id = await flightOf(t, auth);
    await t.http
      .post(`${BASE}/${id}/orvd-agreement/assign`)
      .set('Authorization', auth)
      .send({ authority: { id: moscow.id } })
      .expect(200);
    const other = await pilot(t, 'Summary Intruder');
    const theirs = await t.http.get(`${BASE}/${id}/request`).set('Authorization', other).expect(404);
    expect(theirs.body.code).toBe('flights.not-found');
    const list = (await t.http.get(BASE).query({ size: 100 }).set('Authorization', other).expect(200)).body;
    expect(list).toEqual({ data: [], meta: { totalCount: 0 } });
    expect(JSON.stringify(list)).not.toContain(moscow.id);
  });
});
