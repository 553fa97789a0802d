import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { IsBoundedInt, PG_INTEGER_MAX } from '../validation/is-bounded-int.decorator';

export const MAX_PAGE_SIZE = 100;

/**
 * Paging part of a list query: zero-based `page`, `size`, and `sort` as `FIELD` or `FIELD-` (descending).
 * List endpoints extend this class with their filters; the validation pipe reads the spec's dotted keys
 * (`filter.status`, `manufacturer.id`) into them first (query-keys.ts).
 */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, maximum: PG_INTEGER_MAX, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 0 })
  page: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: MAX_PAGE_SIZE })
  size: number = 20;

  @ApiPropertyOptional({ example: 'CREATE_DATE-', description: 'FIELD ascending, FIELD- descending' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z][A-Z0-9_]*-?$/, { message: 'sort must look like FIELD or FIELD-' })
  sort?: string;
}
