import { Module, OnModuleInit } from '@nestjs/common';
import { DronesModule } from '../drones/drones.module';
import { FilesModule } from '../files/files.module';
import { FlightMessagesModule } from '../flight-messages/flight-messages.module';
import { MapModule } from '../map/map.module';
import { FlightGeometryRegistry } from '../map/ports/flight-geometry';
import { UsersModule } from '../users/users.module';
import { FlightRequestsController } from './controllers/flight-requests.controller';
import { PrecheckController } from './controllers/precheck.controller';
import { AgreementSummaryRegistry } from './ports/agreement-summary';
import { PrintController } from './controllers/print.controller';
import { PrintService } from './print/print.service';
import { FlightRequestsRepository } from './repositories/flight-requests.repository';
import { PrecheckService } from './precheck/precheck.service';
import { FlightRequestsService } from './services/flight-requests.service';

/**
 * Flight requests of individuals (and, in a later issue, companies): see README.md. Provides the map's
 * FlightGeometrySource, so `GET /api/flight-agreements/{id}/crossings` reads a stored request's route.
 * Exports FlightRequestsService (getForOwner) for the pre-check and the printed forms, and PrintService so the
 * agreements' jobs attach the printed submission and write the SHR from the same facts. Exports
 * AgreementSummaryRegistry, where the agreements module registers the requests' agreement summary (ports/).
 */
@Module({
  imports: [FilesModule, MapModule, UsersModule, DronesModule, FlightMessagesModule],
  controllers: [FlightRequestsController, PrecheckController, PrintController],
  providers: [FlightRequestsRepository, FlightRequestsService, PrecheckService, PrintService, AgreementSummaryRegistry],
  exports: [FlightRequestsService, PrecheckService, PrintService, AgreementSummaryRegistry],
})
export class FlightsModule implements OnModuleInit {
  constructor(
    private readonly geometries: FlightGeometryRegistry,
    private readonly requests: FlightRequestsService,
  ) {}

  onModuleInit(): void {
    this.geometries.register(this.requests);
  }
}
