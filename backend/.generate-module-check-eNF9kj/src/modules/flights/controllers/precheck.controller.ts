import { Body, Controller, Header, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../common/auth/roles.decorator';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { FlightRequestInputDto } from '../dtos/flight-request-input.dto';
import { FlySpaceClassDto, FlySpaceClassInputDto, PreCheckDto } from '../precheck/precheck.dto';
import { PrecheckService } from '../precheck/precheck.service';

/**
 * The fly-space class of a route and the explainable pre-check of a flight request (precheck/README.md).
 * Both read the map and write nothing; texts are in the request's language (Accept-Language ru | en). For
 * individuals, like the rest of `/api/user/flight-agreements` (company calls come with their own controllers).
 */
@ApiTags('flights')
@ApiBearerAuth()
@ApiHeader({ ...MAP_LANGUAGE_HEADER, description: 'Language of the reasons, findings and names: ru (default) or en' })
@Roles('individual')
@Controller('api/user/flight-agreements')
export class PrecheckController {
  constructor(private readonly precheck: PrecheckService) {}

  @Post('calculated-fly-space-class')
  @HttpCode(200)
  @ApiOperation({ summary: 'The fly-space class (G, C or A) of a route at its altitudes, and why' })
  @ApiBody({ type: FlySpaceClassInputDto })
  @ApiOkResponse({ type: FlySpaceClassDto })
  @ApiBadRequestResponse({ description: 'An invalid route (self-intersecting, over 5,000 vertices…) or altitudes (min above max)' })
  @Header('Vary', 'Accept-Language')
  flySpaceClass(@Body() body: FlySpaceClassInputDto, @Headers('accept-language') language: string | undefined): Promise<FlySpaceClassDto> {
    return this.precheck.flySpaceClass(body, mapLocale(language));
  }

  @Post('pre-check')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The explainable pre-check of a flight request form: class and reasons, crossings with altitude bands, daylight per ' +
      'interval at the route, findings with the smallest change that clears each blocking one',
  })
  @ApiBody({ type: FlightRequestInputDto })
  @ApiOkResponse({ type: PreCheckDto })
  @ApiBadRequestResponse({
    description: 'No route or altitudes, an invalid route, min above max, an unreal date or finish not after start',
  })
  @Header('Vary', 'Accept-Language')
  preCheck(@Body() body: FlightRequestInputDto, @Headers('accept-language') language: string | undefined): Promise<PreCheckDto> {
    return this.precheck.precheck(body, mapLocale(language));
  }
}
