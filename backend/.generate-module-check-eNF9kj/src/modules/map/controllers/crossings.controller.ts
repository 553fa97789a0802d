import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiExcludeEndpoint,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { CrossingsRequestDto, CrossingsResponseDto } from '../dtos/crossings.dto';
import { parseCrossingsQuery } from '../dtos/crossings.query';
import type { RawQuery } from '../dtos/query-values';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../i18n/map-locale';
import { AUTHORITY_TYPE_CODES, LANDING_SITE_TYPES } from '../map.constants';
import { CrossingsService } from '../services/crossings.service';

const AERODROME_TYPES_QUERY = {
  name: 'aerodromesTypeCodes',
  required: false,
  isArray: true,
  enum: LANDING_SITE_TYPES,
  description: 'Aerodrome types to report; AIRPORT and HELIPAD when absent (spec)',
} as const;
const AUTHORITY_TYPES_QUERY = {
  name: 'crossedAuthorityTypeCodes',
  required: false,
  isArray: true,
  enum: AUTHORITY_TYPE_CODES,
  description: 'Authority types to report; both when absent',
} as const;

/** What a flight's geometry crosses: aerodromes, zonal centres, local governments, zones (named in the request's language). */
@ApiTags('map')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@Controller('api')
export class CrossingsController {
  constructor(private readonly crossings: CrossingsService) {}

  @Post('map/crossings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Crossings of a geometry in the flight-request shape (the route editor, live)' })
  @ApiQuery(AERODROME_TYPES_QUERY)
  @ApiQuery(AUTHORITY_TYPES_QUERY)
  @ApiBody({ type: CrossingsRequestDto })
  @ApiOkResponse({ type: CrossingsResponseDto })
  @ApiBadRequestResponse({
    description: 'A self-intersecting polygon, a circle of zero or negative radius, more than 5,000 vertices, coordinates as text…',
  })
  @Header('Vary', 'Accept-Language')
  forGeometry(
    @Body() body: unknown,
    @Query() query: RawQuery,
    @Headers('accept-language') language: string | undefined,
  ): Promise<CrossingsResponseDto> {
    const options = parseCrossingsQuery(query);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw FieldValidationException.single('body', 'request body must be a JSON object with a geometry');
    }
    const unknown = Object.keys(body).filter((key) => key !== 'geometry');
    if (unknown.length > 0)
      throw new FieldValidationException(unknown.map((key) => ({ field: key, error: `property ${key} should not exist` })));
    return this.crossings.forGeometry((body as { geometry?: unknown }).geometry, options, mapLocale(language));
  }

  /**
   * Flight agreements are not stored yet (no flights module): every id answers 404 until the flights module
   * registers its FlightGeometrySource (see ports/flight-geometry.ts).
   */
  @Get('flight-agreements/:id/crossings')
  @ApiOperation({
    summary: "Crossings of a stored flight request (its id is also its agreement's; 404 for another owner's or an unknown id)",
  })
  @ApiQuery(AERODROME_TYPES_QUERY)
  @ApiQuery(AUTHORITY_TYPES_QUERY)
  @ApiOkResponse({ type: CrossingsResponseDto })
  @ApiBadRequestResponse({ description: '"No id provided"' })
  @ApiNotFoundResponse({ description: 'No such flight agreement' })
  @Header('Vary', 'Accept-Language')
  forFlightAgreement(
    @Param('id') id: string,
    @Query() query: RawQuery,
    @Headers('accept-language') language: string | undefined,
    @CurrentCaller() caller: Caller,
  ): Promise<CrossingsResponseDto> {
    return this.crossings.forFlightAgreement(id, caller.userId, parseCrossingsQuery(query), mapLocale(language));
  }

  /**
   * `flight-agreements//crossings` (the id left empty): Nest hands a route whose parameter is empty to the
   * not-found handler, so this spells the empty segment out to answer the spec's "No id provided" (docs/requirements.md#fixed-texts)
   * rather than a 404, after the token check like the route above. Not in the OpenAPI document: it only refuses.
   */
  @Get('flight-agreements//crossings')
  @ApiExcludeEndpoint()
  forMissingFlightAgreement(@Query() query: RawQuery, @CurrentCaller() caller: Caller): Promise<CrossingsResponseDto> {
    return this.crossings.forFlightAgreement(undefined, caller.userId, parseCrossingsQuery(query), 'ru');
  }
}
