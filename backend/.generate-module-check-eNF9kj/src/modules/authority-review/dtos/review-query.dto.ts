import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { NestedObject } from '../../../common/validation/nested.decorator';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { CROSSING_FILTERS, type CrossingFilter, REVIEW_SORT_PATTERN, REVIEW_STATUSES, type ReviewStatus } from '../domain/review-status';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A repeatable key (`filter.status=A&filter.status=B`) or one comma-separated value, as a list. */
const listOf = ({ value }: { value: unknown }): unknown => {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'string'
      ? item
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [item],
  );
};

/** Purpose ids (FLIGHT_PURPOSE items), repeatable; anything not an integer is kept as sent for the 400. */
const idList = (input: { value: unknown }): unknown =>
  (listOf(input) as unknown[]).map((item) => (typeof item === 'string' && /^\d{1,9}$/.test(item) ? Number(item) : item));

/** `filter.flightDate.from` / `.to`: Moscow days; a request matches when any of its flight dates overlaps. */
export class ReviewFlightDateRangeDto {
  @ApiPropertyOptional({ example: '2026-06-01', description: 'Moscow day YYYY-MM-DD' })
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: 'from must look like YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-06-30', description: 'Moscow day YYYY-MM-DD (inclusive)' })
  @IsOptional()
  @IsString()
  @Matches(DAY, { message: 'to must look like YYYY-MM-DD' })
  to?: string;
}

/**
 * GET /api/authority/flight-requests: zero-based `page`, `size` ≤ 100, `sort`, and the filters as the spec's dotted
 * keys (`filter.status`, `filter.flightDate.from`…). An unknown key is a 400 naming it (the validation whitelist).
 */
export class ReviewQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    example: 'sendDateTime,desc',
    description: 'sendDateTime (default, descending), firstFlightDateTime or name, optionally followed by ,asc or ,desc',
  })
  @IsOptional()
  @IsString()
  @Matches(REVIEW_SORT_PATTERN, { message: 'sort must be sendDateTime, firstFlightDateTime or name, optionally followed by ,asc or ,desc' })
  declare sort?: string;

  @ApiPropertyOptional({ enum: REVIEW_STATUSES, isArray: true, description: 'Repeatable, or comma-separated' })
  @Transform(listOf)
  @IsOptional()
  @IsIn(REVIEW_STATUSES, { each: true })
  status?: ReviewStatus[];

  @ApiPropertyOptional({ type: ReviewFlightDateRangeDto })
  @IsOptional()
  @NestedObject(() => ReviewFlightDateRangeDto)
  flightDate?: ReviewFlightDateRangeDto;

  @ApiPropertyOptional({ description: "Part of the applicant's name, e-mail or company name" })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  applicant?: string;

  @ApiPropertyOptional({ description: "Part of the drone's registration number or model" })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  drone?: string;

  @ApiPropertyOptional({ type: [Number], description: 'FLIGHT_PURPOSE item ids; repeatable' })
  @Transform(idList)
  @IsOptional()
  @IsBoundedInt({ min: 1, max: 1000 }, { each: true })
  purpose?: number[];

  @ApiPropertyOptional({ enum: CROSSING_FILTERS, description: "Whether the route crosses the authority's map area" })
  @IsOptional()
  @IsIn(CROSSING_FILTERS)
  crossing?: CrossingFilter;

  @ApiPropertyOptional({ description: "Part of the request's name" })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  text?: string;
}
