import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;

/**
 * Paging part of a list query: zero-based `page`, `size`, and `sort` as `FIELD` or `FIELD-` (descending).
 * List endpoints extend this class with their filters (dotted query keys map to nested DTOs).
 */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  page: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = 20;

  @ApiPropertyOptional({ example: 'CREATE_DATE-', description: 'FIELD ascending, FIELD- descending' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z][A-Z0-9_]*-?$/, { message: 'sort must look like FIELD or FIELD-' })
  sort?: string;
}
