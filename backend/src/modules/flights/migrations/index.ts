import { CreateFlightRequests1795551353829 } from './1795551353829-create-flight-requests';
import { FlightListFilters1795562400000 } from './1795562400000-flight-list-filters';

/** The flights module's migrations, in order; composed through its manifest. */
export const flightsMigrations = [CreateFlightRequests1795551353829, FlightListFilters1795562400000];
