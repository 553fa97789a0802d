import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { MAX_PAGE_SIZE, PageQueryDto } from '../../../common/pagination/page-query.dto';
import { IsBoundedInt } from '../../../common/validation/is-bounded-int.decorator';
import { PERSONAL_DOCUMENT_TYPES, PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';
import { dictionaryCode } from '../../dictionaries/domain/dictionary-filter';

/** GET /api/user/current/documents: page 0, size 5, sort CREATE_DATE by default (docs/requirements.md#documents). */
export class DocumentQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsBoundedInt({ min: 1, max: MAX_PAGE_SIZE })
  override size: number = 5;

  @ApiPropertyOptional({
    enum: PERSONAL_DOCUMENT_TYPES,
    description: 'only documents of this type (code, or PERSONAL_DOCUMENT_TYPE item id)',
  })
  @Transform(dictionaryCode('PERSONAL_DOCUMENT_TYPE'))
  @IsOptional()
  @IsIn(PERSONAL_DOCUMENT_TYPES)
  typeCode?: PersonalDocumentType;

  @ApiPropertyOptional({ enum: PERSONAL_DOCUMENT_TYPES, description: 'the same filter under the name the record uses (also type.id)' })
  @Transform(dictionaryCode('PERSONAL_DOCUMENT_TYPE'))
  @IsOptional()
  @IsIn(PERSONAL_DOCUMENT_TYPES)
  type?: PersonalDocumentType;
}
