import { ChannelError } from '../channel-error';
import { channelsConfig, sampleMessage, sampleSubmission, SAMPLE_PDF } from '../testing/outgoing.fixture';
import { HttpCentrePeer } from '../testing/http-centre-peer';
import { freePort } from '../../../../testing/auth-test-server';
import { AzimutChannel } from './azimut-channel';

/** The Azimut adapter over real HTTP against a peer speaking the centre's API. */
describe('API_AZIMUT channel', () => {
  let peer: HttpCentrePeer;
  let channel: AzimutChannel;

  beforeAll(async () => {
    peer = await new HttpCentrePeer('/azimut/api/v1', (token) => token === 'test-azimut-key', 'idempotency-key').start();
    channel = new AzimutChannel(channelsConfig({ azimutUrl: peer.baseUrl, azimutTimeoutMs: 500 }));
  });

  afterAll(() => peer.stop());

  beforeEach(() => {
    peer.answerWith = null;
    peer.stallMs = 0;
  });

  it('posts the submission with the key and the document, and a retry gets the same submission back', async () => {
    const submission = sampleSubmission();
    const first = await channel.submit(submission);
    const again = await channel.submit(submission);

    expect(again.externalId).toBe(first.externalId);
    const posts = peer.received.filter((r) => r.method === 'POST' && (r.body as { reference?: string }).reference === submission.dedupKey);
    expect(posts).toHaveLength(2);
    expect(posts[0].headers).toMatchObject({ authorization: 'Bearer test-azimut-key', 'idempotency-key': submission.dedupKey });
    expect(posts[0].body).toMatchObject({
      authority: { code: 'ZC-MOSCOW' },
      usageMode: 'TEMPORARY',
      regime: { number: 'ВР-12', dateOfIssue: '2026-11-20' },
      document: { filename: 'submission.pdf', contentType: 'application/pdf', content: SAMPLE_PDF.toString('base64') },
    });
  });

  it('sends a flight message and polls the centre for its replies', async () => {
    const message = sampleMessage();
    const receipt = await channel.sendMessage(message);
    const post = peer.received.find((r) => r.headers['idempotency-key'] === message.dedupKey)!;
    expect(post.path).toBe('/messages');
    expect(post.body).toMatchObject({ submissionId: 'ext-1', kind: 'SHR', dateId: message.dateId, text: message.text });

    expect(await channel.poll({ externalId: receipt.externalId, kind: 'MESSAGE', userId: message.userId })).toEqual([]);
    peer.reply(receipt.externalId, '-TITLE ACK -SID 7772251060');
    expect(await channel.poll({ externalId: receipt.externalId, kind: 'MESSAGE', userId: message.userId })).toEqual([
      { text: '-TITLE ACK -SID 7772251060', receivedAt: '2026-11-24T12:00:00.000Z' },
    ]);
  });

  it('reads a submission decision by GET /submissions/{id}', async () => {
    const receipt = await channel.submit(sampleSubmission());
    peer.reply(receipt.externalId, '-TITLE DECISION -DECISION ALLOWED -PERMIT 77-1');
    const replies = await channel.poll({ externalId: receipt.externalId, kind: 'SUBMISSION', userId: 'u' });
    expect(replies.map((r) => r.text)).toEqual(['-TITLE DECISION -DECISION ALLOWED -PERMIT 77-1']);
    expect(peer.received.at(-1)).toMatchObject({ method: 'GET', path: `/submissions/${receipt.externalId}` });
  });

  it('a 503 is retryable, a 400 is not', async () => {
    peer.answerWith = 503;
    const unavailable = await channel.submit(sampleSubmission()).catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(ChannelError);
    expect(unavailable).toMatchObject({ retryable: true, status: 503 });
    expect((unavailable as Error).message).toContain('503');

    peer.answerWith = 400;
    const refused = await channel.submit(sampleSubmission()).catch((e: unknown) => e);
    expect(refused).toMatchObject({ retryable: false, status: 400 });
  });

  it('a wrong API key is refused for good (401 is not worth retrying)', async () => {
    const wrongKey = new AzimutChannel(channelsConfig({ azimutUrl: peer.baseUrl, azimutApiKey: 'stolen' }));
    await expect(wrongKey.submit(sampleSubmission())).rejects.toMatchObject({ retryable: false, status: 401 });
  });

  it('a timeout and a closed port are retryable, with a message for people', async () => {
    peer.stallMs = 1_000;
    await expect(channel.submit(sampleSubmission())).rejects.toMatchObject({ retryable: true, message: 'API «Азимут» не ответил за 1 с' });

    const closed = new AzimutChannel(channelsConfig({ azimutUrl: `http://127.0.0.1:${await freePort()}/azimut/api/v1` }));
    const error = await closed.submit(sampleSubmission()).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true });
    expect((error as Error).message).toMatch(/^API «Азимут» недоступен \(ECONNREFUSED\)$/);
  });

  it('health is GET /health', async () => {
    expect(await channel.health()).toEqual({ healthy: true });
    peer.answerWith = 502;
    expect(await channel.health()).toEqual({ healthy: false, error: expect.stringContaining('502') });
  });
});
