import { Inject, Injectable, Logger } from '@nestjs/common';
import { type MarketplaceFigure, marketplaceFigures } from '../domain/marketplace-figures';
import { SYSTEM_CONFIG, type SystemConfig } from '../system.config';

export type MarketplaceStats =
  { status: 'not-configured'; figures: [] } | { status: 'unavailable'; figures: [] } | { status: 'ok'; figures: MarketplaceFigure[] };

/**
 * The marketplace's own figures (`GET ${MARKETPLACE_URL}/api/stats`, part 2 §7.18). The marketplace is another
 * service: when it is slow, down or answers something unreadable the statistics go on without it ("unavailable"),
 * so the admin still gets the platform's figures.
 */
@Injectable()
export class MarketplaceClient {
  private readonly logger = new Logger(MarketplaceClient.name);

  constructor(@Inject(SYSTEM_CONFIG) private readonly config: SystemConfig) {}

  async stats(): Promise<MarketplaceStats> {
    if (!this.config.marketplaceUrl) return { status: 'not-configured', figures: [] };
    try {
      const response = await fetch(`${this.config.marketplaceUrl}/api/stats`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.marketplaceTimeoutMs),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      return { status: 'ok', figures: marketplaceFigures(await response.json()) };
    } catch (error) {
      this.logger.warn(`The marketplace's statistics are unavailable: ${(error as Error).message}`);
      return { status: 'unavailable', figures: [] };
    }
  }
}
