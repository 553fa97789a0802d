import { Injectable } from '@nestjs/common';
import { individualOwner, type FlightRequestView } from '../../flights/domain/flight-request';
import { FlightRequestsService } from '../../flights/services/flight-requests.service';
import { notConverted } from '../agreements.exceptions';

/**
 * The one ownership check of every agreement call: the flight through the flights module as its owner sees it
 * (another pilot's id is a 404 exactly like a missing one), and converted (a draft has no agreement yet).
 */
@Injectable()
export class AgreementFlights {
  constructor(private readonly flights: FlightRequestsService) {}

  async converted(userId: string, flightId: string): Promise<FlightRequestView> {
    const flight = await this.flights.getForOwner(individualOwner(userId), flightId);
    if (flight.status === 'DRAFT') throw notConverted();
    return flight;
  }
}
