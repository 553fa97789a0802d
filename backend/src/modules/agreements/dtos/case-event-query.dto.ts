import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { MAX_PAGE_SIZE } from '../../../common/pagination/page-query.dto';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';

export class CaseEventQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 0 })
  page: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: MAX_PAGE_SIZE })
  size: number = 20;
}
