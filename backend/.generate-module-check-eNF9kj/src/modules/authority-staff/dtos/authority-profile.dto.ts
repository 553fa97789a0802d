import { ApiProperty } from '@nestjs/swagger';
import { AUTHORITY_CONTACT_TYPES, AUTHORITY_TYPES } from '@nebo/shared-vocabulary';
import type { AuthorityContactType, AuthorityType } from '@nebo/shared-vocabulary';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { nameText, nameTextOrNull } from '../../../common/validation/plain-text';
import { NestedObjectList } from '../../../common/validation/nested.decorator';
import { AuthorityContactDto } from '../../authorities/dtos/authorities.dto';
import { FileDto } from '../../files/dtos/file.dto';

const NAME_MAX = 500;
const TEXT_MAX = 1000;
const DESCRIPTION_MAX = 5000;
/** Enough for a long list of addresses or numbers joined with ';'. */
const JOINED_MAX = 2000;

/** An authority as its staff see and edit it (part 1 §3): general information, typed contacts, avatar. */
export class AuthorityProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: AUTHORITY_TYPES }) type!: AuthorityType;
  @ApiProperty({ example: 'ZC-MOSCOW' }) code!: string;
  @ApiProperty({ description: "The name in the request's language (Accept-Language)" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) shortName!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: [AuthorityContactDto], description: 'At most one contact per type; e-mails and phones joined with ";"' })
  contacts!: AuthorityContactDto[];
  @ApiProperty({ type: FileDto, nullable: true }) avatar!: FileDto | null;
}

/** One typed contact as written: e-mails and phones each joined with ';' (phones are stored as 7XXXXXXXXXX). */
export class AuthorityContactInputDto {
  @ApiProperty({ enum: AUTHORITY_CONTACT_TYPES })
  @IsIn(AUTHORITY_CONTACT_TYPES)
  type!: AuthorityContactType;

  @ApiProperty({ required: false, type: String, nullable: true, example: 'a@x.ru;b@y.ru', maxLength: JOINED_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(JOINED_MAX)
  email?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, example: '74951234567;74957654321', maxLength: JOINED_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(JOINED_MAX)
  phone?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: NAME_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  spokesmanPost?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: NAME_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  spokesmanFullName?: string | null;
}

/** What an admin writes: everything but id, type and code. `name` is the name in the request's language. */
export class AuthorityProfileInputDto {
  @ApiProperty({ maxLength: NAME_MAX })
  @Transform(nameText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(NAME_MAX)
  name!: string;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: NAME_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(NAME_MAX)
  shortName?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: TEXT_MAX })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  address?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: TEXT_MAX, example: 'https://example.ru' })
  @Transform(nameTextOrNull)
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  website?: string | null;

  @ApiProperty({ required: false, type: String, nullable: true, maxLength: DESCRIPTION_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX)
  description?: string | null;

  @ApiProperty({ type: [AuthorityContactInputDto], maxItems: AUTHORITY_CONTACT_TYPES.length })
  @NestedObjectList(() => AuthorityContactInputDto)
  @ArrayMaxSize(AUTHORITY_CONTACT_TYPES.length)
  contacts!: AuthorityContactInputDto[];
}
