import { CreateFlightRequests1795551353829 } from './1795551353829-create-flight-requests';
import { FlightListFilters1795562400000 } from './1795562400000-flight-list-filters';
import { FlightExpiryIndex1795570000080 } from './1795570000080-flight-expiry-index';

/** The flights module's migrations, in order; composed through its manifest. */
export const flightsMigrations = [CreateFlightRequests1795551353829, FlightListFilters1795562400000, FlightExpiryIndex1795570000080];
