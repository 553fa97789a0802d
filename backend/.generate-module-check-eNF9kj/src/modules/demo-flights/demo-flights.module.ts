import { Module } from '@nestjs/common';
import { AgreementsModule } from '../agreements/agreements.module';
import { AuthoritiesModule } from '../authorities/authorities.module';
import { DronesModule } from '../drones/drones.module';
import { FilesModule } from '../files/files.module';
import { FlightsModule } from '../flights/flights.module';
import { LocalAgreementsModule } from '../local-agreements/local-agreements.module';
import { demoFlightsConfigProvider } from './demo-flights.config';
import { DemoFlightsRepository } from './repositories/demo-flights.repository';
import { DemoRequests } from './services/demo-requests';

/**
 * Demo requests for the authority area (see README.md): no routes, no tables. Uses the pilots' own services, so it
 * sits above every module it calls (last in modules/index.ts) and exports nothing.
 */
@Module({
  imports: [FilesModule, AuthoritiesModule, DronesModule, FlightsModule, LocalAgreementsModule, AgreementsModule],
  providers: [demoFlightsConfigProvider, DemoFlightsRepository, DemoRequests],
})
export class DemoFlightsModule {}
