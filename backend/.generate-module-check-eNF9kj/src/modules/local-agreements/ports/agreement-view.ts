import { Injectable } from '@nestjs/common';
import type { MapLocale } from '../../map/i18n/map-locale';

/** The whole agreement view of a flight (FlightAgreementViewDto), built by the agreements module above this one. */
export interface AgreementViewSource {
  view(userId: string, flightId: string, locale: MapLocale): Promise<object>;
}

/**
 * The local-agreement calls answer the flight's whole agreement view, which the agreements module builds
 * (it lists this module's agreements beside the zonal centre's). It registers here at onModuleInit; until it
 * does, the calls answer the local part alone.
 */
@Injectable()
export class AgreementViewRegistry {
  private source: AgreementViewSource | null = null;

  register(source: AgreementViewSource): void {
    this.source = source;
  }

  async viewOr(userId: string, flightId: string, locale: MapLocale, localPart: () => Promise<object>): Promise<object> {
    return this.source ? this.source.view(userId, flightId, locale) : localPart();
  }
}
