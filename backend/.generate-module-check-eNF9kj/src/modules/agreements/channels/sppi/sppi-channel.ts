import { HttpException, Inject, Injectable } from '@nestjs/common';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from '../agreements-channels.config';
import type { ChannelAdapter, ChannelReceipt, ChannelReply, OutgoingMessage, OutgoingSubmission } from '../channel-adapter';
import { ChannelError } from '../channel-error';
import { type CentrePeer, callCentre, probe, receiptFrom, repliesFrom } from '../http/centre-http';
import { messageBody, submissionBody } from '../wire-body';
import { SPPI_TOKENS, type SppiTokenSource } from './sppi-tokens';

/**
 * The SPPI channel: the state system's API on behalf of the signed-in pilot (their own bearer token, not a platform
 * key). `X-Request-Id` carries the dedup key, on which SPPI answers a repeated request with the first result.
 * Flight messages go to SPPI's `/shr` resource whatever their kind (SHR, DEP, ARR, CNL), as the spec's SHR status calls read them.
 */
@Injectable()
export class SppiChannel implements ChannelAdapter {
  readonly channel = 'SPPI' as const;
  private readonly peer: CentrePeer;

  constructor(
    @Inject(AGREEMENTS_CHANNELS_CONFIG) config: AgreementsChannelsConfig,
    @Inject(SPPI_TOKENS) private readonly tokens: SppiTokenSource,
  ) {
    this.peer = { name: 'СППИ', baseUrl: config.sppiApiUrl, timeoutMs: config.sppiTimeoutMs };
  }

  async submit(s: OutgoingSubmission): Promise<ChannelReceipt> {
    const headers = await this.headers(s.userId, s.dedupKey);
    return receiptFrom(this.peer, await callCentre(this.peer, 'POST', '/submissions', headers, submissionBody(s)));
  }

  async sendMessage(m: OutgoingMessage): Promise<ChannelReceipt> {
    const headers = await this.headers(m.userId, m.dedupKey);
    return receiptFrom(this.peer, await callCentre(this.peer, 'POST', '/shr', headers, messageBody(m)));
  }

  async poll(receipt: { externalId: string; kind: 'SUBMISSION' | 'MESSAGE'; userId: string }): Promise<ChannelReply[]> {
    const path = `${receipt.kind === 'SUBMISSION' ? '/submissions' : '/shr'}/${encodeURIComponent(receipt.externalId)}`;
    return repliesFrom(await callCentre(this.peer, 'GET', path, await this.headers(receipt.userId)));
  }

  /** SPPI's own health resource: needs no user, so the periodic probe can ask it. */
  health(): Promise<{ healthy: boolean; error?: string }> {
    return probe(this.peer, '/health');
  }

  private async headers(userId: string, dedupKey?: string): Promise<Record<string, string>> {
    let token: string;
    try {
      token = await this.tokens.accessTokenFor(userId);
    } catch (error) {
      // Not signed in (4xx) waits for the pilot, not for time: fail at once; SPPI unreachable while refreshing (5xx) may pass.
      if (error instanceof HttpException) {
        throw new ChannelError(`Нет доступа к СППИ: ${error.message}`, error.getStatus() >= 500, error.getStatus());
      }
      throw new ChannelError(`Нет доступа к СППИ: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    return { authorization: `Bearer ${token}`, ...(dedupKey ? { 'x-request-id': dedupKey } : {}) };
  }
}
