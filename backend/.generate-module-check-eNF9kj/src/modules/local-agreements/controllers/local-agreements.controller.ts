import { Body, Controller, Delete, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { LOCAL_DOCUMENT_TYPES, LOCAL_PURPOSE_MAX_LENGTH } from '@nebo/shared-vocabulary';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { MAP_LANGUAGE_HEADER, type MapLocale, mapLocale } from '../../map/i18n/map-locale';
import { AddLocalAgreementDto, CopyPurposeDto, SetPermissionDto } from '../dtos/local-agreements-input.dto';
import { LocalAgreementsViewDto } from '../dtos/local-agreements.dto';
import { AgreementViewRegistry } from '../ports/agreement-view';
import { ADDITIONAL_FILES_FIELD, APPLICATION_UPLOAD_SPEC, ApplicationSender } from '../services/application-sender';
import { LocalAgreementsService } from '../services/local-agreements.service';
import { BooleanParamPipe } from './boolean-param.pipe';

const uuid = new ParseUUIDPipe({ version: undefined });
const outsideLocalityParam = new BooleanParamPipe('outsideLocality');

/**
 * `/api/user/flight-agreements/{id}/local-government-agreement…`: the pilot's local administrations of a
 * converted flight. Each call answers the flight's agreement view (the agreements module's, when registered).
 */
@ApiTags('local-agreements')
@ApiBearerAuth()
@ApiHeader(MAP_LANGUAGE_HEADER)
@Roles('individual')
@Controller('api/user/flight-agreements/:id/local-government-agreement')
export class LocalAgreementsController {
  constructor(
    private readonly agreements: LocalAgreementsService,
    private readonly sender: ApplicationSender,
    private readonly views: AgreementViewRegistry,
  ) {}

  @Post()
  @ApiCreatedResponse({ type: LocalAgreementsViewDto, description: 'The flight agreement view (FlightAgreementViewDto)' })
  async add(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() input: AddLocalAgreementDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    const locale = mapLocale(language);
    await this.agreements.add(caller.userId, id, input.authority, locale);
    return this.view(caller, id, locale);
  }

  // Declared before `:authorityId/…` so that "copy-purpose" and "all" are never read as an authority id.
  @Patch('copy-purpose')
  @ApiOkResponse({ type: LocalAgreementsViewDto })
  async copyPurpose(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Body() input: CopyPurposeDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.agreements.copyPurpose(caller.userId, id, input.targets, input.purpose);
    return this.view(caller, id, mapLocale(language));
  }

  @Patch('all/outside-locality/:outsideLocality')
  @ApiOkResponse({ type: LocalAgreementsViewDto })
  async allOutsideLocality(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('outsideLocality', outsideLocalityParam) outsideLocality: unknown,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.agreements.setOutsideLocality(caller.userId, id, null, outsideLocality === true);
    return this.view(caller, id, mapLocale(language));
  }

  @Delete(':authorityId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('authorityId', uuid) authorityId: string,
  ): Promise<void> {
    await this.agreements.remove(caller.userId, id, authorityId);
  }

  @Patch(':authorityId/purpose')
  @ApiConsumes('text/plain')
  @ApiBody({ schema: { type: 'string', maxLength: LOCAL_PURPOSE_MAX_LENGTH } })
  @ApiOkResponse({ type: LocalAgreementsViewDto })
  async purpose(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('authorityId', uuid) authorityId: string,
    @Body() text: unknown,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.agreements.setPurpose(caller.userId, id, authorityId, typeof text === 'string' ? text : '');
    return this.view(caller, id, mapLocale(language));
  }

  @Patch(':authorityId/outside-locality/:outsideLocality')
  @ApiOkResponse({ type: LocalAgreementsViewDto })
  async outsideLocality(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('authorityId', uuid) authorityId: string,
    @Param('outsideLocality', outsideLocalityParam) outsideLocality: unknown,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.agreements.setOutsideLocality(caller.userId, id, authorityId, outsideLocality === true);
    return this.view(caller, id, mapLocale(language));
  }

  @Post(':authorityId/send-application')
  @HttpCode(202)
  @AcceptsUpload(APPLICATION_UPLOAD_SPEC)
  @ApiOperation({
    summary:
      'Send the application: a file part per document id (OPERATOR_CERTIFICATE…), "additionalFiles" (repeatable), and "distribution" (JSON { [documentId]: UPLOADED | PREVIOUS })',
  })
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        distribution: { type: 'string', description: 'JSON: { [documentId]: "UPLOADED" | "PREVIOUS" }' },
        ...Object.fromEntries(LOCAL_DOCUMENT_TYPES.map((type) => [type, { type: 'string', format: 'binary' }])),
        [ADDITIONAL_FILES_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiAcceptedResponse({ type: LocalAgreementsViewDto })
  async sendApplication(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('authorityId', uuid) authorityId: string,
    @UploadedParts() upload: ReceivedUpload,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.sender.send(caller.userId, id, authorityId, upload);
    return this.view(caller, id, mapLocale(language));
  }

  @Put(':authorityId/set-permission')
  @ApiOkResponse({ type: LocalAgreementsViewDto })
  async setPermission(
    @CurrentCaller() caller: Caller,
    @Param('id', uuid) id: string,
    @Param('authorityId', uuid) authorityId: string,
    @Body() input: SetPermissionDto,
    @Headers('accept-language') language: string | undefined,
  ): Promise<object> {
    await this.agreements.setPermission(caller.userId, id, authorityId, input.decision);
    return this.view(caller, id, mapLocale(language));
  }

  private view(caller: Caller, id: string, locale: MapLocale): Promise<object> {
    return this.views.viewOr(caller.userId, id, locale, async () => ({
      id,
      localGovernmentAgreements: await this.agreements.listOwn(caller.userId, id, locale),
    }));
  }
}
