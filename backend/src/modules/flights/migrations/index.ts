import { CreateFlightRequests1795551353829 } from './1795551353829-create-flight-requests';

/** The flights module's migrations, in order; composed through its manifest. */
export const flightsMigrations = [CreateFlightRequests1795551353829];
