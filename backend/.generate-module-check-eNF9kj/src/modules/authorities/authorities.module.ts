import { Module } from '@nestjs/common';
import { MapModule } from '../map/map.module';
import { AuthorityListsController } from './controllers/authority-lists.controller';
import { AuthoritiesRepository } from './repositories/authorities.repository';
import { AuthoritiesService } from './services/authorities.service';

/**
 * Authorities (zonal centres, local administrations): see README.md. Uses the map for municipalities and
 * crossings; exports AuthoritiesService to the agreements modules above it.
 */
@Module({
  imports: [MapModule],
  controllers: [AuthorityListsController],
  providers: [AuthoritiesRepository, AuthoritiesService],
  exports: [AuthoritiesService],
})
export class AuthoritiesModule {}
