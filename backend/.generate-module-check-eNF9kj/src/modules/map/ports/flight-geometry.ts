import { Injectable } from '@nestjs/common';

/**
 * Where the crossings call finds the geometry of a stored flight agreement: implemented by the module that
 * stores flight agreements (above the map), which registers it into FlightGeometryRegistry at onModuleInit.
 */
export interface FlightGeometrySource {
  /** The flight-request geometry of the agreement, or null when it does not exist or the caller may not see it. */
  geometryOf(flightAgreementId: string, callerUserId: string): Promise<unknown | null>;
}

/**
 * The map's seam for the flights module, exported by MapModule: the flights module registers its source at
 * start. With none registered (a map-only test app) every agreement is unknown and the crossings call answers 404.
 */
@Injectable()
export class FlightGeometryRegistry {
  private source: FlightGeometrySource | undefined;

  register(source: FlightGeometrySource): void {
    if (this.source) throw new Error('A flight geometry source is registered already: one module stores flight agreements');
    this.source = source;
  }

  async geometryOf(flightAgreementId: string, callerUserId: string): Promise<unknown | null> {
    return this.source ? this.source.geometryOf(flightAgreementId, callerUserId) : null;
  }
}
