import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { parseCentreReply } from '../../modules/flight-messages/domain/centre-reply';
import { writeMovementMessage } from '../../modules/flight-messages/domain/movement-message';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readConfig, type ZonalCentreConfig } from './config';
import { ZonalCentreSimulator } from './zonal-centre';

/** A route near the Kremlin and a restricted zone over it (the fake public map answers it when asked to). */
const ROUTE = { type: 'CIRCLE', points: [{ lat: 55.752, lng: 37.617 }], radius: 500 };
const KREMLIN_ZONE = {
  id: 'zone-1',
  layer: 'RESTRICTED_ZONES',
  name: 'UUR123 Кремль',
  active: true,
  geoShape: {
    type: 'POLYGON',
    points: [
      { lat: 55.745, lng: 37.6 },
      { lat: 55.76, lng: 37.6 },
      { lat: 55.76, lng: 37.63 },
      { lat: 55.745, lng: 37.63 },
    ],
  },
  properties: { generated: false },
};
const INACTIVE_ZONE = { ...KREMLIN_ZONE, id: 'zone-2', active: false };

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('zonal-centre simulator', () => {
  let map: Server;
  let mapZones: unknown[] = [];
  const mapQueries: URLSearchParams[] = [];
  /** The backend's inbound listener stand-in: every reply letter, parsed. */
  let inbox: SMTPServer;
  const replies: (ParsedMail & { envelopeFrom: string | null; envelopeTo: string[] })[] = [];
  let sim: ZonalCentreSimulator;
  let base: string;
  let config: ZonalCentreConfig;
  let dataDir: string;

  const azimut = (method: string, path: string, body?: unknown, key?: string) =>
    fetch(`${base}/azimut/api/v1${path}`, {
      method,
      headers: { authorization: 'Bearer nebo-azimut-key', 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const submission = (overrides: Record<string, unknown> = {}) => ({
    reference: 'x',
    // The Moscow centre decides on the platform (ZC_SIM_PLATFORM_CENTRES' default): the simulated decisions are another centre's.
    authority: { code: 'ZC-SAINT-PETERSBURG', name: 'Санкт-Петербургский ЗЦ' },
    usageMode: 'LOCAL',
    regime: null,
    route: ROUTE,
    dates: [{ id: 'date-1', startUtc: '2024-11-25T09:00:00Z', finishUtc: '2024-11-25T11:00:00Z' }],
    operator: { name: 'Петров Олег', phone: '+7 916 123-45-67' },
    document: { filename: 'submission.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4').toString('base64') },
    ...overrides,
  });
  const outage = (channel: string, down: boolean) =>
    fetch(`${base}/control/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, down }),
    });

  beforeAll(async () => {
    map = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://map');
      if (url.pathname !== '/public/map/layers/objects') return void res.writeHead(404).end();
      mapQueries.push(url.searchParams);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: mapZones, meta: { totalCount: mapZones.length } }));
    });
    await new Promise<void>((resolve) => map.listen(0, '127.0.0.1', resolve));
    inbox = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream).then((mail) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
          replies.push(Object.assign(mail, { envelopeFrom: from, envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => inbox.listen(0, '127.0.0.1', resolve));
    dataDir = mkdtempSync(join(tmpdir(), 'zc-sim-'));
    config = {
      ...readConfig({}),
      httpPort: 0,
      smtpPort: 0,
      decisionDelayMs: 150,
      publicApiUrl: `http://127.0.0.1:${(map.address() as AddressInfo).port}`,
      replySmtpUrl: `smtp://127.0.0.1:${(inbox.server.address() as AddressInfo).port}`,
      dataDir,
    };
    sim = await new ZonalCentreSimulator(config).start();
    base = `http://127.0.0.1:${sim.httpPort}`;
  });

  afterAll(async () => {
    await sim.stop();
    await new Promise<void>((resolve) => inbox.close(() => resolve()));
    await new Promise<void>((resolve) => map.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    mapZones = [];
    mapQueries.length = 0;
    replies.length = 0;
  });

  describe('a centre that decides on the platform (ZC-MOSCOW by default)', () => {
    const moscow = (overrides: Record<string, unknown> = {}) =>
      submission({ authority: { code: 'ZC-MOSCOW', name: 'Московский ЗЦ' }, ...overrides });

    it('takes the submission (201 RECEIVED, then PENDING) and never decides it, asking no map', async () => {
      expect(config.platformCentres).toEqual(['ZC-MOSCOW']);
      mapZones = [KREMLIN_ZONE];
      const created = await azimut('POST', '/submissions', moscow(), 'platform-sub');
      expect(created.status).toBe(201);
      const { id, status } = (await created.json()) as { id: string; status: string };
      expect(status).toBe('RECEIVED');
      // Well past the decision delay (150 ms): still undecided, no reply written.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await (await azimut('GET', `/submissions/${id}`)).json()).toMatchObject({
        id,
        status: 'PENDING',
        decision: null,
        permitNumber: null,
        decidedAt: null,
        replies: [],
      });
      expect(mapQueries).toHaveLength(0);
    });

    it('answers the SHR the platform sends after its own ALLOWED with an ACK and a SID', async () => {
      const { id } = (await (await azimut('POST', '/submissions', moscow(), 'platform-shr')).json()) as { id: string };
      const created = await azimut(
        'POST',
        '/messages',
        { submissionId: id, kind: 'SHR', dateId: 'platform-date', text: '(SHR-ZZZZZ\n-ZZZZ0900\n-DOF/241125 OPR/PETROV)' },
        'platform-shr-msg',
      );
      expect(created.status).toBe(201);
      const { id: messageId } = (await created.json()) as { id: string };
      const read = (await (await azimut('GET', `/messages/${messageId}`)).json()) as { replies: string[] };
      expect(parseCentreReply(read.replies[0])[0]).toMatchObject({
        kind: 'ACK',
        reference: 'platform-shr-msg',
        sid: expect.stringMatching(/^\d{10}$/),
      });
    });

    it('says on the status page that the platform decides, and mails no decision for a letter', async () => {
      await createTransport(`smtp://127.0.0.1:${sim.smtpPort}`).sendMail({
        from: 'Nebo <orvd@nebo.local>',
        replyTo: 'orvd-replies@replies.nebo.local',
        to: 'zc-moscow@zc.sim.nebo.local',
        subject: '[NEBO platform-letter] Заявка на использование воздушного пространства',
        messageId: '<platform-letter@nebo.local>',
        text: 'Заявка во вложении',
        attachments: [{ filename: 'submission.json', content: JSON.stringify(moscow()) }],
      });
      await eventually(
        async () => sim.centre.submissions.find((s) => s.dedupKey === 'platform-letter'),
        (s) => s !== undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(replies.filter((r) => r.inReplyTo === '<platform-letter@nebo.local>')).toHaveLength(0);
      const page = await (await fetch(`${base}/`)).text();
      expect(page).toContain('на рассмотрении — решение принимает орган на платформе Небо');
      expect(page).toContain('Центры ZC-MOSCOW: решение принимает орган на платформе Небо');
    });

    it('leaves every centre to the simulator when the variable is empty, and reads a list', () => {
      expect(readConfig({ ZC_SIM_PLATFORM_CENTRES: '' }).platformCentres).toEqual([]);
      expect(readConfig({ ZC_SIM_PLATFORM_CENTRES: ' zc-moscow, ZC-SAINT-PETERSBURG ,,ZC-MOSCOW' }).platformCentres).toEqual([
        'ZC-MOSCOW',
        'ZC-SAINT-PETERSBURG',
      ]);
    });
  });

  describe('Azimut', () => {
    it('takes a submission once per Idempotency-Key and allows it after the delay with a permit number', async () => {
      const first = await azimut('POST', '/submissions', submission(), 'sub-allowed');
      expect(first.status).toBe(201);
      const { id, status } = (await first.json()) as { id: string; status: string };
      expect(status).toBe('RECEIVED');
      const repeat = await azimut('POST', '/submissions', submission(), 'sub-allowed');
      expect(repeat.status).toBe(200);
      expect(((await repeat.json()) as { id: string }).id).toBe(id);
      expect(sim.centre.submissions.filter((s) => s.dedupKey === 'sub-allowed')).toHaveLength(1);

      expect(((await (await azimut('GET', `/submissions/${id}`)).json()) as { status: string }).status).toBe('PENDING');
      const decided = await eventually(
        async () =>
          (await (await azimut('GET', `/submissions/${id}`)).json()) as { status: string; permitNumber: string; replies: string[] },
        (body) => body.status !== 'PENDING',
      );
      expect(decided).toMatchObject({ status: 'ALLOWED', decision: 'ALLOWED', permitNumber: expect.stringMatching(/^\d{10}$/) });
      expect(parseCentreReply(decided.replies[0])).toEqual([
        expect.objectContaining({ kind: 'DECISION', decision: 'ALLOWED', reference: 'sub-allowed', permitNumber: decided.permitNumber }),
      ]);
      expect(mapQueries[0].get('layers')).toBe('RESTRICTED_ZONES');
      expect(mapQueries[0].get('zoomLevel')).toBe('12');
      const [minLng, minLat, maxLng, maxLat] = mapQueries[0].get('boundingBox')!.split(',').map(Number);
      expect(minLng < 37.617 && maxLng > 37.617 && minLat < 55.752 && maxLat > 55.752).toBe(true);
    });

    it('rejects a route crossing an active restricted zone without a regime number, in the words of a centre', async () => {
      mapZones = [KREMLIN_ZONE, INACTIVE_ZONE];
      const { id } = (await (await azimut('POST', '/submissions', submission(), 'sub-rejected')).json()) as { id: string };
      const decided = await eventually(
        async () => (await (await azimut('GET', `/submissions/${id}`)).json()) as { status: string; comment: string; replies: string[] },
        (body) => body.status !== 'PENDING',
      );
      expect(decided.status).toBe('REJECTED');
      expect(decided.comment).toBe(
        'Маршрут пересекает запретную зону «UUR123 Кремль» без номера режима; подайте заявку с установленным режимом',
      );
      expect(parseCentreReply(decided.replies[0])[0]).toMatchObject({ kind: 'DECISION', decision: 'REJECTED', reason: decided.comment });
    });

    it('allows the same route with a regime number, without asking the map', async () => {
      mapZones = [KREMLIN_ZONE];
      const body = submission({ regime: { number: '45', dateOfIssue: '2024-11-01' } });
      const { id } = (await (await azimut('POST', '/submissions', body, 'sub-regime')).json()) as { id: string };
      const decided = await eventually(
        async () => (await (await azimut('GET', `/submissions/${id}`)).json()) as { status: string },
        (b) => b.status !== 'PENDING',
      );
      expect(decided.status).toBe('ALLOWED');
      expect(mapQueries).toHaveLength(0);
    });

    it('answers SHR with an ACK and a SID, DEP with IDEP, ARR with IARR, CNL with ACK; SHR of a rejected one with REJ', async () => {
      const { id } = (await (await azimut('POST', '/submissions', submission(), 'sub-messages')).json()) as { id: string };
      await eventually(
        async () => (await (await azimut('GET', `/submissions/${id}`)).json()) as { status: string },
        (b) => b.status === 'ALLOWED',
      );
      const send = async (key: string, kind: string, text: string, submissionId: string | null = id) => {
        const created = await azimut('POST', '/messages', { submissionId, kind, dateId: 'date-1', text }, key);
        expect(created.status).toBe(201);
        const { id: messageId } = (await created.json()) as { id: string };
        const read = (await (await azimut('GET', `/messages/${messageId}`)).json()) as { status: string; replies: string[] };
        expect(read.status).toBe('REPLIED');
        return parseCentreReply(read.replies[0])[0];
      };
      const ack = await send(
        'msg-shr',
        'SHR',
        '(SHR-ZZZZZ\n-ZZZZ0900\n-M0001/M0012 /ZONA R0,5 5545N03737E/\n-ZZZZ0200\n-DOF/241125 OPR/PETROV)',
      );
      expect(ack).toMatchObject({ kind: 'ACK', reference: 'msg-shr', sid: expect.stringMatching(/^\d{10}$/), dateOfFlight: '2024-11-25' });

      const dep = writeMovementMessage({
        kind: 'DEP',
        plannedStartUtc: '2024-11-25T09:00:00Z',
        actualUtc: '2024-11-25T09:07:00Z',
        takeOffPoint: { lat: 55.752, lng: 37.617 },
        droneRegistrationNumbers: ['0Y12345'],
        sid: null,
      });
      expect(await send('msg-dep', 'DEP', dep.text)).toMatchObject({
        kind: 'IDEP',
        sid: ack.sid,
        at: '2024-11-25T09:07:00.000Z',
        reference: 'msg-dep',
      });
      const arr = writeMovementMessage({
        kind: 'ARR',
        plannedStartUtc: '2024-11-25T09:00:00Z',
        actualUtc: '2024-11-25T10:40:00Z',
        droneRegistrationNumbers: [],
        sid: ack.sid,
      });
      expect(await send('msg-arr', 'ARR', arr.text)).toMatchObject({ kind: 'IARR', sid: ack.sid, at: '2024-11-25T10:40:00.000Z' });
      const cnl = writeMovementMessage({
        kind: 'CNL',
        plannedStartUtc: '2024-11-25T09:00:00Z',
        droneRegistrationNumbers: [],
        sid: ack.sid,
      });
      expect(await send('msg-cnl', 'CNL', cnl.text)).toMatchObject({ kind: 'ACK', sid: ack.sid, reference: 'msg-cnl' });

      mapZones = [KREMLIN_ZONE];
      const rejected = (await (await azimut('POST', '/submissions', submission({ dates: [{ id: 'date-9' }] }), 'sub-no')).json()) as {
        id: string;
      };
      await eventually(
        async () => (await (await azimut('GET', `/submissions/${rejected.id}`)).json()) as { status: string },
        (b) => b.status === 'REJECTED',
      );
      const created = await azimut(
        'POST',
        '/messages',
        { submissionId: rejected.id, kind: 'SHR', dateId: 'date-9', text: '(SHR-ZZZZZ-ZZZZ0900-DOF/241125)' },
        'msg-shr-2',
      );
      const read = (await (await azimut('GET', `/messages/${((await created.json()) as { id: string }).id}`)).json()) as {
        replies: string[];
      };
      expect(parseCentreReply(read.replies[0])[0]).toMatchObject({
        kind: 'REJ',
        reference: 'msg-shr-2',
        reason: 'Использование воздушного пространства не разрешено',
      });
    });

    it('refuses a call without the API key or without the Idempotency-Key', async () => {
      expect((await fetch(`${base}/azimut/api/v1/submissions/x`)).status).toBe(401);
      expect((await azimut('POST', '/submissions', submission())).status).toBe(400);
      expect((await azimut('GET', '/submissions/unknown')).status).toBe(404);
      expect((await azimut('GET', '/health')).status).toBe(200);
    });
  });

  describe('SPPI', () => {
    const redirectUri = 'http://localhost:8080/sppi-redirect/';
    const signIn = async (password = 'sppi-2026', redirect = redirectUri) => {
      const form = new URLSearchParams({
        response_type: 'code',
        client_id: 'nebo',
        redirect_uri: redirect,
        state: 'st-1',
        login: 'pilot@sppi.local',
        password,
      });
      return fetch(`${base}/sppi/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    };
    const codeOf = async () => {
      const response = await signIn();
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      expect(location.searchParams.get('state')).toBe('st-1');
      return location.searchParams.get('code')!;
    };
    const token = (fields: Record<string, string>) =>
      fetch(`${base}/sppi/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'nebo', client_secret: 'nebo-sppi-secret', ...fields }),
      });

    it('shows a Russian sign-in page and refuses an unknown client or a wrong password', async () => {
      const page = await fetch(
        `${base}/sppi/oauth/authorize?response_type=code&client_id=nebo&redirect_uri=${encodeURIComponent(redirectUri)}&state=st-1`,
      );
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<title>СППИ — вход</title>');
      expect(html).toContain('<label for="login">Логин</label>');
      expect(html).toContain('<label for="password">Пароль</label>');
      expect(html).toContain('pilot@sppi.local / sppi-2026');
      expect(html).toContain('>Войти</button>');
      expect(
        (await fetch(`${base}/sppi/oauth/authorize?response_type=code&client_id=evil&redirect_uri=${encodeURIComponent(redirectUri)}`))
          .status,
      ).toBe(400);
      const wrong = await signIn('nope');
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('Неверный логин или пароль');
    });

    it('exchanges a code once, bound to its redirect_uri, refreshes with rotation, and serves the API to the token', async () => {
      const burnt = await codeOf();
      expect((await token({ grant_type: 'authorization_code', code: burnt, redirect_uri: 'http://localhost:9999/other/' })).status).toBe(
        400,
      );
      expect((await token({ grant_type: 'authorization_code', code: burnt, redirect_uri: redirectUri })).status).toBe(400);

      const code = await codeOf();
      const badClient = await fetch(`${base}/sppi/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: 'nebo',
          client_secret: 'wrong',
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        }),
      });
      expect(badClient.status).toBe(401);
      const granted = await token({ grant_type: 'authorization_code', code: await codeOf(), redirect_uri: redirectUri });
      expect(granted.status).toBe(200);
      const tokens = (await granted.json()) as { access_token: string; refresh_token: string; expires_in: number; login: string };
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, login: 'pilot@sppi.local' });

      const refreshed = (await (await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json()) as {
        access_token: string;
      };
      expect(refreshed.access_token).toEqual(expect.any(String));
      expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);

      const api = (method: string, path: string, body?: unknown, requestId?: string, access = refreshed.access_token) =>
        fetch(`${base}/sppi/api/v1${path}`, {
          method,
          headers: {
            authorization: `Bearer ${access}`,
            'content-type': 'application/json',
            ...(requestId ? { 'x-request-id': requestId } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      expect(await (await api('GET', '/me')).json()).toEqual({ login: 'pilot@sppi.local' });
      const first = (await (await api('POST', '/submissions', submission(), 'sppi-sub')).json()) as { id: string };
      const again = await api('POST', '/submissions', submission(), 'sppi-sub');
      expect(((await again.json()) as { id: string }).id).toBe(first.id);
      const decided = await eventually(
        async () => (await (await api('GET', `/submissions/${first.id}`)).json()) as { status: string },
        (b) => b.status !== 'PENDING',
      );
      expect(decided.status).toBe('ALLOWED');
      const shr = (await (
        await api(
          'POST',
          '/shr',
          { submissionId: first.id, kind: 'SHR', dateId: 'date-1', text: '(SHR-ZZZZZ-ZZZZ0900-DOF/241125)' },
          'sppi-shr',
        )
      ).json()) as { id: string };
      const shrRead = (await (await api('GET', `/shr/${shr.id}`)).json()) as { replies: string[] };
      expect(parseCentreReply(shrRead.replies[0])[0].kind).toBe('ACK');

      expect((await api('GET', `/submissions/${first.id}`, undefined, undefined, tokens.access_token)).status).toBe(200);
      await fetch(`${base}/sppi/oauth/revoke`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'nebo', client_secret: 'nebo-sppi-secret', token: refreshed.access_token }),
      });
      expect((await api('GET', '/me')).status).toBe(401);
      expect((await api('GET', '/me', undefined, undefined, 'forged')).status).toBe(401);
    });
  });

  describe('EMAIL', () => {
    const letter = (messageId: string, attachments: { filename: string; content: string }[], text = 'Заявка во вложении') =>
      createTransport(`smtp://127.0.0.1:${sim.smtpPort}`).sendMail({
        from: 'Nebo <orvd@nebo.local>',
        replyTo: 'orvd-replies@replies.nebo.local',
        to: 'zc-moscow@zc.sim.nebo.local',
        subject: `[NEBO ${messageId}] Заявка на использование воздушного пространства`,
        messageId: `<${messageId}@nebo.local>`,
        text,
        attachments,
      });

    it('takes a letter once per Message-ID and mails the decision to its Reply-To, threaded', async () => {
      const json = { filename: 'submission.json', content: JSON.stringify(submission()) };
      await letter('mail-sub-1', [{ filename: 'submission.pdf', content: '%PDF-1.4' }, json]);
      await letter('mail-sub-1', [json]);
      expect(sim.centre.submissions.filter((s) => s.dedupKey === 'mail-sub-1')).toHaveLength(1);
      await eventually(
        async () => replies.length,
        (n) => n > 0,
      );
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({
        envelopeFrom: 'zc-moscow@zc.sim.nebo.local',
        envelopeTo: ['orvd-replies@replies.nebo.local'],
        subject: 'Re: [NEBO mail-sub-1] Заявка на использование воздушного пространства',
        inReplyTo: '<mail-sub-1@nebo.local>',
      });
      expect(parseCentreReply(replies[0].text!)[0]).toMatchObject({ kind: 'DECISION', decision: 'ALLOWED', reference: 'mail-sub-1' });

      replies.length = 0;
      const shr = {
        filename: 'message.json',
        content: JSON.stringify({
          kind: 'SHR',
          dateId: 'date-1',
          text: '(SHR-ZZZZZ-ZZZZ0900-DOF/241125)',
          submissionExternalId: 'mail-sub-1',
        }),
      };
      await letter('mail-shr-1', [shr], '(SHR-ZZZZZ-ZZZZ0900-DOF/241125)');
      await eventually(
        async () => replies.length,
        (n) => n > 0,
      );
      expect(replies[0].inReplyTo).toBe('<mail-shr-1@nebo.local>');
      expect(parseCentreReply(replies[0].text!)[0]).toMatchObject({
        kind: 'ACK',
        reference: 'mail-shr-1',
        sid: expect.stringMatching(/^\d{10}$/),
      });
    });

    it('refuses a letter without a key or data', async () => {
      await expect(letter('mail-empty', [], 'Добрый день')).rejects.toThrow(/550/);
    });
  });

  it('answers 503 and refuses SMTP with 421 while a channel is down, and recovers', async () => {
    expect((await outage('API_AZIMUT', true)).status).toBe(200);
    expect((await azimut('POST', '/submissions', submission(), 'sub-outage')).status).toBe(503);
    expect((await fetch(`${base}/sppi/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    await outage('all', true);
    expect((await fetch(`${base}/sppi/api/v1/health`)).status).toBe(503);
    await expect(createTransport(`smtp://127.0.0.1:${sim.smtpPort}`).verify()).rejects.toThrow(/421/);
    expect(await (await fetch(`${base}/`)).text()).toContain('Недоступны каналы');
    await outage('all', false);
    expect((await azimut('POST', '/submissions', submission(), 'sub-outage')).status).toBe(201);
    await expect(createTransport(`smtp://127.0.0.1:${sim.smtpPort}`).verify()).resolves.toBe(true);
    expect((await outage('FAX', true)).status).toBe(400);
  });

  it('lists what it received on the status page, the senders’ text escaped', async () => {
    await azimut('POST', '/submissions', submission({ operator: { name: '<script>alert(1)</script>' } }), 'sub-escaped');
    const response = await fetch(`${base}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('Зональный центр ЕС ОрВД — симулятор');
    expect(page).toContain('sub-allowed');
    expect(page).toContain('разрешено');
    expect(page).toContain('(SHR-ZZZZZ');
  });

  it('keeps the dedup map in DATA_DIR across a restart', async () => {
    const { id } = (await (await azimut('POST', '/submissions', submission(), 'sub-restart')).json()) as { id: string };
    await sim.stop();
    // Let the client's pooled keep-alive sockets see the close before the same port answers again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    sim = await new ZonalCentreSimulator({ ...config, httpPort: sim.httpPort }).start();
    const again = await azimut('POST', '/submissions', submission(), 'sub-restart');
    expect(((await again.json()) as { id: string }).id).toBe(id);
  });
});
