import { isValidOrganisationInn } from './inn';

describe('isValidOrganisationInn', () => {
  // Sberbank, Yandex, Gazprom, Aeroflot: published INNs of real organisations.
  it.each(['7707083893', '7736207543', '7736050003', '7712040126'])('accepts %s', (inn) => {
    expect(isValidOrganisationInn(inn)).toBe(true);
  });

  it.each(['7707083894', '7736207540', '1234567890', '770708389', '77070838930', '77O7083893'])('refuses %s', (inn) => {
    expect(isValidOrganisationInn(inn)).toBe(false);
  });
});
