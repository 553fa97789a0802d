import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind, type RequestStatus } from '../domain/request-status';

export const COMMENTARY_MAX = 2000;

/** Line breaks are kept in a commentary; other control characters are dropped. */
const commentaryText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n]|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
        .trim()
    : value;

/** decline and fix-required: the reviewer's commentary is required (D3). */
export class CompanyRegistrationCommentaryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  requestId!: string;

  @ApiProperty({ maxLength: COMMENTARY_MAX })
  @Transform(commentaryText)
  @IsString()
  @IsNotEmpty()
  @MaxLength(COMMENTARY_MAX)
  commentary!: string;
}

/** A repeatable key (`status=A&status=B`) or one comma-separated value, as a list. */
const listOf = ({ value }: { value: unknown }): unknown =>
  (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [item],
  );

/** GET /api/company-registration/request: zero-based page, size ≤ 100, sort CREATE_DATE or UPDATE_DATE (`-` descending). */
export class CompanyRegistrationQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'UPDATE_DATE-', description: 'CREATE_DATE or UPDATE_DATE, `-` for descending (default CREATE_DATE-)' })
  declare sort?: string;

  @ApiPropertyOptional({
    enum: REQUEST_STATUSES,
    enumName: 'CompanyRegistrationStatus',
    isArray: true,
    description: 'Repeatable, or comma-separated',
  })
  @Transform(listOf)
  @IsOptional()
  @IsIn(REQUEST_STATUSES, { each: true })
  status?: RequestStatus[];

  @ApiPropertyOptional({ enum: REQUEST_KINDS, enumName: 'CompanyRegistrationRequestKind' })
  @IsOptional()
  @IsIn(REQUEST_KINDS)
  kind?: RequestKind;

  @ApiPropertyOptional({ description: "Part of the company's name, its INN, or the applicant's name, login or e-mail", maxLength: 200 })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;
}
