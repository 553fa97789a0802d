import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';

/** Dictionary ids are integers; a client that sends "42" (a query-string habit) means the same id. */
const idNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value);
/** Empty optional strings are dropped (docs/requirements.md#users-profile): "" means "not given". */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** PATCH /api/user/current/profile/locality: a LOCALITIES dictionary id. */
export class LocalityDto {
  @ApiProperty({ description: 'LOCALITIES dictionary id', example: 524901 })
  @Transform(idNumber)
  @IsBoundedInt({ min: 1 })
  id!: number;
}

/** The bank account of the requisites; any field may be left empty and filled later. */
export class BankAccountInputDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '40817810000000000001',
    description: '20 digits, key checked against the BIK',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{20}$/, { message: '$property must be 20 digits' })
  accountNumber?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '30101810145250000974',
    description: '20 digits, key checked against the BIK',
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{20}$/, { message: '$property must be 20 digits' })
  correspondentAccount?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'АО «ТБанк»' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(255)
  bankName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '771301001' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{9}$/, { message: '$property must be 9 digits' })
  kpp?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '044525974' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString()
  @Matches(/^\d{9}$/, { message: '$property must be 9 digits' })
  bik?: string | null;
}

/** PATCH /api/user/current/profile/requisites. */
export class RequisitesDto {
  @ApiProperty({ type: BankAccountInputDto })
  @NestedObject(() => BankAccountInputDto)
  bankAccount!: BankAccountInputDto;
}

export class RequisitesResultDto {
  @ApiProperty({ description: 'Whether all five bank fields are filled (and therefore checked)' })
  complete!: boolean;
}

/** PATCH /api/user/current/profile/mission-categories: replaces the list (empty clears it). */
export class MissionCategoriesDto {
  @ApiProperty({ type: [Number], description: 'MISSION_CATEGORY dictionary ids', example: [1, 2] })
  @Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((id) => idNumber({ value: id })) : value))
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsBoundedInt({ min: 1 }, { each: true })
  missionCategoryIds!: number[];
}

/** Letters of any script, digits, spaces and the punctuation of Russian organisation names («», quotes, №). */
const TITLE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} .,'’"«»“”„()№&/+-]*$/u;
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .,'’()-]*$/u;

/** PUT /api/user/current/organization: where the individual works. */
export class OrganizationDto {
  @ApiProperty({ maxLength: 255, example: 'ООО «Геоскан»' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  @Matches(TITLE_PATTERN, {
    message: '$property may contain letters, digits, spaces and punctuation, and must start with a letter or digit',
  })
  name!: string;

  @ApiProperty({ example: '7802849641', description: '10 digits with a valid check digit' })
  @Transform(trimmed)
  @IsString()
  @Matches(/^\d{10}$/, { message: '$property must be 10 digits' })
  inn!: string;

  @ApiProperty({ maxLength: 150, example: 'Оператор БВС' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(150)
  @Matches(NAME_PATTERN, {
    message: '$property may contain only letters, spaces, hyphens, dots, apostrophes, commas and brackets, and must start with a letter',
  })
  position!: string;
}
