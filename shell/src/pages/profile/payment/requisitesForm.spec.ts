import { FORM_ERROR } from 'final-form';
import { ApiRequestError, setLanguage, submissionErrorsFrom } from '@nebo/shared-ui';
import { registerShellTranslations } from '../../../i18n';
import { flattenBankAccountErrors, REQUISITES_FIELDS, requisitesValidators, toBankAccount } from './requisitesForm';

// T-Bank: BIK 044525974, correspondent account 30101810145250000974; the account's key matches that BIK.
const TBANK = {
  bankName: 'АО «ТБанк»',
  bik: '044525974',
  kpp: '771301001',
  correspondentAccount: '30101810145250000974',
  accountNumber: '40817810700000000000',
};

beforeAll(() => {
  registerShellTranslations();
  setLanguage('en');
});

describe('bank requisites', () => {
  it('accept real requisites', () => {
    for (const [field, validate] of Object.entries(requisitesValidators)) {
      expect([field, validate(TBANK[field as keyof typeof TBANK], TBANK)]).toEqual([field, undefined]);
    }
  });

  it('check the accounts against the BIK of the same form', () => {
    expect(requisitesValidators.accountNumber('40817810800000000000', TBANK)).toBe(
      'The account number does not match the BIK — check both values',
    );
    expect(requisitesValidators.correspondentAccount('30101810400000000225', { ...TBANK, bik: '040702615' })).toBe(
      'The correspondent account does not match the BIK — check both values',
    );
    expect(requisitesValidators.accountNumber('4081781070000000000', TBANK)).toBe('Enter 20 digits');
  });

  it('check BIK and KPP shapes and let empty fields wait', () => {
    expect(requisitesValidators.bik('144525974', TBANK)).toBe('A Russian bank BIK starts with 04');
    expect(requisitesValidators.kpp('77130100', TBANK)).toBe('Enter 9 digits');
    expect(requisitesValidators.bankName('', {})).toBeUndefined();
  });

  it('send empty fields as null', () => {
    expect(toBankAccount({ ...TBANK, kpp: '', bankName: '  АО «ТБанк» ' })).toEqual({ ...TBANK, kpp: null, bankName: 'АО «ТБанк»' });
  });

  it('put the server’s bankAccount.* errors on the flat fields', () => {
    const error = new ApiRequestError({
      error: 'Bad Request',
      statusCode: 400,
      message: 'x',
      detailedError: [
        { field: 'bankAccount.accountNumber', error: 'accountNumber does not match the BIK' },
        { field: 'bik', error: 'unknown bank' },
      ],
    });
    const errors = flattenBankAccountErrors(submissionErrorsFrom(error, { fields: REQUISITES_FIELDS }));
    expect(errors).toEqual({ accountNumber: 'accountNumber does not match the BIK', bik: 'unknown bank' });
    expect(errors?.[FORM_ERROR]).toBeUndefined();
  });
});
