/**
 * Russian identifiers with real check digits (docs/requirements.md#ui-masks gives the shapes; the checksums are the
 * Federal Tax Service's and the Pension Fund's published algorithms). Pure functions: the forms and
 * their tests share them, and they mirror what the backend checks.
 */

const digitsOf = (value: string): number[] => Array.from(value, (c) => c.charCodeAt(0) - 48);

function weightedCheck(digits: number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, weight, i) => acc + weight * digits[i], 0);
  return (sum % 11) % 10;
}

const INN10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** INN of an organisation (10 digits) or of a person (12 digits), check digits included. */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digitsOf(value);
    return weightedCheck(d, INN10_WEIGHTS) === d[9];
  }
  if (/^\d{12}$/.test(value)) {
    const d = digitsOf(value);
    return weightedCheck(d, INN12_WEIGHTS_11) === d[10] && weightedCheck(d, INN12_WEIGHTS_12) === d[11];
  }
  return false;
}

/**
 * SNILS: 11 digits (formatting ignored). The check number is Σ digit × (9 − position) over the
 * first nine digits, reduced modulo 101 with 100 and 101 meaning 00. Numbers up to 001-001-998
 * were issued before check numbers existed and are not checked.
 */
export function isValidSnils(value: string): boolean {
  const raw = value.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(raw)) return false;
  const d = digitsOf(raw);
  const body = Number(raw.slice(0, 9));
  if (body <= 1001998) return true;
  const sum = d.slice(0, 9).reduce((acc, digit, i) => acc + digit * (9 - i), 0);
  const expected = sum % 101 === 100 ? 0 : sum % 101;
  return expected === Number(raw.slice(9));
}

/** BIK: 9 digits starting with 04 (Russian banks; the Bank of Russia's own codes start with 04 too). */
export function isValidBik(value: string): boolean {
  return /^04\d{7}$/.test(value);
}

const ACCOUNT_WEIGHTS = [7, 1, 3] as const;

function accountKeyMatches(prefix: string, account: string): boolean {
  const digits = digitsOf(prefix + account);
  const sum = digits.reduce((acc, digit, i) => acc + ((digit * ACCOUNT_WEIGHTS[i % 3]) % 10), 0);
  return sum % 10 === 0;
}

/**
 * A settlement account (20 digits) checked against the bank's BIK: the Bank of Russia's control key
 * over the BIK's last three digits followed by the account.
 */
export function isValidAccountForBik(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !/^\d{9}$/.test(bik)) return false;
  return accountKeyMatches(bik.slice(-3), account);
}

/** A correspondent account (20 digits, 30101…) checked against the BIK: key over "0" + BIK digits 5–6 + account. */
export function isValidCorrespondentAccountForBik(account: string, bik: string): boolean {
  if (!/^\d{20}$/.test(account) || !/^\d{9}$/.test(bik)) return false;
  return accountKeyMatches(`0${bik.slice(4, 6)}`, account);
}
