import { Controller, Get, Header, Headers, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { MAP_LANGUAGE_HEADER, type MapLocale, mapLocale } from '../../map/i18n/map-locale';
import { FlightGeometryRegistry } from '../../map/ports/flight-geometry';
import { flightAgreementNotFound } from '../authorities.exceptions';
import { MunicipalQueryDto, ZonalCenterQueryDto } from '../dtos/authority-query.dto';
import { AuthorityPageDto } from '../dtos/authorities.dto';
import { AuthoritiesService, type CrossedAuthorities } from '../services/authorities.service';

/**
 * `/api/flight-agreements/authority/…`: the authorities a pilot chooses from. With `flightAgreementId` the
 * route's own authorities come first; the flight's geometry comes through the map's FlightGeometryRegistry
 * (the flights module registers there), which answers only the caller's own flights: another pilot's id is a
 * 404 like a missing one. That seam lets this module sit below flights. The lists are catalogues: any
 * signed-in user reads them (pilots, companies); only the route's own ordering needs a flight of the caller's.
 */
@ApiTags('authorities')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@Controller('api/flight-agreements/authority')
export class AuthorityListsController {
  constructor(
    private readonly authorities: AuthoritiesService,
    private readonly geometries: FlightGeometryRegistry,
  ) {}

  @Get('zonal-centers')
  @Header('Vary', 'Accept-Language')
  @ApiOkResponse({ type: AuthorityPageDto })
  async zonalCenters(
    @CurrentCaller() caller: Caller,
    @Query() query: ZonalCenterQueryDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityPageDto> {
    const locale = mapLocale(language);
    return this.authorities.zonalCenters(query, await this.crossed(caller, query.flightAgreementId, locale), locale);
  }

  @Get('municipals')
  @Header('Vary', 'Accept-Language')
  @ApiOkResponse({ type: AuthorityPageDto })
  async municipals(
    @CurrentCaller() caller: Caller,
    @Query() query: MunicipalQueryDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<AuthorityPageDto> {
    const locale = mapLocale(language);
    return this.authorities.municipals(query, await this.crossed(caller, query.flightAgreementId, locale), locale);
  }

  private async crossed(caller: Caller, flightAgreementId: string | undefined, locale: MapLocale): Promise<CrossedAuthorities | null> {
    if (!flightAgreementId) return null;
    const geometry = await this.geometries.geometryOf(flightAgreementId, caller.userId);
    if (geometry === null) throw flightAgreementNotFound();
    return this.authorities.crossedBy(geometry, locale);
  }
}
