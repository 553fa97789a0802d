import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional } from 'class-validator';
import { FLIGHT_LIMITS, FLY_SPACE_CLASSES, type FlySpaceClass, LAYER_CODES } from '@nebo/shared-vocabulary';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { GeoShapeDto } from '../../map/dtos/geo-shape.dto';
import { FINDING_CODES, FIX_CODES, FIX_FIELDS } from './precheck.model';

const ALTITUDE = { min: FLIGHT_LIMITS.minAltitude, max: FLIGHT_LIMITS.maxAltitude };
const PARAMS: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
  description: "Values of the code, for the UI's own texts",
};

/** `POST /api/user/flight-agreements/calculated-fly-space-class`. */
export class FlySpaceClassInputDto {
  @ApiProperty({ type: GeoShapeDto, description: 'The route, as POST /api/map/crossings takes it' })
  @IsObject()
  geometry!: Record<string, unknown>;

  @ApiProperty({ minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above sea level', example: 0 })
  @IsBoundedInt(ALTITUDE)
  flightAltitudeMin!: number;

  @ApiProperty({ minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above sea level', example: 150 })
  @IsBoundedInt(ALTITUDE)
  flightAltitudeMax!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above ground' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeGroundMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: ALTITUDE.min, maximum: ALTITUDE.max, description: 'm above ground' })
  @IsOptional()
  @IsBoundedInt(ALTITUDE)
  flightAltitudeGroundMax?: number | null;
}

export class FlySpaceClassReasonDto {
  @ApiProperty({ enum: ['ABOVE_FL290', 'IN_CONTROL_ZONE', 'AT_AERODROME', 'UNCONTROLLED'] })
  code!: string;

  @ApiProperty(PARAMS)
  params!: Record<string, string | number | null>;

  @ApiProperty({ description: "The reason in the request's language (Accept-Language: ru or en)" })
  message!: string;
}

export class FlySpaceClassDto {
  @ApiProperty({ enum: FLY_SPACE_CLASSES, description: 'A at and above FL290 (8,900 m), C in controlled airspace, G otherwise' })
  flySpaceClass!: FlySpaceClass;

  @ApiProperty({ type: [String], description: "Why, in the request's language" })
  reasons!: string[];

  @ApiProperty({ type: [FlySpaceClassReasonDto], description: 'The same reasons as codes with values' })
  reasonDetails!: FlySpaceClassReasonDto[];
}

export class PreCheckFixDto {
  @ApiProperty({ enum: FIX_CODES })
  code!: string;

  @ApiProperty({ enum: FIX_FIELDS, description: "The form field to set (geometry.radius: the circle route's radius)" })
  field!: string;

  @ApiProperty({
    description: 'The value to set: metres (altitudes, radius), a point { lat, lng } or a route (GeoShape)',
    oneOf: [{ type: 'number' }, { type: 'object' }],
  })
  value!: unknown;

  @ApiProperty(PARAMS)
  params!: Record<string, string | number | null>;

  @ApiProperty({ description: 'The change in the request\'s language, e.g. "Lower the maximum altitude to 150 m"' })
  message!: string;

  @ApiProperty({ description: 'Size of the change in metres (the smallest is proposed first)' })
  change!: number;
}

export class PreCheckFindingDto {
  @ApiProperty({ enum: FINDING_CODES })
  code!: string;

  @ApiProperty({ enum: ['BLOCKING', 'WARNING'], description: 'BLOCKING findings stop the conversion to an agreement' })
  severity!: string;

  @ApiProperty(PARAMS)
  params!: Record<string, string | number | null>;

  @ApiProperty({ description: "The finding in the request's language" })
  message!: string;

  @ApiPropertyOptional({ type: PreCheckFixDto, description: 'The smallest change that clears it' })
  fix?: PreCheckFixDto;

  @ApiProperty({ type: [PreCheckFixDto], description: 'Other changes that clear it, larger' })
  alternatives!: PreCheckFixDto[];
}

export class PreCheckAltitudeBandDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Lower limit, m' })
  min!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Upper limit, m; null: unlimited' })
  max!: number | null;

  @ApiProperty({ type: String, nullable: true, enum: ['AGL', 'AMSL'] })
  reference!: string | null;
}

export class PreCheckCrossingDto {
  @ApiProperty({ enum: ['ZONE', 'AUTHORITY', 'AERODROME'] })
  kind!: string;

  @ApiProperty({ format: 'uuid', description: 'The map object' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: LAYER_CODES })
  layer!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Zone code, ICAO code or authority code' })
  code!: string | null;

  @ApiProperty({ type: PreCheckAltitudeBandDto, nullable: true, description: 'Null when the map states no band' })
  altitudeBand!: PreCheckAltitudeBandDto | null;

  @ApiProperty({ description: 'Whether it blocks the flight at its altitudes' })
  blocking!: boolean;
}

export class PreCheckDaylightDto {
  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  intervalId!: string | null;

  @ApiProperty({ enum: ['GENERAL', 'RESERVED'] })
  kind!: string;

  @ApiProperty({ example: '2026-06-01T09:00:00', description: "In the request's offset mode" })
  start!: string;

  @ApiProperty({ example: '2026-06-01T11:00:00' })
  finish!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-06-01T00:45:00',
    description: "At the route's centre, in the request's offset mode; null in polar day or night",
  })
  sunrise!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2026-06-01T18:10:00' })
  sunset!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['POLAR_DAY', 'POLAR_NIGHT'] })
  polar!: string | null;

  @ApiProperty()
  inDaylight!: boolean;
}

export class PreCheckDto {
  @ApiProperty({ enum: FLY_SPACE_CLASSES })
  flySpaceClass!: FlySpaceClass;

  @ApiProperty({ type: [FlySpaceClassReasonDto] })
  classReasons!: FlySpaceClassReasonDto[];

  @ApiProperty({ type: [PreCheckCrossingDto], description: 'Every zone, authority and aerodrome the route crosses' })
  crossings!: PreCheckCrossingDto[];

  @ApiProperty({ type: [PreCheckDaylightDto], description: 'One per flight interval (general first, then reserved)' })
  daylight!: PreCheckDaylightDto[];

  @ApiProperty({ type: [PreCheckFindingDto], description: 'Blocking findings first' })
  findings!: PreCheckFindingDto[];

  @ApiProperty({ description: 'True when a finding blocks the conversion to an agreement' })
  blocking!: boolean;
}
