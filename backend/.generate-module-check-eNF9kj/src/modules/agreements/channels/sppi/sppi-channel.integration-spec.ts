import { HttpException } from '@nestjs/common';
import { channelsConfig, sampleMessage, sampleSubmission } from '../testing/outgoing.fixture';
import { HttpCentrePeer } from '../testing/http-centre-peer';
import { SppiChannel } from './sppi-channel';
import type { SppiTokenSource } from './sppi-tokens';

/** The SPPI adapter over real HTTP: the pilot's own bearer token, X-Request-Id as the dedup key. */
describe('SPPI channel', () => {
  let peer: HttpCentrePeer;
  let channel: SppiChannel;
  const tokens: Record<string, string> = { 'pilot-1': 'token-of-pilot-1' };
  /** As SppiSessions answers: the token, or 409 sppi.not-signed-in, or 502 sppi.unavailable while refreshing. */
  const source: SppiTokenSource = {
    accessTokenFor: (userId) => {
      if (userId === 'refresh-fails')
        return Promise.reject(new HttpException({ message: 'SPPI is unavailable', code: 'sppi.unavailable' }, 502));
      const token = tokens[userId];
      return token
        ? Promise.resolve(token)
        : Promise.reject(new HttpException({ message: 'Sign in to SPPI first', code: 'sppi.not-signed-in' }, 409));
    },
  };

  beforeAll(async () => {
    peer = await new HttpCentrePeer('/sppi/api/v1', (token) => Object.values(tokens).includes(token), 'x-request-id').start();
    channel = new SppiChannel(channelsConfig({ sppiApiUrl: peer.baseUrl }), source);
  });

  afterAll(() => peer.stop());

  it('submits with the user bearer and X-Request-Id, once per key', async () => {
    const submission = sampleSubmission({ userId: 'pilot-1' });
    const first = await channel.submit(submission);
    expect((await channel.submit(submission)).externalId).toBe(first.externalId);
    const post = peer.received.find((r) => r.headers['x-request-id'] === submission.dedupKey)!;
    expect(post).toMatchObject({ method: 'POST', path: '/submissions', body: { reference: submission.dedupKey, usageMode: 'TEMPORARY' } });
    expect(post.headers.authorization).toBe('Bearer token-of-pilot-1');
  });

  it('sends flight messages to /shr and polls their status there', async () => {
    const message = sampleMessage({ userId: 'pilot-1', kind: 'DEP' });
    const receipt = await channel.sendMessage(message);
    expect(peer.received.at(-1)).toMatchObject({ path: '/shr', body: { kind: 'DEP', text: message.text } });
    peer.reply(receipt.externalId, '-TITLE IDEP -SID 7772251060 -ATD 0930');
    expect((await channel.poll({ externalId: receipt.externalId, kind: 'MESSAGE', userId: 'pilot-1' })).map((r) => r.text)).toEqual([
      '-TITLE IDEP -SID 7772251060 -ATD 0930',
    ]);
    expect(peer.received.at(-1)).toMatchObject({ method: 'GET', path: `/shr/${receipt.externalId}` });
  });

  it('without an SPPI session fails at once; SPPI down while refreshing is retryable', async () => {
    const sent = peer.received.length;
    await expect(channel.submit(sampleSubmission({ userId: 'nobody' }))).rejects.toMatchObject({ retryable: false, status: 409 });
    await expect(channel.submit(sampleSubmission({ userId: 'refresh-fails' }))).rejects.toMatchObject({ retryable: true, status: 502 });
    expect(peer.received.length).toBe(sent);
  });

  it('a token SPPI no longer accepts is a refusal, not an outage', async () => {
    const revoked = new SppiChannel(channelsConfig({ sppiApiUrl: peer.baseUrl }), { accessTokenFor: () => Promise.resolve('not-issued') });
    await expect(revoked.submit(sampleSubmission())).rejects.toMatchObject({ retryable: false, status: 401 });
  });

  it('health is GET {SPPI_URL}/api/v1/health, needing no user', async () => {
    expect(await channel.health()).toEqual({ healthy: true });
    await peer.stop();
    const down = await channel.health();
    expect(down.healthy).toBe(false);
    expect(down.error).toMatch(/^СППИ недоступен/);
  });
});
