import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { AVIATION_WORK_TYPES, FLIGHT_LIMITS, FLIGHT_PURPOSES } from '@nebo/shared-vocabulary';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameTextOrNull } from '../../../common/validation/plain-text';

/** `YYYY-MM-DDTHH:mm:ss`, no offset: the request's offset mode says which clock. */
export const WIRE_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** One flight interval (the general flight date or a reserved date), both ways. */
export class FlightIntervalDto {
  @ApiPropertyOptional({ format: 'uuid', description: "Stable id (the flight messages' dateId); send it back to keep it" })
  @IsOptional()
  @IsUUID()
  id?: string;

  @ApiProperty({ example: '2026-06-01T09:00:00', description: "YYYY-MM-DDTHH:mm:ss in the request's offset mode (no suffix)" })
  @IsString()
  @Matches(WIRE_DATE_TIME_PATTERN, { message: 'start must look like YYYY-MM-DDTHH:mm:ss' })
  start!: string;

  @ApiProperty({
    example: '2026-06-01T11:00:00',
    description: "YYYY-MM-DDTHH:mm:ss in the request's offset mode; after start, at most 24 h later",
  })
  @IsString()
  @Matches(WIRE_DATE_TIME_PATTERN, { message: 'finish must look like YYYY-MM-DDTHH:mm:ss' })
  finish!: string;
}

/** A point `{ lat, lng }` (WGS 84, decimal degrees). */
export class FlightPointDto {
  @ApiProperty({ example: 55.75, minimum: -90, maximum: 90 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-90)
  @Max(90)
  lat!: number;

  @ApiProperty({ example: 37.62, minimum: -180, maximum: 180 })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(-180)
  @Max(180)
  lng!: number;
}

/** The drone as a picked dictionary item: the id of one of the pilot's own drones and its name. */
export class FlightDroneItemDto {
  @ApiProperty({ format: 'uuid', description: "The id of one of the pilot's drones (/api/user/drones)" })
  @IsUUID()
  id!: string;

  @ApiPropertyOptional({ description: "The drone's name (the server answers the stored one; ignored on input)" })
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxNameLength)
  name?: string;
}

export class FlightDroneDto {
  @ApiProperty({ type: FlightDroneItemDto })
  @NestedObject(() => FlightDroneItemDto)
  dictionaryItem!: FlightDroneItemDto;

  @ApiPropertyOptional({ type: String, nullable: true, description: "Defaults to the drone's registration number" })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  registrationNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  transponderNumber?: string | null;
}

/** The purpose: `id`/`code` of the FLIGHT_PURPOSE dictionary (either one names it), with its details. */
export class FlightPurposeDto {
  @ApiPropertyOptional({ description: 'FLIGHT_PURPOSE item id (or send the code)', example: 1 })
  @IsOptional()
  @IsBoundedInt({ min: 1, max: 1000 })
  id?: number;

  @ApiPropertyOptional({ description: "The purpose's name (answered by the server; ignored on input)" })
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxNameLength)
  name?: string;

  @ApiPropertyOptional({ enum: FLIGHT_PURPOSES })
  @IsOptional()
  @IsIn(FLIGHT_PURPOSES)
  code?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: "WORK: the work's name" })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxTextLength)
  workName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'WORK: where the work is done' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxTextLength)
  workAddress?: string | null;

  @ApiPropertyOptional({ enum: AVIATION_WORK_TYPES, nullable: true, description: 'AVIATION_WORK_TYPE code; required for WORK' })
  @IsOptional()
  @IsIn(AVIATION_WORK_TYPES)
  workType?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "CUSTOM: the purpose in the pilot's words; required then" })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxTextLength)
  custom?: string | null;
}

/** A person with a phone: the external pilot, the manager, the developer. */
export class FlightContactDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Иванов Иван Иванович' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(FLIGHT_LIMITS.maxNameLength)
  fullName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '79123456789', description: 'Reduced to digits 7XXXXXXXXXX' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string | null;
}
