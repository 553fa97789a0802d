import { mkdtempSync, rmSync } from 'node:fs';
import { clearJobs } from '../../../testing/clear-jobs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { JPEG, PDF, PNG, storedObjects } from '../../files/testing/upload-fixtures';
import { JobQueue } from '../../jobs/services/job-queue';
import { loadFixtures } from '../../map/testing/map-fixtures';
import { LocalAgreementsService } from '../services/local-agreements.service';
import { SEND_APPLICATION_QUEUE } from '../services/application-sender';
import { flightOf, pilot } from '../../authorities/testing/flight-fixtures';

/**
 * The local administrations' calls through the real application: PostgreSQL, the files module's storage,
 * the job queue (workers off: each test runs the due jobs itself) and a real SMTP server in this process,
 * which keeps the attachments the application e-mail carries.
 */
let t: TestApp;
let dataDir: string;
let smtp: SMTPServer;
let smtpPort: number;
const mails: ParsedMail[] = [];
/** While set, the SMTP server refuses every message (a temporary failure). */
let refusing = false;
let ids: Map<string, string>;
let auth: string;
let flightId: string;
let m1: { id: string; mapObjectId: string };
let m2: { id: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-local-test-'));
  smtpPort = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (refusing) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  t = await startTestApp({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_WORKER_ENABLED: 'false' });
  await clearJobs(t, 'local-agreements.');
  ids = await loadFixtures(t.dataSource);
  auth = await pilot(t, 'Local');
  flightId = await flightOf(t, auth);
  const listed = (
    await t.http
      .get('/api/flight-agreements/authority/municipals')
      .query({ flightAgreementId: flightId })
      .set('Authorization', auth)
      .expect(200)
  ).body.data;
  m1 = listed.find((a: { name: string }) => a.name === 'Municipality M1');
  m2 = listed.find((a: { name: string }) => a.name === 'Municipality M2');
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const base = (id = flightId) => `/api/user/flight-agreements/${id}/local-government-agreement`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read deeply, as JSON
type View = { id: string; localGovernmentAgreements: Array<Record<string, any>> };
const agreementOf = (view: View, authorityId: string) => view.localGovernmentAgreements.find((a) => a.authority.id === authorityId)!;
const events = async (id = flightId): Promise<string[]> =>
  (await t.dataSource.query('SELECT event FROM agreement_events WHERE flight_request_id = $1 ORDER BY id', [id])).map(
    (r: { event: string }) => r.event,
  );
const sendApplication = (authorityId: string, parts: { files?: Array<[string, Buffer, string]>; distribution?: object }, who = auth) => {
  const request = t.http.post(`${base()}/${authorityId}/send-application`).set('Authorization', who);
  if (parts.distribution) request.field('distribution', JSON.stringify(parts.distribution));
  for (const [field, content, name] of parts.files ?? []) request.attach(field, content, name);
  return request;
};

describe('local administrations of a flight', () => {
  it('adds a crossed municipality by its map id and another by authority id; a duplicate is a 409', async () => {
    const added = (
      await t.http
        .post(base())
        .set('Authorization', auth)
        .send({ authority: { mapObjectId: ids.get('BOUNDARIES/geonames:1001') } })
        .expect(201)
    ).body as View;
    expect(added.id).toBe(flightId);
    expect(agreementOf(added, m1.id)).toEqual({
      authority: expect.objectContaining({ id: m1.id, type: 'LOCAL_GOVERNMENT', crossed: true }),
      defaultAuthority: true,
      status: 'PENDING',
      purposeDetailed: null,
      decision: null,
      attachments: [],
      sendDateTime: null,
      agreementRecipientEmail: null,
      outsideLocality: false,
      delivery: null,
      comment: null,
      decisionFile: null,
      decidedBy: null,
    });
    const both = (
      await t.http
        .post(base())
        .set('Authorization', auth)
        .send({ authority: { id: m2.id } })
        .expect(201)
    ).body as View;
    expect(agreementOf(both, m2.id)).toMatchObject({ defaultAuthority: false, status: 'PENDING' });
    const duplicate = await t.http
      .post(base())
      .set('Authorization', auth)
      .send({ authority: { id: m2.id } })
      .expect(409);
    expect(duplicate.body.code).toBe('local-agreements.already-added');
    // A zonal centre is not a local administration.
    const centre = (await t.http.get('/api/flight-agreements/authority/zonal-centers').set('Authorization', auth).expect(200)).body.data[0];
    expect(
      (
        await t.http
          .post(base())
          .set('Authorization', auth)
          .send({ authority: { id: centre.id } })
          .expect(400)
      ).body.code,
    ).toBe('local-agreements.not-a-local-government');
    expect(await events()).toEqual(['local.added', 'local.added']);
  });

  it('sets and copies the purpose (text/plain, trimmed; empty or too long refused) and the outside-locality flags', async () => {
    const set = await t.http
      .patch(`${base()}/${m1.id}/purpose`)
      .set('Authorization', auth)
      .set('Content-Type', 'text/plain')
      .send('  Аэрофотосъёмка поля  ')
      .expect(200);
    expect(agreementOf(set.body, m1.id).purposeDetailed).toBe('Аэрофотосъёмка поля');
    const empty = await t.http
      .patch(`${base()}/${m1.id}/purpose`)
      .set('Authorization', auth)
      .set('Content-Type', 'text/plain')
      .send('   ')
      .expect(400);
    expect(empty.body.detailedError).toEqual([expect.objectContaining({ field: 'purpose' })]);
    await t.http
      .patch(`${base()}/${m1.id}/purpose`)
      .set('Authorization', auth)
      .set('Content-Type', 'text/plain')
      .send('x'.repeat(2001))
      .expect(400);

    const copied = (
      await t.http
        .patch(`${base()}/copy-purpose`)
        .set('Authorization', auth)
        .send({ targets: [m1.id, m2.id], purpose: 'Съёмка' })
        .expect(200)
    ).body as View;
    expect(copied.localGovernmentAgreements.map((a) => a.purposeDetailed)).toEqual(['Съёмка', 'Съёмка']);
    const stranger = '00000000-0000-4000-8000-000000000001';
    const wrong = await t.http
      .patch(`${base()}/copy-purpose`)
      .set('Authorization', auth)
      .send({ targets: [m1.id, stranger], purpose: 'X' })
      .expect(400);
    expect(wrong.body.detailedError).toEqual([{ field: 'targets.1', error: 'not an administration of this flight' }]);

    const all = (await t.http.patch(`${base()}/all/outside-locality/true`).set('Authorization', auth).expect(200)).body as View;
    expect(all.localGovernmentAgreements.map((a) => a.outsideLocality)).toEqual([true, true]);
    const one = (await t.http.patch(`${base()}/${m2.id}/outside-locality/false`).set('Authorization', auth).expect(200)).body as View;
    expect(one.localGovernmentAgreements.map((a) => a.outsideLocality)).toEqual([true, false]);
    const maybe = await t.http.patch(`${base()}/${m2.id}/outside-locality/maybe`).set('Authorization', auth).expect(400);
    expect(maybe.body.detailedError).toEqual([{ field: 'outsideLocality', error: 'outsideLocality must be true or false' }]);
  });

  it('lists the required documents: the application, the ownership confirmation and, for aerial work, the operator certificate', async () => {
    const docs = (
      await t.http
        .get('/api/local-government-agreement-documents')
        .query({ authorityId: m1.id, flightAgreementId: flightId })
        .set('Authorization', auth)
        .expect(200)
    ).body.data;
    const required = docs.filter((d: { required: boolean }) => d.required).map((d: { id: string }) => d.id);
    expect(required).toEqual(['APPLICATION', 'OPERATOR_CERTIFICATE', 'UAV_OWNERSHIP_CONFIRMATION']);
    expect(docs.find((d: { id: string }) => d.id === 'UAV_OWNERSHIP_CONFIRMATION')).toEqual({
      id: 'UAV_OWNERSHIP_CONFIRMATION',
      name: 'Документ, подтверждающий право владения БВС',
      required: true,
      hasPreviousDocument: false,
      previousDocumentType: null,
      previousFile: null,
    });
  });

  it('refuses an application missing a required document, keeping no file; sends one and e-mails it with the report', async () => {
    const before = storedObjects(path.join(dataDir, 'files')).length;
    const missing = await sendApplication(m1.id, { files: [['additionalFiles', PNG, 'map.png']] }).expect(400);
    expect(missing.body.detailedError.map((e: { field: string }) => e.field)).toEqual([
      'OPERATOR_CERTIFICATE',
      'UAV_OWNERSHIP_CONFIRMATION',
    ]);
    const badDistribution = await sendApplication(m1.id, {
      distribution: { UAV_OWNERSHIP_CONFIRMATION: 'PREVIOUS', NOPE: 'UPLOADED' },
    }).expect(400);
    expect(badDistribution.body.detailedError.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['distribution.NOPE', 'UAV_OWNERSHIP_CONFIRMATION']),
    );
    expect(storedObjects(path.join(dataDir, 'files')).length).toBe(before);

    const sent = (
      await sendApplication(m1.id, {
        distribution: { OPERATOR_CERTIFICATE: 'UPLOADED', UAV_OWNERSHIP_CONFIRMATION: 'UPLOADED' },
        files: [
          ['OPERATOR_CERTIFICATE', PDF, 'certificate.pdf'],
          ['UAV_OWNERSHIP_CONFIRMATION', JPEG, 'ownership.jpg'],
          ['additionalFiles', PNG, 'map.png'],
        ],
      }).expect(202)
    ).body as View;
    const agreement = agreementOf(sent, m1.id);
    expect(agreement).toMatchObject({
      status: 'PENDING',
      sendDateTime: expect.any(String),
      agreementRecipientEmail: `adm-${m1.mapObjectId}@municipal.nebo.local`,
      delivery: {
        id: expect.any(String),
        channel: 'EMAIL',
        state: 'QUEUED',
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: null,
      },
    });
    expect(
      agreement.attachments.map((a: { documentType: string | null; distribution: string; file: { filename: string } }) => [
        a.documentType,
        a.distribution,
        a.file.filename,
      ]),
    ).toEqual([
      ['OPERATOR_CERTIFICATE', 'UPLOADED', 'certificate.pdf'],
      ['UAV_OWNERSHIP_CONFIRMATION', 'UPLOADED', 'ownership.jpg'],
      [null, 'UPLOADED', 'map.png'],
    ]);

    const queue = t.app.get(JobQueue);
    expect(await queue.runDue(SEND_APPLICATION_QUEUE)).toEqual({ completed: 1, failed: 0 });
    const mail = mails.find((m) => m.messageId === `<${agreement.delivery.id}@nebo.local>`)!;
    expect(mail).toBeDefined();
    expect((mail.to as { text: string }).text).toBe(`adm-${m1.mapObjectId}@municipal.nebo.local`);
    expect(mail.subject).toBe('Заявление на использование воздушного пространства — Municipality M1');
    expect(mail.text).toContain('Сертификат эксплуатанта');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`local-gov-report-${flightId}.pdf`, 'application/pdf'],
      ['certificate.pdf', 'application/pdf'],
      ['ownership.jpg', 'image/jpeg'],
      ['map.png', 'image/png'],
    ]);
    expect(mail.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(mail.attachments[2].content.equals(JPEG)).toBe(true);

    const view = (await t.http.patch(`${base()}/${m1.id}/outside-locality/true`).set('Authorization', auth).expect(200)).body as View;
    expect(agreementOf(view, m1.id).delivery).toMatchObject({ state: 'DELIVERED', attempts: 1, deliveredAt: expect.any(String) });
    expect(await events()).toContain('local.application-sent');
  });

  it('reuses the previous documents (distribution PREVIOUS) for another administration', async () => {
    const docs = (
      await t.http
        .get('/api/local-government-agreement-documents')
        .query({ authorityId: m2.id, flightAgreementId: flightId })
        .set('Authorization', auth)
        .expect(200)
    ).body.data;
    const ownership = docs.find((d: { id: string }) => d.id === 'UAV_OWNERSHIP_CONFIRMATION');
    expect(ownership).toMatchObject({
      hasPreviousDocument: true,
      previousDocumentType: 'UAV_OWNERSHIP_CONFIRMATION',
      previousFile: { filename: 'ownership.jpg' },
    });

    const sent = (
      await sendApplication(m2.id, { distribution: { OPERATOR_CERTIFICATE: 'PREVIOUS', UAV_OWNERSHIP_CONFIRMATION: 'PREVIOUS' } }).expect(
        202,
      )
    ).body as View;
    const first = agreementOf(sent, m1.id);
    const second = agreementOf(sent, m2.id);
    expect(
      second.attachments.map((a: { documentType: string; distribution: string; file: { id: string } }) => [
        a.documentType,
        a.distribution,
        a.file.id,
      ]),
    ).toEqual([
      ['OPERATOR_CERTIFICATE', 'PREVIOUS', first.attachments[0].file.id],
      ['UAV_OWNERSHIP_CONFIRMATION', 'PREVIOUS', first.attachments[1].file.id],
    ]);
    expect(await t.app.get(JobQueue).runDue(SEND_APPLICATION_QUEUE)).toEqual({ completed: 1, failed: 0 });
    expect(mails.at(-1)!.attachments.map((a) => a.filename)).toEqual([
      `local-gov-report-${flightId}.pdf`,
      'certificate.pdf',
      'ownership.jpg',
    ]);
  });

  it('retries a refused e-mail with back-off, showing the attempt and the error, then delivers it once', async () => {
    const sent = (
      await sendApplication(m2.id, { distribution: { OPERATOR_CERTIFICATE: 'PREVIOUS', UAV_OWNERSHIP_CONFIRMATION: 'PREVIOUS' } }).expect(
        202,
      )
    ).body as View;
    const jobId = agreementOf(sent, m2.id).delivery.id;
    const queue = t.app.get(JobQueue);
    refusing = true;
    try {
      expect(await queue.runDue(SEND_APPLICATION_QUEUE)).toEqual({ completed: 0, failed: 1 });
    } finally {
      refusing = false;
    }
    const failed = (await t.http.patch(`${base()}/${m2.id}/outside-locality/false`).set('Authorization', auth).expect(200)).body as View;
    expect(agreementOf(failed, m2.id).delivery).toMatchObject({
      id: jobId,
      state: 'RETRYING',
      attempts: 1,
      lastError: expect.stringContaining('busy'),
    });
    // As if the back-off had passed.
    await t.dataSource.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [jobId]);
    expect(await queue.runDue(SEND_APPLICATION_QUEUE)).toEqual({ completed: 1, failed: 0 });
    expect(mails.filter((m) => m.messageId === `<${jobId}@nebo.local>`)).toHaveLength(1);
    const delivered = (await t.http.patch(`${base()}/${m2.id}/outside-locality/false`).set('Authorization', auth).expect(200)).body as View;
    expect(agreementOf(delivered, m2.id).delivery).toMatchObject({ state: 'DELIVERED', attempts: 2, lastError: null });
  });

  it('sets the permission with both fields only, exports its number, and clears it', async () => {
    const one = await t.http
      .put(`${base()}/${m1.id}/set-permission`)
      .set('Authorization', auth)
      .send({ decision: { number: '125-р' } })
      .expect(400);
    expect(one.body.detailedError).toEqual([{ field: 'decision.dateOfIssue', error: 'dateOfIssue must be given with number' }]);
    const other = await t.http
      .put(`${base()}/${m1.id}/set-permission`)
      .set('Authorization', auth)
      .send({ decision: { dateOfIssue: '2026-06-01' } })
      .expect(400);
    expect(other.body.detailedError).toEqual([{ field: 'decision.number', error: 'number must be given with dateOfIssue' }]);
    await t.http
      .put(`${base()}/${m1.id}/set-permission`)
      .set('Authorization', auth)
      .send({ decision: { number: '1', dateOfIssue: '2026-02-30' } })
      .expect(400);

    const confirmed = (
      await t.http
        .put(`${base()}/${m1.id}/set-permission`)
        .set('Authorization', auth)
        .send({ decision: { number: '125-р', dateOfIssue: '2026-06-01' } })
        .expect(200)
    ).body as View;
    expect(agreementOf(confirmed, m1.id)).toMatchObject({ status: 'CONFIRMED', decision: { number: '125-р', dateOfIssue: '2026-06-01' } });
    const service = t.app.get(LocalAgreementsService);
    expect(await service.permitNumbersFor(flightId)).toEqual(['125-р']);
    expect((await service.listFor(flightId, 'en')).map((a) => [a.authority.name, a.defaultAuthority])).toEqual([
      ['Municipality M1', true],
      ['Municipality M2', false],
    ]);
    expect((await t.http.delete(`${base()}/${m1.id}`).set('Authorization', auth).expect(409)).body.code).toBe(
      'local-agreements.already-confirmed',
    );

    const cleared = (await t.http.put(`${base()}/${m1.id}/set-permission`).set('Authorization', auth).send({ decision: null }).expect(200))
      .body as View;
    expect(agreementOf(cleared, m1.id)).toMatchObject({ status: 'PENDING', decision: null });
    expect(await service.permitNumbersFor(flightId)).toEqual([]);
  });

  it('removes an administration; a file another application reuses stays', async () => {
    await t.http.delete(`${base()}/${m1.id}`).set('Authorization', auth).expect(204);
    const view = (await t.http.patch(`${base()}/all/outside-locality/false`).set('Authorization', auth).expect(200)).body as View;
    expect(view.localGovernmentAgreements.map((a) => a.authority.id)).toEqual([m2.id]);
    const kept = view.localGovernmentAgreements[0].attachments[0].file;
    expect((await t.dataSource.query('SELECT id FROM files WHERE id = $1', [kept.id])).length).toBe(1);
    await t.http.delete(`${base()}/${m1.id}`).set('Authorization', auth).expect(404);
    expect(await events()).toEqual(
      expect.arrayContaining([
        'local.permission-set',
        'local.permission-cleared',
        'local.removed',
        'local.outside-locality-set',
        'local.purpose-set',
      ]),
    );
  });

  it("answers another pilot's flight with a 404 on every call, and a draft with a 409", async () => {
    const other = await pilot(t, 'Intruder');
    const calls = [
      t.http.post(base()).send({ authority: { id: m2.id } }),
      t.http.delete(`${base()}/${m2.id}`),
      t.http.patch(`${base()}/${m2.id}/purpose`).set('Content-Type', 'text/plain').send('x'),
      t.http.patch(`${base()}/copy-purpose`).send({ targets: [m2.id], purpose: 'x' }),
      t.http.patch(`${base()}/all/outside-locality/true`),
      t.http.patch(`${base()}/${m2.id}/outside-locality/true`),
      t.http.put(`${base()}/${m2.id}/set-permission`).send({ decision: null }),
      t.http.get('/api/local-government-agreement-documents').query({ authorityId: m2.id, flightAgreementId: flightId }),
    ];
    for (const call of calls) expect((await call.set('Authorization', other).expect(404)).body.statusCode).toBe(404);
    await sendApplication(m2.id, { files: [['UAV_OWNERSHIP_CONFIRMATION', JPEG, 'x.jpg']] }, other).expect(404);

    const draft = await flightOf(t, other, { convert: false });
    const refused = await t.http
      .post(base(draft))
      .set('Authorization', other)
      .send({ authority: { id: m2.id } })
      .expect(409);
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'local-agreements.not-converted' });
  });
});
