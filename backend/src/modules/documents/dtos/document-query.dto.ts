import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_SIZE, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { PERSONAL_DOCUMENT_TYPES, PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';

/** GET /api/user/current/documents: page 0, size 5, sort CREATE_DATE by default (spec part 1 §9). */
export class DocumentQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  override size: number = 5;

  @ApiPropertyOptional({ enum: PERSONAL_DOCUMENT_TYPES, description: 'only documents of this type' })
  @IsOptional()
  @IsIn(PERSONAL_DOCUMENT_TYPES)
  typeCode?: PersonalDocumentType;

  @ApiPropertyOptional({ enum: PERSONAL_DOCUMENT_TYPES, description: 'the same filter under the name the record uses' })
  @IsOptional()
  @IsIn(PERSONAL_DOCUMENT_TYPES)
  type?: PersonalDocumentType;
}
