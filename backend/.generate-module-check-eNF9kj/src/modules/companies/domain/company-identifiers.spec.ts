import { isValidKpp, isValidLegalInn, isValidOgrn, isValidOgrnip, isValidPersonInn } from './company-identifiers';

describe('company identifiers', () => {
  it('checks a legal INN: 10 digits and its check digit', () => {
    expect(isValidLegalInn('7709999900')).toBe(true);
    expect(isValidLegalInn('7707083893')).toBe(true);
    expect(isValidLegalInn('7709999901')).toBe(false);
    expect(isValidLegalInn('770999990')).toBe(false);
    expect(isValidLegalInn('770100000079')).toBe(false);
  });

  it("checks an individual's INN: 12 digits, two check digits", () => {
    expect(isValidPersonInn('770100000079')).toBe(true);
    expect(isValidPersonInn('500100000015')).toBe(true);
    expect(isValidPersonInn('770100000078')).toBe(false);
    expect(isValidPersonInn('770100000069')).toBe(false);
    expect(isValidPersonInn('7709999900')).toBe(false);
    expect(isValidPersonInn('77010000007a')).toBe(false);
  });

  it('checks an OGRN: 13 digits, the first twelve mod 11', () => {
    expect(isValidOgrn('1267709999908')).toBe(true);
    expect(isValidOgrn('1027700000020')).toBe(true);
    expect(isValidOgrn('1267709999907')).toBe(false);
    expect(isValidOgrn('304770000000019')).toBe(false);
  });

  it('checks an OGRNIP: 15 digits, the first fourteen mod 13', () => {
    expect(isValidOgrnip('304770000000019')).toBe(true);
    expect(isValidOgrnip('304500000000021')).toBe(true);
    expect(isValidOgrnip('304770000000018')).toBe(false);
    expect(isValidOgrnip('1267709999908')).toBe(false);
  });

  it('checks a KPP: 4 digits, 2 digits or capital letters, 3 digits', () => {
    expect(isValidKpp('770901001')).toBe(true);
    expect(isValidKpp('7709AB001')).toBe(true);
    expect(isValidKpp('7709ab001')).toBe(false);
    expect(isValidKpp('77090100')).toBe(false);
    expect(isValidKpp('77090100A')).toBe(false);
  });
});
