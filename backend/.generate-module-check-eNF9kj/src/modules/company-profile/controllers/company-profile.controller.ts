import { Controller, Delete, Get, Header, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyAdminGuard, CompanyStaffGuard } from '../../companies/guards/company-staff.guard';
import { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { MAP_LANGUAGE_HEADER, mapLocale } from '../../map/i18n/map-locale';
import {
  APPOINTMENT_BASIS_ITEMS,
  type BilingualItem,
  COMPANY_DOCUMENT_TYPE_ITEMS,
  COMPANY_TYPE_ITEMS,
  localizedItems,
} from '../domain/profile-dictionaries';
import { CompanyAvatarDto, CompanyProfileDictionaryDto, CompanySummaryDto } from '../dtos/company-summary.dto';
import { COMPANY_AVATAR_UPLOAD, CompanyAvatarService } from '../services/company-avatar.service';
import { CompanySummaryService } from '../services/company-summary.service';
import { BAD_INPUT, NOT_ADMIN, NOT_STAFF, TOO_LARGE } from './responses';

/** `/business/api/company-profile/...`: the company card, the area's dictionaries and the avatar (company staff only). */
@ApiTags('company-profile')
@ApiBearerAuth()
@ApiForbiddenResponse(NOT_STAFF)
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile')
export class CompanyProfileController {
  constructor(
    private readonly summaries: CompanySummaryService,
    private readonly avatars: CompanyAvatarService,
  ) {}

  @Get('summary')
  @ApiOperation({ summary: "The caller's company: names, avatar, drones and employees per role, the caller's roles" })
  @ApiOkResponse({ type: CompanySummaryDto })
  summary(@CurrentCaller() caller: Caller): Promise<CompanySummaryDto> {
    return this.summaries.summary(caller);
  }

  @Get('company-type')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(MAP_LANGUAGE_HEADER)
  @ApiOperation({ summary: 'Company types (OOO, IP, AO, PAO, GK, FGUP, PPK)' })
  @ApiOkResponse({ type: CompanyProfileDictionaryDto })
  companyTypes(@Headers('accept-language') language: string | undefined): CompanyProfileDictionaryDto {
    return dictionary(COMPANY_TYPE_ITEMS, language);
  }

  @Get('appointment-basis')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(MAP_LANGUAGE_HEADER)
  @ApiOperation({ summary: 'Appointment bases (CHARTER, POWER_OF_ATTORNEY, ORDER, DECISION)' })
  @ApiOkResponse({ type: CompanyProfileDictionaryDto })
  appointmentBases(@Headers('accept-language') language: string | undefined): CompanyProfileDictionaryDto {
    return dictionary(APPOINTMENT_BASIS_ITEMS, language);
  }

  @Get('company-document-type')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(MAP_LANGUAGE_HEADER)
  @ApiOperation({ summary: 'Company document types (EGRUL_EXTRACT, LETTER_OF_ATTORNEY, PILOTS_CERTIFICATE)' })
  @ApiOkResponse({ type: CompanyProfileDictionaryDto })
  documentTypes(@Headers('accept-language') language: string | undefined): CompanyProfileDictionaryDto {
    return dictionary(COMPANY_DOCUMENT_TYPE_ITEMS, language);
  }

  @Get('avatar')
  @ApiOperation({ summary: "The company avatar's URL, null when there is none" })
  @ApiOkResponse({ type: CompanyAvatarDto })
  avatar(@CurrentCaller() caller: Caller): Promise<CompanyAvatarDto> {
    return this.avatars.get(caller);
  }

  @Post('avatar')
  @HttpCode(200)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Upload the avatar (company admins): one image (jpeg, png, gif), at most 5 MB' })
  @AcceptsUpload(COMPANY_AVATAR_UPLOAD)
  @ApiBody({ schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: CompanyAvatarDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiBadRequestResponse(BAD_INPUT)
  @ApiPayloadTooLargeResponse(TOO_LARGE)
  uploadAvatar(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<CompanyAvatarDto> {
    return this.avatars.upload(caller, upload);
  }

  @Delete('avatar')
  @HttpCode(204)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Remove the avatar (company admins)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  removeAvatar(@CurrentCaller() caller: Caller): Promise<void> {
    return this.avatars.remove(caller);
  }
}

function dictionary(items: ReadonlyArray<BilingualItem>, language: string | undefined): CompanyProfileDictionaryDto {
  return { data: localizedItems(items, mapLocale(language)) };
}
