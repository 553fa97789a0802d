import { Test, type TestingModule } from '@nestjs/testing';
import { Clock } from '../../../common/clock/clock';
import { ZonalCentreSimulator } from '../../../simulators/zonal-centre/zonal-centre';
import { freePort } from '../../../testing/auth-test-server';
import { ReplyIngest } from '../services/reply-ingest.service';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from './agreements-channels.config';
import { AzimutChannel } from './azimut/azimut-channel';
import type { ChannelAdapter, ChannelReply } from './channel-adapter';
import { EmailChannel } from './email/email-channel';
import { InboundMailListener } from './email/inbound-mail.listener';
import { SppiChannel } from './sppi/sppi-channel';
import { channelsConfig, sampleMessage, sampleSubmission } from './testing/outgoing.fixture';

// The listener hands mailed replies to the agreements' ReplyIngest; here a fake records them.
jest.mock('../services/reply-ingest.service', () => ({ ReplyIngest: class ReplyIngest {} }), { virtual: true });

/**
 * Each channel against the zonal-centre simulator over the network, as the default set-up runs them: letters over
 * SMTP with the centre's answers mailed back to the inbound listener, Azimut with its API key, SPPI with a token
 * got through the simulator's own OAuth sign-in. The submissions carry a regime number, so the centre allows them
 * without asking the platform's map.
 */
describe('channels against the zonal-centre simulator', () => {
  let simulator: ZonalCentreSimulator;
  let listener: TestingModule;
  let config: AgreementsChannelsConfig;
  let email: EmailChannel;
  let azimut: AzimutChannel;
  let sppi: SppiChannel;
  let sppiToken: string;
  const mailed: { text: string; reference: string | null }[] = [];

  beforeAll(async () => {
    const inboundPort = await freePort();
    listener = await Test.createTestingModule({
      providers: [
        InboundMailListener,
        { provide: AGREEMENTS_CHANNELS_CONFIG, useValue: channelsConfig({ inboundSmtpPort: inboundPort }) },
        {
          provide: ReplyIngest,
          useValue: {
            ingest: (_channel: string, reply: ChannelReply, ref: { reference: string | null }) => mailed.push({ text: reply.text, ...ref }),
          },
        },
        { provide: Clock, useValue: { now: () => new Date() } },
      ],
    }).compile();
    await listener.init();
    simulator = await new ZonalCentreSimulator({
      host: '127.0.0.1',
      httpPort: 0,
      smtpPort: 0,
      azimutKey: 'sim-azimut-key',
      sppi: { clientId: 'nebo', clientSecret: 'nebo-sppi-secret', login: 'pilot@sppi.local', password: 'sppi-2026', tokenTtlSeconds: 600 },
      decisionDelayMs: 50,
      publicApiUrl: `http://127.0.0.1:${await freePort()}`,
      replySmtpUrl: `smtp://127.0.0.1:${inboundPort}`,
      dataDir: null,
    }).start();
    const base = `http://127.0.0.1:${simulator.httpPort}`;
    config = channelsConfig({
      smtpUrl: `smtp://127.0.0.1:${simulator.smtpPort}`,
      azimutUrl: `${base}/azimut/api/v1`,
      azimutApiKey: 'sim-azimut-key',
      sppiApiUrl: `${base}/sppi/api/v1`,
    });
    sppiToken = await signInToSppi(base);
    email = new EmailChannel(config);
    azimut = new AzimutChannel(config);
    sppi = new SppiChannel(config, { accessTokenFor: () => Promise.resolve(sppiToken) });
  });

  afterAll(async () => {
    email?.onModuleDestroy();
    await simulator?.stop();
    await listener?.close();
  });

  const outage = (channel: string, down: boolean) =>
    fetch(`http://127.0.0.1:${simulator.httpPort}/control/outage`, { method: 'POST', body: JSON.stringify({ channel, down }) });

  it('EMAIL: the letter reaches the centre once, and its decision and SHR answer come back by mail', async () => {
    const submission = sampleSubmission();
    await email.submit(submission);
    await email.submit(submission);
    expect(simulator.centre.submissions.filter((s) => s.dedupKey === submission.dedupKey)).toHaveLength(1);

    const decision = await eventually(() => mailed.find((m) => m.reference === submission.dedupKey));
    expect(decision.text).toMatch(/DECISION/);
    expect(decision.text).toMatch(/ALLOWED/);

    const shr = sampleMessage({ dateId: submission.dates[0].id, submissionExternalId: submission.dedupKey });
    await email.sendMessage(shr);
    const ack = await eventually(() => mailed.find((m) => m.reference === shr.dedupKey));
    expect(ack.text).toMatch(/ACK/);
    expect(ack.text).toMatch(/SID/);
  });

  it('API_AZIMUT: one submission per key, its decision polled, the SHR acknowledged', async () => {
    const submission = sampleSubmission();
    const receipt = await azimut.submit(submission);
    expect((await azimut.submit(submission)).externalId).toBe(receipt.externalId);
    expect(simulator.centre.submissions.filter((s) => s.dedupKey === submission.dedupKey)).toHaveLength(1);

    const [decision] = await eventuallyReplies(azimut, receipt.externalId, 'SUBMISSION');
    expect(decision.text).toMatch(/ALLOWED/);

    const shr = await azimut.sendMessage(sampleMessage({ dateId: submission.dates[0].id, submissionExternalId: receipt.externalId }));
    const [ack] = await eventuallyReplies(azimut, shr.externalId, 'MESSAGE');
    expect(ack.text).toMatch(/ACK/);
  });

  it('API_AZIMUT: an outage is retryable and unhealthy, and the submission goes once it is over', async () => {
    const submission = sampleSubmission();
    await outage('API_AZIMUT', true);
    try {
      await expect(azimut.submit(submission)).rejects.toMatchObject({ retryable: true, status: 503 });
      expect((await azimut.health()).healthy).toBe(false);
    } finally {
      await outage('API_AZIMUT', false);
    }
    expect(await azimut.health()).toEqual({ healthy: true });
    await azimut.submit(submission);
    expect(simulator.centre.submissions.filter((s) => s.dedupKey === submission.dedupKey)).toHaveLength(1);
  });

  it('SPPI: with the pilot token, submission and flight message', async () => {
    const submission = sampleSubmission();
    const receipt = await sppi.submit(submission);
    expect((await sppi.submit(submission)).externalId).toBe(receipt.externalId);
    const [decision] = await eventuallyReplies(sppi, receipt.externalId, 'SUBMISSION');
    expect(decision.text).toMatch(/ALLOWED/);

    const shr = await sppi.sendMessage(sampleMessage({ dateId: submission.dates[0].id, submissionExternalId: receipt.externalId }));
    expect((await eventuallyReplies(sppi, shr.externalId, 'MESSAGE'))[0].text).toMatch(/ACK/);
  });

  it('every channel reports healthy, and the EMAIL outage shows', async () => {
    expect(await Promise.all([email.health(), azimut.health(), sppi.health()])).toEqual([
      { healthy: true },
      { healthy: true },
      { healthy: true },
    ]);
    await outage('EMAIL', true);
    try {
      expect((await email.health()).healthy).toBe(false);
      await expect(email.submit(sampleSubmission())).rejects.toMatchObject({ retryable: true });
    } finally {
      await outage('EMAIL', false);
    }
  });
});

async function eventually<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function eventuallyReplies(adapter: ChannelAdapter, externalId: string, kind: 'SUBMISSION' | 'MESSAGE'): Promise<ChannelReply[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const replies = await adapter.poll({ externalId, kind, userId: 'pilot' });
    if (replies.length > 0) return replies;
    if (Date.now() > until) throw new Error('no reply in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The simulator's SPPI sign-in as a browser and the backend would do it: the login form, then the code exchange. */
async function signInToSppi(base: string): Promise<string> {
  const redirectUri = 'http://localhost:8080/sppi-redirect/';
  const form = new URLSearchParams({
    response_type: 'code',
    client_id: 'nebo',
    redirect_uri: redirectUri,
    state: 's',
    login: 'pilot@sppi.local',
    password: 'sppi-2026',
  });
  const authorize = await fetch(`${base}/sppi/oauth/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const code = new URL(authorize.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(`${base}/sppi/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'nebo',
      client_secret: 'nebo-sppi-secret',
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
