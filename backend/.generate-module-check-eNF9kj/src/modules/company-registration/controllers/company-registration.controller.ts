import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyRegistrationInfoDto } from '../../companies/dtos/company-registration-info.dto';
import { resolveLocale } from '../../dictionaries/domain/locale';
import { APPOINTMENT_BASIS_NAMES, COMPANY_TYPE_NAMES, dictionaryItems } from '../domain/registration-dictionaries';
import { CompanyRegistrationRequestDto } from '../dtos/company-registration-request.dto';
import { CompanyRegistrationDictionaryDto } from '../dtos/dictionary.dto';
import { RegistrationApplications } from '../services/registration-applications.service';

/**
 * The applicant's calls of §7.14 (D1: under /api, the applicant is an individual): their own latest registration
 * request only, and the form's two dictionaries. Any signed-in user.
 */
@ApiTags('company-registration')
@ApiBearerAuth()
@Controller('api/company-registration')
export class CompanyRegistrationController {
  constructor(private readonly applications: RegistrationApplications) {}

  @Get('company-type')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'Company types (OOO, IP, AO, PAO, GK, FGUP, PPK) in the request language' })
  @ApiOkResponse({ type: CompanyRegistrationDictionaryDto })
  companyTypes(@Headers('accept-language') language?: string): CompanyRegistrationDictionaryDto {
    return { data: dictionaryItems(COMPANY_TYPE_NAMES, resolveLocale(undefined, language)) };
  }

  @Get('appointment-basis')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: "On what ground the company's manager holds the post, in the request language" })
  @ApiOkResponse({ type: CompanyRegistrationDictionaryDto })
  appointmentBases(@Headers('accept-language') language?: string): CompanyRegistrationDictionaryDto {
    return { data: dictionaryItems(APPOINTMENT_BASIS_NAMES, resolveLocale(undefined, language)) };
  }

  @Get('request/my')
  @ApiOperation({ summary: "The caller's latest registration request, whatever its status" })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found: the caller has none' })
  my(@CurrentCaller() caller: Caller): Promise<CompanyRegistrationRequestDto> {
    return this.applications.my(caller);
  }

  @Post('request/create')
  @ApiOperation({ summary: 'Ask to register a company (status CREATED)' })
  @ApiCreatedResponse({ type: CompanyRegistrationRequestDto })
  @ApiConflictResponse({
    description:
      'company-registration.open-request-exists, company-registration.already-employed, company-registration.duplicate-inn (field inn)',
  })
  create(@CurrentCaller() caller: Caller, @Body() body: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
    return this.applications.create(caller, body);
  }

  @Patch('request/update')
  @ApiOperation({ summary: 'Edit the open request: CREATED and FIXED stay, FIX_REQUIRED becomes FIXED' })
  @ApiOkResponse({ type: CompanyRegistrationRequestDto })
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  @ApiConflictResponse({ description: 'company-registration.wrong-status, company-registration.duplicate-inn (field inn)' })
  update(@CurrentCaller() caller: Caller, @Body() body: CompanyRegistrationInfoDto): Promise<CompanyRegistrationRequestDto> {
    return this.applications.update(caller, body);
  }

  @Delete('request/my')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete the latest request (not once APPROVED)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'company-registration.not-found' })
  @ApiConflictResponse({ description: 'company-registration.wrong-status' })
  async deleteMy(@CurrentCaller() caller: Caller): Promise<void> {
    await this.applications.deleteMy(caller);
  }
}
