import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../common/pagination/page';
import { DICTIONARY_CODES } from '../definitions/static-dictionaries';
import { resolveLocale } from '../domain/locale';
import { DictionaryItemDto, DictionaryPageDto } from '../dtos/dictionary-item.dto';
import { DictionaryQueryDto } from '../dtos/dictionary-query.dto';
import { DictionariesService } from '../services/dictionaries.service';

/**
 * Dictionaries by code. The spec names them but not their path; this is it: `GET /api/dictionaries/{CODE}`
 * (docs/requirements.md#decision-dictionary-paths).
 */
@ApiTags('dictionaries')
@ApiBearerAuth()
@Controller('api/dictionaries')
export class DictionariesController {
  constructor(private readonly dictionaries: DictionariesService) {}

  @Get(':code')
  @ApiOperation({ summary: 'Items of a dictionary, in the request language (locale or Accept-Language; ru by default)' })
  @ApiParam({ name: 'code', enum: DICTIONARY_CODES })
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiOkResponse({ type: DictionaryPageDto })
  @ApiNotFoundResponse({ description: 'no such dictionary' })
  list(
    @Param('code') code: string,
    @Query() query: DictionaryQueryDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Page<DictionaryItemDto>> {
    return this.dictionaries.list(code, query, resolveLocale(query.locale, acceptLanguage));
  }
}
