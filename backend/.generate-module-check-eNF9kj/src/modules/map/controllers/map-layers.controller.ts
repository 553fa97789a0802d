import { Controller, Get, Header, Headers, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator';
import { LayerObjectDetailDto, LayerObjectsResponseDto } from '../dtos/layer-object.dto';
import { parseLayerObjectsQuery } from '../dtos/layer-objects.query';
import { parseOsmLookupQuery } from '../dtos/osm-lookup.query';
import type { RawQuery } from '../dtos/query-values';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../i18n/map-locale';
import { ALTITUDE_FILTER_MODES, LAYER_CODES } from '../map.constants';
import { LayerObjectsService } from '../services/layer-objects.service';
import { OsmLookupService } from '../services/osm-lookup.service';

/**
 * The public airspace map (docs/requirements.md#map): layer objects in a box, one object, the OSM feature lookup.
 * Names (and an object's source) are in the language of Accept-Language: Russian unless it asks for English.
 */
@ApiTags('map')
@ApiHeader(MAP_LANGUAGE_HEADER)
@Public()
@Controller('public/map')
export class MapLayersController {
  constructor(
    private readonly layers: LayerObjectsService,
    private readonly osm: OsmLookupService,
  ) {}

  @Get('layers/objects')
  @ApiOperation({
    summary: 'Map objects that intersect a box, simplified for the zoom',
    description:
      'Objects too small to see at the zoom are left out; large shapes are cut to the box plus a margin (geoShape.clipped). ' +
      'Altitude filter: INTERSECT_VALUE keeps zones whose band contains the value, UP_TO_VALUE those starting at or below it; ' +
      'objects without a band (aerodromes, boundaries) always pass. Answers at most 5,000 objects (meta.truncated).',
  })
  @ApiQuery({ name: 'zoomLevel', required: true, description: 'Map zoom, 0–22 (Web Mercator)', example: 10 })
  @ApiQuery({
    name: 'boundingBox',
    required: true,
    description:
      'minLng,minLat,maxLng,maxLat in degrees (decimal or DD°MM\'SS"); or the dotted keys boundingBox.minLng … boundingBox.maxLat',
    example: '37.3,55.55,37.9,55.95',
  })
  @ApiQuery({
    name: 'layers',
    required: false,
    isArray: true,
    enum: LAYER_CODES,
    description: 'Repeated or comma-separated; all layers when absent',
  })
  @ApiQuery({ name: 'altitudeFilterMode', required: false, enum: ALTITUDE_FILTER_MODES })
  @ApiQuery({ name: 'altitudeFilterValue', required: false, description: 'Metres (e.g. the altitude classes 0, 150, 500, 1000, 10000)' })
  @ApiOkResponse({ type: LayerObjectsResponseDto })
  @ApiBadRequestResponse({ description: 'A box out of range or inverted, coordinates that are not numbers, an unknown layer…' })
  // The service writes the LayerObjectsResponseDto as JSON text itself (stored shapes are copied, not
  // re-serialised); the header makes the text go out as JSON. Errors are thrown before it applies.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Vary', 'Accept-Language')
  objects(@Query() query: RawQuery, @Headers('accept-language') language: string | undefined): Promise<string> {
    return this.layers.list(parseLayerObjectsQuery(query), mapLocale(language));
  }

  @Get('layers/:id/objects/:name')
  @ApiOperation({
    summary: 'One map object in full detail',
    description: '`id` is the object id (or its source key, e.g. an ICAO code); `name` is the layer name.',
  })
  @ApiParam({ name: 'id', description: 'Object id (uuid) or its key in the source (ICAO code, ISO 3166-2 code, ED-269 identifier)' })
  @ApiParam({ name: 'name', description: 'Layer name', enum: LAYER_CODES })
  @ApiOkResponse({ type: LayerObjectDetailDto })
  @ApiBadRequestResponse({ description: '"No id or layername is present", or an unknown layer' })
  @ApiNotFoundResponse({ description: 'No such object in that layer' })
  @Header('Vary', 'Accept-Language')
  object(
    @Param('id') id: string,
    @Param('name') name: string,
    @Headers('accept-language') language: string | undefined,
  ): Promise<LayerObjectDetailDto> {
    return this.layers.detail(id, name, mapLocale(language));
  }

  @Get('layers/:id/objects')
  @ApiOperation({ summary: 'The same call without a layer name: always "No id or layername is present"' })
  @ApiBadRequestResponse({ description: '"No id or layername is present"' })
  objectWithoutLayer(@Param('id') id: string): Promise<LayerObjectDetailDto> {
    // Always refused ("No id or layername is present"), so the language is never used.
    return this.layers.detail(id, undefined, 'ru');
  }

  /**
   * `layers//objects/{name}` and `layers//objects` (the id left empty): Nest hands a route whose parameter
   * is empty to the not-found handler, so these spell the empty segment out to answer the spec's
   * "No id or layername is present" (docs/requirements.md#fixed-texts) rather than a 404. Not in the OpenAPI document: they only
   * ever refuse.
   */
  @Get('layers//objects/:name')
  @ApiExcludeEndpoint()
  objectWithoutId(@Param('name') name: string): Promise<LayerObjectDetailDto> {
    return this.layers.detail(undefined, name, 'ru');
  }

  @Get('layers//objects')
  @ApiExcludeEndpoint()
  objectWithoutIdOrLayer(): Promise<LayerObjectDetailDto> {
    return this.layers.detail(undefined, undefined, 'ru');
  }

  @Get('lookup')
  @ApiOperation({
    summary: 'OSM feature lookup (Nominatim /lookup form)',
    description:
      'Forwarded to OSM_LOOKUP_URL when configured; otherwise (or when it fails) answered from the shipped data: G<GeoNames id> ' +
      'for localities, N/W/R ids for imported objects carrying an osmId. The X-Lookup-Source header says which.',
  })
  @ApiQuery({ name: 'osm_ids', required: true, example: 'G524901,R2555133' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'jsonv2', 'geojson'] })
  @ApiQuery({ name: 'polygon_geojson', required: false, enum: ['0', '1'] })
  @ApiOkResponse({ description: 'Nominatim-shaped places (array) or a GeoJSON FeatureCollection' })
  @Header('Vary', 'Accept-Language')
  async lookup(
    @Query() query: RawQuery,
    @Headers('accept-language') language: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<unknown> {
    const answer = await this.osm.lookup(parseOsmLookupQuery(query), mapLocale(language));
    reply.header('X-Lookup-Source', answer.source);
    return answer.body;
  }
}
