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
 * The map's seam for the flights module, exported by MapModule. With no source registered (no module stores
 * flight agreements yet) every agreement is unknown, so `GET /api/flight-agreements/{id}/crossings` answers
 * 404 until one registers — with no change here.
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
