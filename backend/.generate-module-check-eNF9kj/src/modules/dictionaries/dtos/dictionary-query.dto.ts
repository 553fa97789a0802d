import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { nameTextOrUndefined } from '../../../common/validation/plain-text';

/** `GET /api/dictionaries/{CODE}` and the public lists: text search, paging, sort, answer language. */
export class DictionaryQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'text contained in the name (either language) or the code' })
  @Transform(nameTextOrUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;

  @ApiPropertyOptional({ enum: ['ru', 'en'], description: 'answer language; default from Accept-Language, else ru' })
  @IsOptional()
  @IsIn(['ru', 'en'])
  locale?: 'ru' | 'en';
}
