import { Module } from '@nestjs/common';
import { Clock, SystemClock } from '../../common/clock/clock';
import { CrossingsController } from './controllers/crossings.controller';
import { MapLayersController } from './controllers/map-layers.controller';
import { SunriseController } from './controllers/sunrise.controller';
import { MapSeeder } from './data/seed/map-seeder';
import { mapConfigProvider } from './map.config';
import { MapObjectsRepository } from './repositories/map-objects.repository';
import { CrossingsService } from './services/crossings.service';
import { FLIGHT_GEOMETRY_SOURCE, NoFlightAgreementsYet } from './services/flight-geometry.source';
import { LargeShapeCache } from './services/large-shape.cache';
import { LayerObjectsService } from './services/layer-objects.service';
import { MapStartupSeed } from './services/map-startup-seed';
import { OsmLookupService } from './services/osm-lookup.service';
import { RussiaBoundaryService } from './services/russia-boundary.service';
import { SunriseService } from './services/sunrise.service';

/**
 * The airspace map: layers of aerodromes, control areas, zonal centres, boundaries, weather stations and
 * UAS zones (PostgreSQL, box-indexed), the crossings of a flight's geometry, sunrise times, and the OSM
 * feature lookup. Seeds its reference data from pinned npm packages at start.
 */
@Module({
  controllers: [MapLayersController, CrossingsController, SunriseController],
  providers: [
    mapConfigProvider,
    { provide: Clock, useClass: SystemClock },
    // Until the flights module stores flight geometry (see flight-geometry.source.ts).
    { provide: FLIGHT_GEOMETRY_SOURCE, useClass: NoFlightAgreementsYet },
    MapObjectsRepository,
    LargeShapeCache,
    MapSeeder,
    MapStartupSeed,
    LayerObjectsService,
    CrossingsService,
    SunriseService,
    RussiaBoundaryService,
    OsmLookupService,
  ],
  exports: [CrossingsService, RussiaBoundaryService],
})
export class MapModule {}
