import { Body, Controller, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyAdminGuard, CompanyStaffGuard } from '../../companies/guards/company-staff.guard';
import { CompanyPaymentInfoDto } from '../dtos/payment-info.dto';
import { CompanyPaymentService } from '../services/company-payment.service';
import { BAD_INPUT, NOT_ADMIN, NOT_STAFF } from './responses';

/** `/business/api/company-profile/payment-info` (D8): the company's bank details. */
@ApiTags('company-profile')
@ApiBearerAuth()
@ApiForbiddenResponse(NOT_STAFF)
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile/payment-info')
export class CompanyPaymentInfoController {
  constructor(private readonly payments: CompanyPaymentService) {}

  @Get()
  @ApiOperation({ summary: "The company's bank details (any field null until filled in)" })
  @ApiOkResponse({ type: CompanyPaymentInfoDto })
  get(@CurrentCaller() caller: Caller): Promise<CompanyPaymentInfoDto> {
    return this.payments.get(caller);
  }

  @Put()
  @HttpCode(200)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'Replace the bank details (company admins); account keys are checked against the BIK' })
  @ApiOkResponse({ type: CompanyPaymentInfoDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiBadRequestResponse(BAD_INPUT)
  set(@CurrentCaller() caller: Caller, @Body() dto: CompanyPaymentInfoDto): Promise<CompanyPaymentInfoDto> {
    return this.payments.set(caller, dto);
  }
}
