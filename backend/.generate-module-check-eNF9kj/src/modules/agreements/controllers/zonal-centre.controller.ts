import { Body, Controller, Get, Header, Headers, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { AssignAuthorityDto, RegimeInputDto, SendSubmissionDto } from '../dtos/agreement-input.dto';
import { FlightAgreementViewDto } from '../dtos/agreement-view.dto';
import { AirportPageDto } from '../dtos/airport.dto';
import { AgreementFlights } from '../services/agreement-flights';
import { AgreementViews } from '../services/agreement-view.service';
import { AirportsNearby } from '../services/airports-nearby.service';
import { OrvdAgreements } from '../services/orvd-agreements.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/**
 * The zonal-centre agreement of a pilot's flight (docs/requirements.md#agreements): the view of every approving
 * body, the centre, the regime, the submission. Another pilot's id answers 404 on every call, like a missing one.
 */
@ApiTags('agreements')
@ApiBearerAuth()
@Roles('individual')
@ApiHeader(MAP_LANGUAGE_HEADER)
@ApiNotFoundResponse({ description: 'No such request of the caller' })
@Controller('api/user/flight-agreements')
export class ZonalCentreController {
  constructor(
    private readonly access: AgreementFlights,
    private readonly views: AgreementViews,
    private readonly orvd: OrvdAgreements,
    private readonly airports: AirportsNearby,
  ) {}

  @Get(':id/agreement')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary: 'The agreement view: the zonal centre and every local administration in parallel, and the flight dates with their messages',
  })
  @ApiOkResponse({ type: FlightAgreementViewDto })
  @ApiConflictResponse({ description: 'agreements.not-converted: the request is a draft' })
  agreement(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Headers('accept-language') language?: string,
  ): Promise<FlightAgreementViewDto> {
    return this.views.view(caller.userId, id, mapLocale(language));
  }

  @Get(':id/takeoff-airports')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Aerodromes and helipads within 30 km of the take-off point, nearest first, at most 20' })
  @ApiOkResponse({ type: AirportPageDto })
  async takeoffAirports(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Headers('accept-language') language?: string,
  ): Promise<AirportPageDto> {
    const flight = await this.access.converted(caller.userId, id);
    return { data: flight.takeOffPoint ? await this.airports.near(flight.takeOffPoint, mapLocale(language)) : [] };
  }

  @Get(':id/landing-airports')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Aerodromes and helipads within 30 km of the landing point, nearest first, at most 20' })
  @ApiOkResponse({ type: AirportPageDto })
  async landingAirports(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Headers('accept-language') language?: string,
  ): Promise<AirportPageDto> {
    const flight = await this.access.converted(caller.userId, id);
    return { data: flight.landingPoint ? await this.airports.near(flight.landingPoint, mapLocale(language)) : [] };
  }

  @Post(':id/orvd-agreement/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose the zonal centre (status CREATED, stage AWAITING); only before the submission was sent' })
  @ApiOkResponse({ type: FlightAgreementViewDto })
  @ApiBadRequestResponse({ description: 'agreements.not-a-zonal-centre' })
  @ApiConflictResponse({ description: 'agreements.already-sent, agreements.not-converted' })
  async assign(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() input: AssignAuthorityDto,
    @Headers('accept-language') language?: string,
  ): Promise<FlightAgreementViewDto> {
    await this.orvd.assign(caller.userId, id, input.authority.id);
    return this.views.view(caller.userId, id, mapLocale(language));
  }

  @Put(':id/orvd-agreement/regime')
  @ApiOperation({ summary: 'The airspace regime: number and date of issue both, or null; one alone is a 400 naming the other' })
  @ApiOkResponse({ type: FlightAgreementViewDto })
  @ApiBadRequestResponse({ description: 'flySpaceRegime.number or flySpaceRegime.dateOfIssue missing' })
  @ApiConflictResponse({ description: 'agreements.no-orvd-agreement, agreements.already-sent' })
  async regime(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() input: RegimeInputDto,
    @Headers('accept-language') language?: string,
  ): Promise<FlightAgreementViewDto> {
    await this.orvd.setRegime(caller.userId, id, input.flySpaceRegime ?? null);
    return this.views.view(caller.userId, id, mapLocale(language));
  }

  @Post(':id/send-submission')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Queue the submission to the zonal centre by the chosen channel; sending again before it was delivered switches the channel',
  })
  @ApiAcceptedResponse({ type: FlightAgreementViewDto })
  @ApiBadRequestResponse({ description: 'Field errors; agreements.channel-not-offered; agreements.airport-not-found' })
  @ApiConflictResponse({ description: 'agreements.already-sent; sppi.not-signed-in (SPPI without an SPPI session)' })
  async sendSubmission(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() input: SendSubmissionDto,
    @Headers('accept-language') language?: string,
  ): Promise<FlightAgreementViewDto> {
    await this.orvd.sendSubmission(caller.userId, id, input);
    return this.views.view(caller.userId, id, mapLocale(language));
  }
}
