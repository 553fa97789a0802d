import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyProfileFormDto } from '../../companies/dtos/company-registration-info.dto';
import { CompanyAdminGuard } from '../../companies/guards/company-staff.guard';
import { CompanyChangeRequestResultDto, CompanyGeneralInfoDiffDto } from '../dtos/general-info.dto';
import { GeneralInfo } from '../services/general-info.service';

/** A company's general info and its change requests (§7.16, D6): the company's admins (ADMIN, MANAGER) only. */
@ApiTags('company-profile')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'companies.not-a-member, companies.admin-only' })
@UseGuards(CompanyAdminGuard)
@Controller('business/api/company-profile/general-info')
export class GeneralInfoController {
  constructor(private readonly generalInfo: GeneralInfo) {}

  @Get('diff')
  @ApiOperation({ summary: "The company's info, and the open (else the latest) change request's" })
  @ApiOkResponse({ type: CompanyGeneralInfoDiffDto })
  diff(@CurrentCaller() caller: Caller): Promise<CompanyGeneralInfoDiffDto> {
    return this.generalInfo.diff(caller);
  }

  @Post('change-request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Contact data applied at once; a change of legal data becomes a CHANGE request for review' })
  @ApiOkResponse({ type: CompanyChangeRequestResultDto })
  @ApiConflictResponse({ description: 'company-registration.open-request-exists, company-registration.duplicate-inn (field inn)' })
  changeRequest(@CurrentCaller() caller: Caller, @Body() body: CompanyProfileFormDto): Promise<CompanyChangeRequestResultDto> {
    return this.generalInfo.changeRequest(caller, body);
  }
}
