import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsDateString, IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import {
  FLY_SPACE_USAGE_MODES,
  type FlySpaceUsageMode,
  PETITION_NOTE_MAX_LENGTH,
  SUBMISSION_CHANNELS,
  type SubmissionChannel,
} from '@nebo/shared-vocabulary';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameTextOrNull } from '../../../common/validation/plain-text';

export class AuthorityRefDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;
}

/** A map object chosen from `takeoff-airports` / `landing-airports`. */
export class AirportRefDto {
  @ApiProperty({ description: 'The map object id' })
  @IsString()
  @MaxLength(200)
  id!: string;
}

/** The airspace regime: sent only when both are present; one alone is refused naming the other. */
export class FlySpaceRegimeDto {
  @ApiProperty({ type: String, nullable: true, example: '12/2026' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(64)
  number?: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-06-01' })
  @IsOptional()
  @IsCalendarDate()
  dateOfIssue?: string | null;
}

export class PetitionAttributesDto {
  @ApiProperty({ type: [String], description: 'Names of the reviewers' })
  @IsArray()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  submissionReviewers!: string[];

  @ApiProperty({ description: 'The telegram note; stored and sent uppercased' })
  @IsString()
  @MaxLength(PETITION_NOTE_MAX_LENGTH)
  note!: string;
}

export class AssignAuthorityDto {
  @ApiProperty({ type: AuthorityRefDto })
  @NestedObject(() => AuthorityRefDto)
  authority!: AuthorityRefDto;
}

export class RegimeInputDto {
  @ApiProperty({ type: FlySpaceRegimeDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlySpaceRegimeDto)
  flySpaceRegime!: FlySpaceRegimeDto | null;
}

export class SendSubmissionDto {
  @ApiProperty({ type: AuthorityRefDto })
  @NestedObject(() => AuthorityRefDto)
  authority!: AuthorityRefDto;

  @ApiProperty({ enum: SUBMISSION_CHANNELS, enumName: 'SubmissionChannel' })
  @IsIn(SUBMISSION_CHANNELS)
  submissionSentType!: SubmissionChannel;

  @ApiProperty({ enum: FLY_SPACE_USAGE_MODES, enumName: 'FlySpaceUsageMode' })
  @IsIn(FLY_SPACE_USAGE_MODES)
  flySpaceUsageMode!: FlySpaceUsageMode;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  restrictedZone?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A description of the zone instead of the drawn route' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  restrictionZoneInsteadOfGeometry?: string | null;

  @ApiPropertyOptional({ type: FlySpaceRegimeDto, nullable: true })
  @IsOptional()
  @NestedObject(() => FlySpaceRegimeDto)
  flySpaceRegime?: FlySpaceRegimeDto | null;

  @ApiPropertyOptional({ type: PetitionAttributesDto, nullable: true })
  @IsOptional()
  @NestedObject(() => PetitionAttributesDto)
  flySpaceUsagePetitionAttributes?: PetitionAttributesDto | null;

  @ApiPropertyOptional({ type: AirportRefDto, nullable: true })
  @IsOptional()
  @NestedObject(() => AirportRefDto)
  takeoffAirport?: AirportRefDto | null;

  @ApiPropertyOptional({ type: AirportRefDto, nullable: true })
  @IsOptional()
  @NestedObject(() => AirportRefDto)
  landingAirport?: AirportRefDto | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', description: 'Where the centre sends a copy of the decision' })
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  agreementRecipientEmail?: string | null;
}

export class SendShrDto {
  @ApiPropertyOptional({ description: 'Free text added to RMK/' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  remarks?: string;
}

/** DEP / ARR: when it happened (default now). */
export class MessageTimeDto {
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsDateString({ strict: true })
  at?: string;
}
