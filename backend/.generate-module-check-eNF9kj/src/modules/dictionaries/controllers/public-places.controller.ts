import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import type { Page } from '../../../common/pagination/page';
import { resolveLocale } from '../domain/locale';
import { CityDto, CityPageDto, CountryDto, CountryPageDto } from '../dtos/dictionary-item.dto';
import { DictionaryQueryDto } from '../dtos/dictionary-query.dto';
import { DictionariesService } from '../services/dictionaries.service';

/** Public place lists (docs/requirements.md#dictionaries): reference data, open to anyone. */
@ApiTags('dictionaries')
@Public()
@Controller('public')
export class PublicPlacesController {
  constructor(private readonly dictionaries: DictionariesService) {}

  @Get('cities')
  @ApiOperation({ summary: 'Russian localities (GeoNames) with coordinates; query matches ru and en names' })
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiOkResponse({ type: CityPageDto })
  cities(@Query() query: DictionaryQueryDto, @Headers('accept-language') acceptLanguage: string | undefined): Promise<Page<CityDto>> {
    return this.dictionaries.cities(query, resolveLocale(query.locale, acceptLanguage));
  }

  @Get('countries')
  @ApiOperation({ summary: 'Countries (ISO 3166-1) with ru and en names' })
  @ApiHeader({ name: 'Accept-Language', required: false })
  @ApiOkResponse({ type: CountryPageDto })
  countries(@Query() query: DictionaryQueryDto, @Headers('accept-language') acceptLanguage: string | undefined): Promise<Page<CountryDto>> {
    return this.dictionaries.countries(query, resolveLocale(query.locale, acceptLanguage));
  }
}
