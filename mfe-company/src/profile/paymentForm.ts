import { isValidAccountForBik, isValidBik, isValidCorrespondentAccountForBik } from '@nebo/shared-ui';
import type { CompanyPaymentInfoDto } from '../api/types';
import type { Translate } from '../registration/companyInfoForm';

/** The company's bank details (D8) as the form edits them; all optional on reading, checked together on writing. */
export interface PaymentValues {
  bankName: string;
  bankKpp: string;
  bankBik: string;
  bankAccountNumber: string;
  bankCorrespondentAccount: string;
}

export const PAYMENT_FIELDS = ['bankName', 'bankKpp', 'bankBik', 'bankAccountNumber', 'bankCorrespondentAccount'] as const;
export const BANK_NAME_LIMIT = 300;

export function paymentValues(info: Partial<CompanyPaymentInfoDto> | null | undefined): PaymentValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    bankName: text(info?.bankName),
    bankKpp: text(info?.bankKpp),
    bankBik: text(info?.bankBik),
    bankAccountNumber: text(info?.bankAccountNumber),
    bankCorrespondentAccount: text(info?.bankCorrespondentAccount),
  };
}

export function paymentPayload(values: PaymentValues): CompanyPaymentInfoDto {
  const orNull = (value: string | undefined) => ((value ?? '').trim() === '' ? null : (value ?? '').trim());
  return {
    bankName: orNull(values.bankName),
    bankKpp: orNull(values.bankKpp),
    bankBik: orNull(values.bankBik),
    bankAccountNumber: orNull(values.bankAccountNumber),
    bankCorrespondentAccount: orNull(values.bankCorrespondentAccount),
  } as CompanyPaymentInfoDto;
}

/**
 * D8: the bank's name, BIK (9 digits), settlement account (20 digits, the Bank of Russia's control key over the
 * BIK) and correspondent account (20 digits, its key) are required; the bank's KPP, when given, is 9 digits.
 */
export function validatePayment(values: PaymentValues, t: Translate): Partial<Record<keyof PaymentValues, string>> {
  const errors: Partial<Record<keyof PaymentValues, string>> = {};
  const v = (key: keyof PaymentValues) => (values[key] ?? '').trim();
  for (const key of ['bankName', 'bankBik', 'bankAccountNumber', 'bankCorrespondentAccount'] as const) {
    if (!v(key)) errors[key] = t('info.errors.required');
  }
  if (v('bankName').length > BANK_NAME_LIMIT) errors.bankName = t('info.errors.tooLong', { max: BANK_NAME_LIMIT });
  if (v('bankKpp') && !/^\d{9}$/.test(v('bankKpp'))) errors.bankKpp = t('info.errors.digits', { count: 9 });
  const bik = v('bankBik');
  const bikOk = /^\d{9}$/.test(bik) && isValidBik(bik);
  if (bik && !/^\d{9}$/.test(bik)) errors.bankBik = t('info.errors.digits', { count: 9 });
  else if (bik && !bikOk) errors.bankBik = t('payment.errors.bik');
  const account = v('bankAccountNumber');
  if (account && !/^\d{20}$/.test(account)) errors.bankAccountNumber = t('info.errors.digits', { count: 20 });
  else if (account && bikOk && !isValidAccountForBik(account, bik)) errors.bankAccountNumber = t('payment.errors.accountKey');
  const correspondent = v('bankCorrespondentAccount');
  if (correspondent && !/^\d{20}$/.test(correspondent)) errors.bankCorrespondentAccount = t('info.errors.digits', { count: 20 });
  else if (correspondent && bikOk && !isValidCorrespondentAccountForBik(correspondent, bik)) {
    errors.bankCorrespondentAccount = t('payment.errors.correspondentKey');
  }
  return errors;
}

/** Whether the company has given any bank details yet. */
export const hasPaymentInfo = (info: Partial<CompanyPaymentInfoDto> | null | undefined): boolean =>
  PAYMENT_FIELDS.some((key) => Boolean(info?.[key]));
