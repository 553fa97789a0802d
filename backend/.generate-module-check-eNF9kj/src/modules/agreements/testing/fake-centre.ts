import type { ChannelAdapter, ChannelReply, OutgoingMessage, OutgoingSubmission } from '../channels/channel-adapter';
import { ChannelError } from '../channels/channel-error';

/**
 * A zonal centre in memory for the specs of the agreements' own logic (the real adapters meet the simulator in
 * theirs): remembers every send, answers the first receipt again for a key seen before (as the real centres do
 * with the deduplication key), can refuse the next sends as an unreachable centre would, and hands out queued
 * replies on poll.
 */
export class FakeCentre implements ChannelAdapter {
  readonly submissions: OutgoingSubmission[] = [];
  readonly messages: OutgoingMessage[] = [];
  readonly receipts = new Map<string, string>();
  failuresLeft = 0;
  pending: ChannelReply[] = [];
  constructor(readonly channel: 'EMAIL' | 'API_AZIMUT' | 'SPPI') {}

  private receipt(key: string) {
    if (!this.receipts.has(key)) this.receipts.set(key, `ext-${this.receipts.size + 1}`);
    return { externalId: this.receipts.get(key) as string, acceptedAt: new Date().toISOString() };
  }
  async submit(s: OutgoingSubmission) {
    this.submissions.push(s);
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new ChannelError('connect ECONNREFUSED 127.0.0.1:3200', true);
    }
    return this.receipt(s.dedupKey);
  }
  async sendMessage(m: OutgoingMessage) {
    this.messages.push(m);
    return this.receipt(m.dedupKey);
  }
  async poll() {
    const out = this.pending;
    this.pending = [];
    return out;
  }
  async health() {
    return { healthy: true };
  }
}

/** One fake centre per channel, for a ChannelRegistry spied on by a spec. */
export const fakeCentres = () => ({
  EMAIL: new FakeCentre('EMAIL'),
  API_AZIMUT: new FakeCentre('API_AZIMUT'),
  SPPI: new FakeCentre('SPPI'),
});
