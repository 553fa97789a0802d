import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FLIGHT_PURPOSES, FLIGHT_REQUEST_STATUSES } from '@nebo/shared-vocabulary';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { dictionaryCode } from '../../dictionaries/domain/dictionary-filter';

/** `field` or `field,asc|desc`; the fields are those of FLIGHT_SORT_COLUMNS. */
export const FLIGHT_SORT_PATTERN = /^(firstFlightDateTime|createdAt|name)(,(asc|desc))?$/;
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

/** A status filter: one status or several, comma-separated (`filter.status=DRAFT,CREATED`). */
const statusList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
    : value;

/**
 * GET /api/user/flight-agreements: zero-based `page`, `size` ≤ 100, `sort` (`firstFlightDateTime,desc` by
 * default), and the filters, also as `filter.…` keys (docs/requirements.md#list-queries).
 */
export class FlightRequestQueryDto extends PageQueryDto {
  // Overrides PageQueryDto's FIELD/FIELD- rule (class-validator keeps only this class's checks of `sort`).
  @ApiPropertyOptional({
    example: 'firstFlightDateTime,desc',
    description: 'firstFlightDateTime (default, descending), createdAt or name, optionally followed by ,asc or ,desc',
  })
  @IsOptional()
  @IsString()
  @Matches(FLIGHT_SORT_PATTERN, { message: 'sort must be firstFlightDateTime, createdAt or name, optionally followed by ,asc or ,desc' })
  declare sort?: string;

  @ApiPropertyOptional({ description: 'One status or several, comma-separated', example: 'DRAFT', enum: FLIGHT_REQUEST_STATUSES })
  @Transform(statusList)
  @IsOptional()
  @IsIn(FLIGHT_REQUEST_STATUSES, { each: true })
  status?: string[];

  @ApiPropertyOptional({ enum: FLIGHT_PURPOSES, description: 'Code, or FLIGHT_PURPOSE item id' })
  @Transform(dictionaryCode('FLIGHT_PURPOSE'))
  @IsOptional()
  @IsIn(FLIGHT_PURPOSES)
  purpose?: string;

  @ApiPropertyOptional({
    example: '2026-06-01',
    description: 'Requests with a flight interval ending after this (UTC; YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss])',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE_OR_DATE_TIME, { message: 'dateFrom must look like YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss' })
  dateFrom?: string;

  @ApiPropertyOptional({
    example: '2026-06-30',
    description: 'Requests with a flight interval starting before the end of this (a date: the whole day)',
  })
  @IsOptional()
  @IsString()
  @Matches(DATE_OR_DATE_TIME, { message: 'dateTo must look like YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss' })
  dateTo?: string;

  @ApiPropertyOptional({ description: 'Words the name starts with (each word a prefix)' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  text?: string;
}
