import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date.decorator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';
import { NAME_MAX_LENGTH, NAME_PATTERN, SEXES, type Sex } from '../domain/person-identity';

const NAME_MESSAGE =
  '$property may contain only letters, spaces, hyphens, dots, apostrophes, commas and brackets, and must start with a letter';

/** Trims strings; an empty optional string means "not given" (the spec drops empty optional strings). */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/**
 * PATCH /api/user/current/profile/person-identity. The personal-data form sends the whole group, so the
 * group is replaced: an omitted or null optional field is cleared. The age rule (18–100 on today's date in
 * Moscow) needs the clock and is checked by PersonIdentityService.
 */
export class PersonIdentityDto {
  @ApiPropertyOptional({ enum: SEXES, nullable: true })
  @IsOptional()
  @IsIn(SEXES)
  sex?: Sex | null;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Петров' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: NAME_MESSAGE })
  lastName!: string;

  @ApiProperty({ maxLength: NAME_MAX_LENGTH, example: 'Иван' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: NAME_MESSAGE })
  firstName!: string;

  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH, nullable: true, example: 'Сергеевич' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: NAME_MESSAGE })
  patronymic?: string | null;

  @ApiPropertyOptional({ format: 'date', nullable: true, example: '2000-01-01' })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsCalendarDate()
  birthDate?: string | null;
}
