import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObjectList } from '../../../common/validation/nested.decorator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';
import { PROJECTIONS } from '../../drone-library/domain/drone-characteristics';
import { CharacteristicsDto } from '../../drone-library/dtos/characteristics.dto';
import { KeptImageDto } from '../../drone-library/dtos/image-info.dto';
import {
  REGISTRATION_NUMBER_MAX_LENGTH,
  REGISTRATION_NUMBER_MESSAGE,
  REGISTRATION_NUMBER_PATTERN,
  normaliseRegistrationNumber,
} from './registration-number';

export const MAX_SCANS_PER_KIND = 5;
export const FIRST_ISSUE_YEAR = 1950;

const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** A scan the drone keeps, by file id (new scans arrive as file parts). */
export class KeptScanDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;
}

/**
 * The `drone` JSON part of POST /api/user/drones/insertOrUpdate. Pictures and scans to keep are listed
 * by id; new ones are file parts: `images.FRONT` … `images.BACK`, `registrationCertScans`,
 * `airworthinessCertScans`. Figures left out are taken from the library model when `modelId` is given.
 * The issue year's upper bound (this year) is checked by the service, which knows the date.
 */
export class DroneSaveDto extends CharacteristicsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Absent to register a new drone' })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @ApiProperty({ maxLength: 150, example: 'Мой Mavic' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  name!: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true, description: 'Library model the drone is built from' })
  @IsOptional()
  @IsUUID()
  modelId?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, description: "Defaults to the model's manufacturer" })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  manufacturer?: string | null;

  @ApiPropertyOptional({ maxLength: 100, nullable: true })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Matches(/^[0-9A-Za-z][0-9A-Za-z./-]*$/, { message: 'serialNumber may contain only Latin letters, digits, dots, slashes and hyphens' })
  serialNumber?: string | null;

  @ApiPropertyOptional({ maxLength: REGISTRATION_NUMBER_MAX_LENGTH, nullable: true, description: 'Unique across the platform' })
  @Transform(({ value }) => normaliseRegistrationNumber(value))
  @IsOptional()
  @IsString()
  @MaxLength(REGISTRATION_NUMBER_MAX_LENGTH)
  @Matches(REGISTRATION_NUMBER_PATTERN, { message: REGISTRATION_NUMBER_MESSAGE })
  registrationNumber?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: FIRST_ISSUE_YEAR, example: 2024 })
  @IsOptional()
  @IsBoundedInt({ min: FIRST_ISSUE_YEAR, max: 2200 })
  issueYear?: number | null;

  @ApiPropertyOptional({ type: [KeptImageDto] })
  @IsOptional()
  @NestedObjectList(() => KeptImageDto)
  @ArrayMaxSize(PROJECTIONS.length)
  imageInfos?: KeptImageDto[];

  @ApiPropertyOptional({ type: [KeptScanDto] })
  @IsOptional()
  @NestedObjectList(() => KeptScanDto)
  @ArrayMaxSize(MAX_SCANS_PER_KIND)
  registrationCertScans?: KeptScanDto[];

  @ApiPropertyOptional({ type: [KeptScanDto] })
  @IsOptional()
  @NestedObjectList(() => KeptScanDto)
  @ArrayMaxSize(MAX_SCANS_PER_KIND)
  airworthinessCertScans?: KeptScanDto[];
}
