import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';
import { LIBRARY_STATUSES, type LibraryStatus } from '../domain/library-status';

/**
 * GET /api/drone/manufacturers: text search over both names, status, country (ISO code, which is also the
 * MANUFACTURER_COUNTRY item's id: `country.id=RU` works too); paging with sort.
 */
export class ManufacturerQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the Russian or English name' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  query?: string;

  @ApiPropertyOptional({ enum: LIBRARY_STATUSES })
  @IsOptional()
  @IsIn(LIBRARY_STATUSES)
  status?: LibraryStatus;

  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2', example: 'RU' })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'country must be an ISO 3166-1 alpha-2 code such as RU' })
  country?: string;
}
