import { Injectable, Logger } from '@nestjs/common';
import type { SubmissionChannel } from '@nebo/shared-vocabulary';
import { AzimutChannel } from './azimut/azimut-channel';
import type { ChannelAdapter } from './channel-adapter';
import { ChannelHealthRepository } from './channel-health.repository';
import { EmailChannel } from './email/email-channel';
import { SppiChannel } from './sppi/sppi-channel';

export { ChannelHealthRepository, type ChannelHealthRow } from './channel-health.repository';

/** The three adapters by channel name: the jobs pick the one the submission was sent with. */
@Injectable()
export class ChannelRegistry {
  private readonly adapters: ReadonlyMap<SubmissionChannel, ChannelAdapter>;

  constructor(email: EmailChannel, azimut: AzimutChannel, sppi: SppiChannel) {
    this.adapters = new Map<SubmissionChannel, ChannelAdapter>([email, azimut, sppi].map((adapter) => [adapter.channel, adapter]));
  }

  get(channel: SubmissionChannel): ChannelAdapter {
    const adapter = this.adapters.get(channel);
    if (!adapter) throw new Error(`No adapter for channel ${channel}`);
    return adapter;
  }

  all(): ChannelAdapter[] {
    return [...this.adapters.values()];
  }
}

/**
 * The periodic health check (the `agreements.health` job calls `probeAll` every minute): each channel's health()
 * probe, recorded. A probe that throws is itself an unhealthy result, never a failed job.
 */
@Injectable()
export class ChannelHealthProbe {
  private readonly logger = new Logger(ChannelHealthProbe.name);

  constructor(
    private readonly registry: ChannelRegistry,
    private readonly health: ChannelHealthRepository,
  ) {}

  async probeAll(): Promise<void> {
    await Promise.all(
      this.registry.all().map(async (adapter) => {
        const result = await adapter
          .health()
          .catch((error: unknown) => ({ healthy: false, error: error instanceof Error ? error.message : String(error) }));
        if (!result.healthy) this.logger.warn(`Channel ${adapter.channel} is unhealthy: ${result.error ?? 'no reason given'}`);
        await this.health.record(adapter.channel, result);
      }),
    );
  }
}
