import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyMembership } from '../../companies/services/company-membership';
import { paymentInfoErrors, type PaymentInfoInput } from '../domain/payment-info';
import type { CompanyPaymentInfoDto } from '../dtos/payment-info.dto';

/** The company's bank details (D8): every employee reads them, company admins replace them. */
@Injectable()
export class CompanyPaymentService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly directory: CompanyDirectory,
  ) {}

  async get(caller: Caller): Promise<CompanyPaymentInfoDto> {
    const member = await this.membership.require(caller);
    return this.directory.paymentInfo(member.companyId);
  }

  /** Replaces all five fields (an absent one is cleared); nothing is written when a check fails. */
  async set(caller: Caller, dto: CompanyPaymentInfoDto): Promise<CompanyPaymentInfoDto> {
    const member = await this.membership.requireAdmin(caller);
    const info: PaymentInfoInput = {
      bankName: dto.bankName ?? null,
      bankKpp: dto.bankKpp ?? null,
      bankBik: dto.bankBik ?? null,
      bankAccountNumber: dto.bankAccountNumber ?? null,
      bankCorrespondentAccount: dto.bankCorrespondentAccount ?? null,
    };
    const errors = paymentInfoErrors(info);
    if (errors.length > 0) throw new FieldValidationException(errors);
    await this.directory.setPaymentInfo(member.companyId, info);
    return this.directory.paymentInfo(member.companyId);
  }
}
