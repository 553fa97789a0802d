import { Controller, Get, Header, Headers, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import { RequiredDocumentListDto } from '../dtos/local-agreements.dto';
import { LocalAgreementsService } from '../services/local-agreements.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/** `GET /api/local-government-agreement-documents`: what an administration asks for, with the pilot's previous files. */
@ApiTags('local-agreements')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@Roles('individual')
@Controller('api/local-government-agreement-documents')
export class RequiredDocumentsController {
  constructor(private readonly agreements: LocalAgreementsService) {}

  @Get()
  @Header('Vary', 'Accept-Language')
  @ApiQuery({ name: 'authorityId', format: 'uuid' })
  @ApiQuery({ name: 'flightAgreementId', format: 'uuid' })
  @ApiOkResponse({ type: RequiredDocumentListDto })
  async list(
    @CurrentCaller() caller: Caller,
    @Query('authorityId', uuid) authorityId: string,
    @Query('flightAgreementId', uuid) flightAgreementId: string,
    @Headers('accept-language') language: string | undefined,
  ): Promise<RequiredDocumentListDto> {
    return { data: await this.agreements.requiredDocuments(caller.userId, flightAgreementId, authorityId, mapLocale(language)) };
  }
}
