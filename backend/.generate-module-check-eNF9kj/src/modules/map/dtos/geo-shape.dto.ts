import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { POINT_ROLES, SHAPE_TYPES } from '../map.constants';

export class LatLngDto {
  @ApiProperty({ example: 55.7558, description: 'Latitude, decimal degrees (WGS 84)' })
  lat!: number;

  @ApiProperty({ example: 37.6173, description: 'Longitude, decimal degrees (WGS 84)' })
  lng!: number;

  @ApiPropertyOptional({ enum: POINT_ROLES, description: 'Route points only: where the flight starts or finishes' })
  role?: string;
}

/**
 * The shape of a map object or a route. Rings are open (the last point joins the first).
 * MARKER: one point. CIRCLE: the centre and `radius`. POLYLINE: the route and the corridor `width`.
 * LASSO and POLYGON: the outer ring in `points` (POLYGON may have `holes`). MULTIPOLYGON: one outer ring per
 * polygon in `points` (an array of rings) and `holes[i]` for polygon i.
 * LatLngDto is named as an extra model: only a $ref points at it, and a document whose $ref dangles cannot
 * be turned into the front ends' types (@nebo/shared-api).
 */
@ApiExtraModels(LatLngDto)
export class GeoShapeDto {
  @ApiProperty({ enum: SHAPE_TYPES })
  type!: string;

  @ApiProperty({
    description: 'Points `{ lat, lng }`; for MULTIPOLYGON an array of rings (arrays of points)',
    type: 'array',
    items: { oneOf: [{ $ref: getSchemaPath(LatLngDto) }, { type: 'array', items: { $ref: getSchemaPath(LatLngDto) } }] },
  })
  points!: unknown[];

  @ApiPropertyOptional({ description: 'CIRCLE: radius in metres (greater than 0, at most 500 km)', example: 500 })
  radius?: number;

  @ApiPropertyOptional({ description: 'POLYLINE: corridor width in metres (default 100)', example: 100 })
  width?: number;

  @ApiPropertyOptional({ description: 'POLYGON: holes (rings); MULTIPOLYGON: holes per polygon', type: 'array', items: { type: 'array' } })
  holes?: unknown[];

  @ApiPropertyOptional({ description: 'Set when a large shape was cut to the requested box (plus a margin) to keep the answer small' })
  clipped?: boolean;
}
