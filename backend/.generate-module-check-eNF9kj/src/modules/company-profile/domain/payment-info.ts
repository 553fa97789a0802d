import type { FieldError } from '../../../common/errors/error-body';
import { isValidCorrespondentAccount, isValidSettlementAccount } from '../../users/domain/bank-account';

/** A company's bank details (D8); any of them may be empty until the company fills them in. */
export interface PaymentInfoInput {
  bankName: string | null;
  bankKpp: string | null;
  bankBik: string | null;
  bankAccountNumber: string | null;
  bankCorrespondentAccount: string | null;
}

/**
 * The checks a DTO cannot express: the account numbers' control keys are computed with the BIK (Bank of
 * Russia regulation 579-P), so neither account can be checked, or kept, without it.
 */
export function paymentInfoErrors(info: PaymentInfoInput): FieldError[] {
  const errors: FieldError[] = [];
  const { bankBik: bik, bankAccountNumber: account, bankCorrespondentAccount: correspondent } = info;
  if (!bik) {
    if (account) errors.push({ field: 'bankBik', error: 'bankBik is needed to check bankAccountNumber' });
    else if (correspondent) errors.push({ field: 'bankBik', error: 'bankBik is needed to check bankCorrespondentAccount' });
    return errors;
  }
  if (account && !isValidSettlementAccount(account, bik)) {
    errors.push({ field: 'bankAccountNumber', error: 'bankAccountNumber does not match the BIK (control key check failed)' });
  }
  if (correspondent) {
    if (!correspondent.startsWith('30101')) {
      errors.push({ field: 'bankCorrespondentAccount', error: 'bankCorrespondentAccount must start with 30101' });
    } else if (!isValidCorrespondentAccount(correspondent, bik)) {
      errors.push({
        field: 'bankCorrespondentAccount',
        error: 'bankCorrespondentAccount does not match the BIK (control key check failed)',
      });
    }
  }
  return errors;
}
