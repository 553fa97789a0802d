import { Injectable } from '@nestjs/common';
import { SUBMISSION_CHANNELS, type SubmissionChannel } from '@nebo/shared-vocabulary';
import { DataSource } from 'typeorm';
import { ChannelError } from './channel-error';

/** One channel's last known state, as `ChannelHealthDto` carries it (checkedAt null: never used nor probed yet). */
export interface ChannelHealthRow {
  channel: SubmissionChannel;
  healthy: boolean;
  checkedAt: string | null;
  lastError: string | null;
}

/** Longest error kept: a peer's body quoted in a message must not bloat the row the page reads every few seconds. */
const MAX_ERROR_LENGTH = 500;

/** The `channel_health` table: the last send's or probe's outcome per channel. */
@Injectable()
export class ChannelHealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(channel: SubmissionChannel, result: { healthy: boolean; error?: string }): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO channel_health (channel, healthy, checked_at, last_error) VALUES ($1, $2, now(), $3)
       ON CONFLICT (channel) DO UPDATE SET healthy = EXCLUDED.healthy, checked_at = EXCLUDED.checked_at, last_error = EXCLUDED.last_error`,
      [channel, result.healthy, result.healthy ? null : (result.error ?? 'недоступен').slice(0, MAX_ERROR_LENGTH)],
    );
  }

  /**
   * What a send says about its channel: success, or a refusal of the request itself (a non-retryable ChannelError —
   * the peer answered), leave it healthy; a peer that is down, slow or failing marks it unhealthy.
   */
  recordSend(channel: SubmissionChannel, error: unknown | null): Promise<void> {
    if (error === null || error === undefined || (error instanceof ChannelError && !error.retryable))
      return this.record(channel, { healthy: true });
    return this.record(channel, { healthy: false, error: error instanceof Error ? error.message : String(error) });
  }

  /** Every channel, in SUBMISSION_CHANNELS order; a channel never used nor probed counts as healthy. */
  async healthOf(): Promise<ChannelHealthRow[]> {
    const rows: { channel: SubmissionChannel; healthy: boolean; checkedAt: Date; lastError: string | null }[] = await this.dataSource.query(
      'SELECT channel, healthy, checked_at AS "checkedAt", last_error AS "lastError" FROM channel_health',
    );
    return SUBMISSION_CHANNELS.map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      return row
        ? { channel, healthy: row.healthy, checkedAt: row.checkedAt.toISOString(), lastError: row.lastError }
        : { channel, healthy: true, checkedAt: null, lastError: null };
    });
  }
}
