import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameText, nameTextOrUndefined } from '../../../common/validation/plain-text';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '../../documents/domain/identifiers';
import { NAME_MAX_LENGTH, NAME_PATTERN } from '../../users/domain/person-identity';
import { ADMITTED_DOCUMENT_TYPES, AdmittedDocumentType } from '../domain/admitted-person-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AdmittedPersonDocumentDto {
  @ApiProperty({ enum: ADMITTED_DOCUMENT_TYPES })
  @IsIn(ADMITTED_DOCUMENT_TYPES)
  typeCode!: AdmittedDocumentType;

  @ApiPropertyOptional({ example: '4510' })
  // Names and document fields are cleaned of control characters; empty optional strings count as absent (docs/requirements.md#admitted-persons).
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(20)
  series?: string;

  @ApiProperty({ example: '123456' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(DOCUMENT_NUMBER_MAX_LENGTH)
  number!: string;
}

/** A person admitted to fly the caller's drones (docs/requirements.md#admitted-persons); the same body for POST and PUT. */
export class AdmittedPersonInputDto {
  @ApiProperty({ example: 'Сидоров' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: 'lastName may hold letters, spaces, hyphens, dots, apostrophes, commas and brackets' })
  lastName!: string;

  @ApiProperty({ example: 'Алексей' })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: 'firstName may hold letters, spaces, hyphens, dots, apostrophes, commas and brackets' })
  firstName!: string;

  @ApiPropertyOptional({ example: 'Николаевич' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX_LENGTH)
  @Matches(NAME_PATTERN, { message: 'patronymic may hold letters, spaces, hyphens, dots, apostrophes, commas and brackets' })
  patronymic?: string;

  @ApiProperty({ example: '1990-05-14', description: 'YYYY-MM-DD; age 18 to 100' })
  @IsCalendarDate()
  birthDate!: string;

  @ApiProperty({ example: '+7 (912) 345-67-89', description: 'reduced to digits with code 7' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  phone!: string;

  @ApiProperty({ example: 'sidorov@example.ru' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ type: AdmittedPersonDocumentDto })
  @NestedObject(() => AdmittedPersonDocumentDto)
  document!: AdmittedPersonDocumentDto;
}
