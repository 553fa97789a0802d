import { isValidCorrespondentAccount, isValidSettlementAccount } from './bank-account';

// Published details of real banks: Sberbank (Moscow), VTB, Alfa-Bank, Tinkoff (T-Bank).
const BANKS = [
  { bik: '044525225', correspondent: '30101810400000000225' },
  { bik: '044525187', correspondent: '30101810700000000187' },
  { bik: '044525593', correspondent: '30101810200000000593' },
  { bik: '044525974', correspondent: '30101810145250000974' },
];

describe('bank account control keys', () => {
  it.each(BANKS)('accepts the correspondent account of BIK $bik', ({ bik, correspondent }) => {
    expect(isValidCorrespondentAccount(correspondent, bik)).toBe(true);
  });

  it('refuses a correspondent account with one digit changed or paired with another bank', () => {
    expect(isValidCorrespondentAccount('30101810400000000226', '044525225')).toBe(false);
    // Sberbank's St Petersburg branch: its BIK's 5th and 6th digits (30) differ from Moscow's (25).
    expect(isValidCorrespondentAccount('30101810400000000225', '044030653')).toBe(false);
    expect(isValidCorrespondentAccount('30101810500000000653', '044030653')).toBe(true);
    // Same region digits, so the key alone would pass: the account must end with the BIK's last digits.
    expect(isValidCorrespondentAccount('30101810400000000225', '044525974')).toBe(false);
  });

  it('accepts settlement accounts whose key matches the BIK', () => {
    // Client accounts with the key digit (9th) computed by hand for each bank: a company, a person, an
    // individual entrepreneur.
    expect(isValidSettlementAccount('40702810638000000000', '044525225')).toBe(true);
    expect(isValidSettlementAccount('40817810000000000001', '044525974')).toBe(true);
    expect(isValidSettlementAccount('40802810600000012345', '044030653')).toBe(true);
  });

  it('refuses a settlement account with a wrong key, a wrong bank or a wrong length', () => {
    expect(isValidSettlementAccount('40702810638000000001', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810638000000000', '044525187')).toBe(false);
    expect(isValidSettlementAccount('4070281063800000000', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810638000000000', '04452522')).toBe(false);
  });
});
