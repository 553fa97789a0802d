import { Module } from '@nestjs/common';
import { CrossingsController } from './controllers/crossings.controller';
import { MapLayersController } from './controllers/map-layers.controller';
import { SunriseController } from './controllers/sunrise.controller';
import { MapSeeder } from './data/seed/map-seeder';
import { mapConfigProvider } from './map.config';
import { MapObjectsRepository } from './repositories/map-objects.repository';
import { AerodromesNearby } from './services/aerodromes-nearby.service';
import { CrossingsService } from './services/crossings.service';
import { FlightGeometryRegistry } from './ports/flight-geometry';
import { LARGE_SHAPE_CACHE_BUDGET, LargeShapeCache, MAX_CACHED_VERTICES } from './services/large-shape.cache';
import { LayerObjectsService } from './services/layer-objects.service';
import { MapStartupSeed } from './services/map-startup-seed';
import { MunicipalityCatalogue } from './services/municipality-catalogue';
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
    AerodromesNearby,
    mapConfigProvider,
    FlightGeometryRegistry,
    { provide: LARGE_SHAPE_CACHE_BUDGET, useValue: MAX_CACHED_VERTICES },
    MapObjectsRepository,
    LargeShapeCache,
    MapSeeder,
    MapStartupSeed,
    LayerObjectsService,
    CrossingsService,
    SunriseService,
    RussiaBoundaryService,
    OsmLookupService,
    MunicipalityCatalogue,
  ],
  exports: [CrossingsService, RussiaBoundaryService, FlightGeometryRegistry, MunicipalityCatalogue, AerodromesNearby],
})
export class MapModule {}
