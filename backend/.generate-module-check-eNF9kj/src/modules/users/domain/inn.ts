/**
 * Check digit of an organisation's INN (10 digits, Federal Tax Service order): the first nine digits times
 * the weights 2, 4, 10, 3, 5, 9, 4, 6, 8, summed, mod 11, mod 10, must equal the tenth digit.
 */
const ORGANISATION_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];

export function isValidOrganisationInn(inn: string): boolean {
  if (!/^\d{10}$/.test(inn)) return false;
  const sum = ORGANISATION_WEIGHTS.reduce((total, weight, i) => total + weight * Number(inn[i]), 0);
  return (sum % 11) % 10 === Number(inn[9]);
}
