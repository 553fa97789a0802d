import {
  ADDRESS_PATTERN,
  bik,
  composeValidators,
  exactDigits,
  i18n,
  isValidAccountForBik,
  isValidCorrespondentAccountForBik,
  maxLength,
  type Validator,
} from '@nebo/shared-ui';
import type { BankAccount } from '../profileApi';

export type RequisitesValues = { [K in keyof BankAccount]?: string };

const BANK_FIELDS = ['bankName', 'bik', 'kpp', 'correspondentAccount', 'accountNumber'] as const;

/** Field names a server error may use: nested as in the body, or bare. */
export const REQUISITES_FIELDS: readonly string[] = [...BANK_FIELDS, ...BANK_FIELDS.map((field) => `bankAccount.${field}`)];

const BANK_NAME_MAX = 255;

const bankName: Validator<string | undefined> = (value) =>
  !value || ADDRESS_PATTERN.test(value) ? undefined : i18n.t('ui:validation.address');

/** An account is checked against the BIK typed in the same form (the Bank of Russia's control key). */
const accountAgainstBik =
  (check: (account: string, bik: string) => boolean, messageKey: string): Validator<string | undefined> =>
  (value, all) => {
    const bikValue = (all as RequisitesValues | undefined)?.bik ?? '';
    if (!value || !/^\d{20}$/.test(value) || !/^\d{9}$/.test(bikValue)) return undefined;
    return check(value, bikValue) ? undefined : i18n.t(messageKey);
  };

/**
 * Every field may be left empty and filled later, as the server allows; the answer's `complete`
 * says whether all five are there. What is filled must be right.
 */
export const requisitesValidators: Record<keyof BankAccount, Validator<string | undefined>> = {
  bankName: composeValidators(bankName, maxLength(BANK_NAME_MAX)),
  bik,
  kpp: exactDigits(9),
  correspondentAccount: composeValidators(
    exactDigits(20),
    accountAgainstBik(isValidCorrespondentAccountForBik, 'shell:profile.payment.correspondentMismatch'),
  ),
  accountNumber: composeValidators(exactDigits(20), accountAgainstBik(isValidAccountForBik, 'shell:profile.payment.accountMismatch')),
};

export function initialRequisites(bankAccount: BankAccount | null | undefined): RequisitesValues {
  return {
    bankName: bankAccount?.bankName ?? '',
    bik: bankAccount?.bik ?? '',
    kpp: bankAccount?.kpp ?? '',
    correspondentAccount: bankAccount?.correspondentAccount ?? '',
    accountNumber: bankAccount?.accountNumber ?? '',
  };
}

/** Values → body; an empty field is sent as null ("not filled yet"). */
export function toBankAccount(values: RequisitesValues): BankAccount {
  const text = (value: string | undefined) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? null : trimmed;
  };
  return {
    bankName: text(values.bankName),
    bik: text(values.bik),
    kpp: text(values.kpp),
    correspondentAccount: text(values.correspondentAccount),
    accountNumber: text(values.accountNumber),
  };
}

/**
 * The server names fields as `bankAccount.bik` (the body's shape); the form's fields are flat, so
 * the prefix is dropped before the errors are placed.
 */
export function flattenBankAccountErrors<T extends Record<string, unknown> | undefined>(errors: T): T {
  if (!errors || typeof errors.bankAccount !== 'object' || errors.bankAccount === null) return errors;
  const { bankAccount, ...rest } = errors as Record<string, unknown>;
  return { ...rest, ...(bankAccount as Record<string, unknown>) } as T;
}
