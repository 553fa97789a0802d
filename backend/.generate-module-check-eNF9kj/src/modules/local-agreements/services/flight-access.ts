import { Injectable } from '@nestjs/common';
import { individualOwner, type FlightRequestView } from '../../flights/domain/flight-request';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { flightNotConverted } from '../local-agreements.exceptions';

/** The caller's own converted flight: another pilot's id is a 404 like a missing one; a draft is a 409. */
@Injectable()
export class FlightAccess {
  constructor(private readonly flights: FlightRequestsService) {}

  async converted(userId: string, flightId: string): Promise<FlightRequestView> {
    const flight = await this.flights.getForOwner(individualOwner(userId), flightId);
    if (flight.status === 'DRAFT') throw flightNotConverted();
    return flight;
  }
}
