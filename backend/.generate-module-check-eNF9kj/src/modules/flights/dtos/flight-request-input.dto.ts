import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { FLIGHT_LIMITS, FLIGHT_OFFSET_MODES, LINES_OF_SIGHT } from '@nebo/shared-vocabulary';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObject, NestedObjectList } from '../../../common/validation/nested.decorator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';
import { GeoShapeDto } from '../../map/dtos/geo-shape.dto';
import { FlightContactDto, FlightDroneDto, FlightIntervalDto, FlightPointDto, FlightPurposeDto } from './flight-parts.dto';

const ALTITUDE = { min: FLIGHT_LIMITS.minAltitude, max: FLIGHT_LIMITS.maxAltitude };

/**
 * The form of a flight request (the `flightAgreementDto` part of POST and PUT, the pre-check's body). A
 * draft may leave anything out; `PATCH …/to-agreement` checks completeness (docs/requirements.md#flights).
 */
export class FlightRequestInputDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Ignored on POST; the path names the request on PUT' })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: FLIGHT_LIMITS.maxNameLength, example: 'Съёмка в парке' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxNameLength)
  name?: string | null;

  @ApiPropertyOptional({ default: false, description: 'True: the simple (AMATEUR) kind; false: the professional one' })
  @IsOptional()
  @IsBoolean()
  simple?: boolean;

  @ApiPropertyOptional({ type: FlightDroneDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightDroneDto)
  drone?: FlightDroneDto | null;

  @ApiPropertyOptional({ type: FlightPurposeDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightPurposeDto)
  flightPurpose?: FlightPurposeDto | null;

  @ApiPropertyOptional({ enum: LINES_OF_SIGHT, default: 'INSIDE' })
  @IsOptional()
  @IsIn(LINES_OF_SIGHT)
  lineOfSight?: string;

  @ApiPropertyOptional({ type: FlightContactDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightContactDto)
  externalPilot?: FlightContactDto | null;

  @ApiPropertyOptional({ type: FlightContactDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightContactDto)
  manager?: FlightContactDto | null;

  @ApiPropertyOptional({ type: FlightContactDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightContactDto)
  developer?: FlightContactDto | null;

  @ApiPropertyOptional({ enum: FLIGHT_OFFSET_MODES, default: 'UTC', description: 'LOCAL = Moscow time (UTC+3)' })
  @IsOptional()
  @IsIn(FLIGHT_OFFSET_MODES)
  flightDateTimeOffsetMode?: string;

  @ApiPropertyOptional({ type: [FlightIntervalDto], maxItems: 1, description: 'The general flight date: one interval' })
  @IsOptional()
  @ArrayMaxSize(1)
  @NestedObjectList(() => FlightIntervalDto)
  generalFlightDateTime?: FlightIntervalDto[];

  @ApiPropertyOptional({ type: [FlightIntervalDto], maxItems: FLIGHT_LIMITS.maxReservedIntervals, description: 'Reserved dates' })
  @IsOptional()
  @ArrayMaxSize(FLIGHT_LIMITS.maxReservedIntervals)
  @NestedObjectList(() => FlightIntervalDto)
  reservedFlightDateTime?: FlightIntervalDto[];

  @ApiPropertyOptional({ type: GeoShapeDto, nullable: true, description: 'The route, as POST /api/map/crossings takes it' })
  @IsOptional()
  @IsObject()
  geometry?: Record<string, unknown> | null;

  @ApiPropertyOptional({ type: FlightPointDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightPointDto)
  takeOffPoint?: FlightPointDto | null;

  @ApiPropertyOptional({ type: FlightPointDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlightPointDto)
  landingPoint?: FlightPointDto | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above sea level' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above sea level' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeMax?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above ground' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeGroundMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above ground' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeGroundMax?: number | null;
}

/** `POST …/simple`: the simple kind in one call. */
export class SimpleFlightRequestInputDto {
  @ApiProperty({ example: 'Съёмка в парке', maxLength: FLIGHT_LIMITS.maxNameLength })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(FLIGHT_LIMITS.maxNameLength)
  name!: string;

  @ApiProperty({ type: FlightDroneDto })
  @NestedObject(() => FlightDroneDto)
  drone!: FlightDroneDto;

  @ApiProperty({ type: [FlightIntervalDto], minItems: 1, maxItems: 1, description: 'One interval, in UTC' })
  @ArrayMaxSize(1)
  @NestedObjectList(() => FlightIntervalDto)
  generalFlightDateTime!: FlightIntervalDto[];

  @ApiProperty({ type: GeoShapeDto, description: "The route (stored as the request's geometry)" })
  @IsObject()
  route!: Record<string, unknown>;
}
