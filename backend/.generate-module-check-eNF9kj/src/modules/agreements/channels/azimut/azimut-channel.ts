import { Inject, Injectable } from '@nestjs/common';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from '../agreements-channels.config';
import type { ChannelAdapter, ChannelReceipt, ChannelReply, OutgoingMessage, OutgoingSubmission } from '../channel-adapter';
import { type CentrePeer, callCentre, probe, receiptFrom, repliesFrom } from '../http/centre-http';
import { messageBody, submissionBody } from '../wire-body';

/**
 * The API_AZIMUT channel: the centre's HTTP API with the platform's API key. `Idempotency-Key` carries the dedup
 * key, so a retried POST is answered with the first submission (200 or 409 with its id), never a second one.
 */
@Injectable()
export class AzimutChannel implements ChannelAdapter {
  readonly channel = 'API_AZIMUT' as const;
  private readonly peer: CentrePeer;

  constructor(@Inject(AGREEMENTS_CHANNELS_CONFIG) private readonly config: AgreementsChannelsConfig) {
    this.peer = { name: 'API «Азимут»', baseUrl: config.azimutUrl, timeoutMs: config.azimutTimeoutMs };
  }

  async submit(s: OutgoingSubmission): Promise<ChannelReceipt> {
    return receiptFrom(this.peer, await callCentre(this.peer, 'POST', '/submissions', this.headers(s.dedupKey), submissionBody(s)));
  }

  async sendMessage(m: OutgoingMessage): Promise<ChannelReceipt> {
    return receiptFrom(this.peer, await callCentre(this.peer, 'POST', '/messages', this.headers(m.dedupKey), messageBody(m)));
  }

  async poll(receipt: { externalId: string; kind: 'SUBMISSION' | 'MESSAGE'; userId: string }): Promise<ChannelReply[]> {
    const path = `${receipt.kind === 'SUBMISSION' ? '/submissions' : '/messages'}/${encodeURIComponent(receipt.externalId)}`;
    return repliesFrom(await callCentre(this.peer, 'GET', path, this.headers()));
  }

  health(): Promise<{ healthy: boolean; error?: string }> {
    return probe(this.peer, '/health', this.headers());
  }

  private headers(dedupKey?: string): Record<string, string> {
    return { authorization: `Bearer ${this.config.azimutApiKey}`, ...(dedupKey ? { 'idempotency-key': dedupKey } : {}) };
  }
}
