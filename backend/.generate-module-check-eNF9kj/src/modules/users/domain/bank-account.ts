/**
 * Control keys of Russian bank account numbers (Bank of Russia regulation 579-P, appendix): 23 digits —
 * a three-digit prefix taken from the BIK, then the 20-digit account — are multiplied by the weights
 * 7, 1, 3 repeated; the account is valid when the sum ends in 0.
 */
const WEIGHTS = [7, 1, 3];

function checksumEndsInZero(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[i]) * WEIGHTS[i % 3];
  return sum % 10 === 0;
}

const ACCOUNT = /^\d{20}$/;
const BIK = /^\d{9}$/;

/**
 * A settlement (or any client) account held at a credit institution: the prefix is the last three digits
 * of the BIK. (Accounts held at a Bank of Russia cash-settlement centre, BIK ending in 000–002, are keyed
 * differently and are not client accounts of a pilot.)
 */
export function isValidSettlementAccount(accountNumber: string, bik: string): boolean {
  return ACCOUNT.test(accountNumber) && BIK.test(bik) && checksumEndsInZero(bik.slice(-3) + accountNumber);
}

/**
 * The bank's correspondent account at the Bank of Russia: it ends with the BIK's last three digits, and
 * its key is computed with the prefix "0" plus the BIK's 5th and 6th digits.
 */
export function isValidCorrespondentAccount(correspondentAccount: string, bik: string): boolean {
  return (
    ACCOUNT.test(correspondentAccount) &&
    BIK.test(bik) &&
    correspondentAccount.endsWith(bik.slice(-3)) &&
    checksumEndsInZero(`0${bik.slice(4, 6)}${correspondentAccount}`)
  );
}
