import { Injectable } from '@nestjs/common';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';

/**
 * Where the crossings call finds the geometry of a stored flight agreement. The flights module does not
 * exist yet, so the map module binds NoFlightAgreementsYet: every id is unknown and
 * `GET /api/flight-agreements/{id}/crossings` answers 404. When the flights module stores geometry it
 * provides this token (returning the geometry of an agreement the principal may see, or null) and the
 * route works with no change here.
 */
export const FLIGHT_GEOMETRY_SOURCE = Symbol('FLIGHT_GEOMETRY_SOURCE');

export interface FlightGeometrySource {
  /** The flight-request geometry of the agreement, or null when it does not exist or is not the caller's. */
  geometryOf(flightAgreementId: string, principal: AuthenticatedPrincipal): Promise<unknown | null>;
}

@Injectable()
export class NoFlightAgreementsYet implements FlightGeometrySource {
  async geometryOf(): Promise<null> {
    return null;
  }
}
