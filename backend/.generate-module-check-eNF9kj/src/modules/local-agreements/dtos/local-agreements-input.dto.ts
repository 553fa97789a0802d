import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LOCAL_PURPOSE_MAX_LENGTH } from '@nebo/shared-vocabulary';
import { IsCalendarDate } from '../../../common/validation/is-calendar-date.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameTextOrNull } from '../../../common/validation/plain-text';

/** An administration: an authority's id, or a map municipality's id for one not created yet. */
export class LocalAuthorityRefDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The authority id (from authority/municipals)' })
  @ValidateIf((o: LocalAuthorityRefDto) => o.mapObjectId === undefined || o.id !== undefined)
  @IsUUID()
  id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "The map municipality's id, when the authority id is not known" })
  @ValidateIf((o: LocalAuthorityRefDto) => o.mapObjectId !== undefined)
  @IsUUID()
  mapObjectId?: string;
}

export class AddLocalAgreementDto {
  @ApiProperty({ type: LocalAuthorityRefDto })
  @NestedObject(() => LocalAuthorityRefDto)
  authority!: LocalAuthorityRefDto;
}

export class CopyPurposeDto {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Authority ids of this flight whose purpose becomes the text' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsUUID(undefined, { each: true })
  targets!: string[];

  @ApiProperty({ maxLength: LOCAL_PURPOSE_MAX_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(1)
  @MaxLength(LOCAL_PURPOSE_MAX_LENGTH)
  purpose!: string;
}

/** A permission: both fields, or neither (then nothing is stored); one alone is refused naming the missing one. */
export class LocalDecisionInputDto {
  @ApiProperty({ type: String, nullable: true, example: '125-р' })
  @Transform(nameTextOrNull)
  @ValidateIf((o: LocalDecisionInputDto) => o.number !== null && o.number !== undefined)
  @IsString()
  @MaxLength(64)
  number?: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2026-06-01' })
  @ValidateIf((o: LocalDecisionInputDto) => o.dateOfIssue !== null && o.dateOfIssue !== undefined)
  @IsCalendarDate()
  dateOfIssue?: string | null;
}

export class SetPermissionDto {
  @ApiProperty({ type: LocalDecisionInputDto, nullable: true, description: 'null clears the permission (back to PENDING)' })
  @ValidateIf((o: SetPermissionDto) => o.decision !== null)
  @NestedObject(() => LocalDecisionInputDto)
  decision!: LocalDecisionInputDto | null;
}
