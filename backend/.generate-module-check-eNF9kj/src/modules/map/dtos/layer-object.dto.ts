import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LAYER_CODES, MAP_GENERATORS } from '../map.constants';
import { GeoShapeDto } from './geo-shape.dto';

export class LayerObjectDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: LAYER_CODES })
  layer!: string;

  @ApiProperty({
    description: 'In the language of Accept-Language: Russian (default) or English',
    example: 'Международный аэропорт Шереметьево',
  })
  name!: string;

  @ApiProperty({ description: 'False for a disabled object or a temporary zone outside its validity window' })
  active!: boolean;

  @ApiProperty({ type: GeoShapeDto })
  geoShape!: GeoShapeDto;

  @ApiProperty({
    description:
      'Layer-specific properties, absent when unknown: code (zone code CCCM, SR, SS, FCCV), lowerLimit, upperLimit, ' +
      'altitudeUnit (M or FT), verticalReference, schedule, authority, landingSiteType, icao, iata, elevation, kind ' +
      '(REGION or MUNICIPALITY), authorityType, population, generated (true for generated data), generator (how a generated ' +
      `object was made: ${MAP_GENERATORS.join(', ')}), ` +
      'nameRuTransliterated (true when no source names the object in Russian and its Russian name is the Latin one in Russian letters)',
    type: 'object',
    additionalProperties: true,
    example: { landingSiteType: 'AIRPORT', icao: 'UUEE', iata: 'SVO', elevation: 190, altitudeUnit: 'M', generated: false },
  })
  properties!: Record<string, unknown>;
}

export class LayerObjectDetailDto extends LayerObjectDto {
  @ApiProperty({ description: 'The key of the object in its source: ICAO code, ISO 3166-2 code, ED-269 identifier…' })
  externalId!: string;

  @ApiProperty({
    description:
      'Where the data comes from (package and licence, imported file, or how it was generated), in the language of Accept-Language',
  })
  source!: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  validFrom!: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  validTo!: string | null;
}

export class LayerObjectsMetaDto {
  @ApiProperty({ description: 'Number of objects in `data`' })
  totalCount!: number;

  @ApiProperty({ description: 'True when more objects matched than one answer carries (5,000); zoom in to see them all' })
  truncated!: boolean;

  @ApiProperty({ description: 'The zoom band whose simplified shapes were used (0: zoom 0–4 … 4: zoom 14 and more)' })
  zoomBand!: number;
}

export class LayerObjectsResponseDto {
  @ApiProperty({ type: [LayerObjectDto] })
  data!: LayerObjectDto[];

  @ApiProperty({ type: LayerObjectsMetaDto })
  meta!: LayerObjectsMetaDto;
}
