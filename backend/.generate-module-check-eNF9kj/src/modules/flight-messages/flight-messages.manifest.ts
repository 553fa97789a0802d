import type { ModuleManifest } from '../module-manifest';
import { FlightMessagesModule } from './flight-messages.module';

/** No migrations, seeds or configuration: the module writes text from what its callers pass. */
export const flightMessagesManifest = {
  name: 'flight-messages',
  module: FlightMessagesModule,
} satisfies ModuleManifest;
