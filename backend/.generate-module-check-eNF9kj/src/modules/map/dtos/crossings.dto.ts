import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AUTHORITY_TYPE_CODES, LANDING_SITE_TYPES, LAYER_CODES, ZONE_CODES } from '../map.constants';
import { GeoShapeDto } from './geo-shape.dto';

export class CrossingsRequestDto {
  @ApiProperty({
    type: GeoShapeDto,
    description: 'The route as the flight request carries it; at most 5,000 vertices; coordinates as JSON numbers',
    example: {
      type: 'POLYLINE',
      width: 200,
      points: [
        { lat: 55.75, lng: 37.6, role: 'START' },
        { lat: 55.8, lng: 37.7, role: 'FINISH' },
      ],
    },
  })
  geometry!: GeoShapeDto;
}

export class CrossedAerodromeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'ICAO code, or IATA code when the aerodrome has no ICAO code' })
  code!: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  icao!: string | null;

  @ApiProperty({ enum: LANDING_SITE_TYPES })
  landingSiteType!: string;

  @ApiProperty({
    description: 'Whether the route enters the aerodrome itself or only its control zone',
    enum: ['AERODROME', 'CONTROL_ZONE'],
  })
  crossedBy!: string;
}

export class CrossedAuthorityDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: AUTHORITY_TYPE_CODES })
  type!: string;

  @ApiProperty({ example: 'Московский зональный центр ЕС ОрВД' })
  name!: string;

  @ApiProperty({ description: 'Zonal centre code or the municipality key (geonames:<id>)' })
  code!: string;

  @ApiProperty({ description: 'True for generated boundaries (see the map layer object)' })
  generated!: boolean;
}

export class CrossedZoneDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: LAYER_CODES })
  layer!: string;

  @ApiProperty()
  name!: string;

  @ApiPropertyOptional({ enum: ZONE_CODES })
  code?: string;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The zone properties, altitude band included' })
  properties!: Record<string, unknown>;
}

export class CrossingsResponseDto {
  @ApiProperty({ type: [CrossedAerodromeDto] })
  aerodromes!: CrossedAerodromeDto[];

  @ApiProperty({ type: [CrossedAuthorityDto], description: 'Zonal centres and local governments (municipalities) crossed' })
  authorities!: CrossedAuthorityDto[];

  @ApiProperty({
    type: [CrossedZoneDto],
    description: 'Restricted, danger and temporary zones (and control areas of no known aerodrome) crossed',
  })
  zones!: CrossedZoneDto[];
}
