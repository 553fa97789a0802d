import { validateRegistrationInfo } from './registration-info';

describe('validateRegistrationInfo', () => {
  const legal = { companyType: 'OOO' as const, inn: '7709999900', kpp: '770901001', ogrn: '1267709999908' };
  const entrepreneur = { companyType: 'IP' as const, inn: '770100000079', kpp: null, ogrn: '304770000000019' };

  it('accepts a legal entity and an entrepreneur with valid numbers', () => {
    expect(validateRegistrationInfo(legal)).toEqual([]);
    expect(validateRegistrationInfo(entrepreneur)).toEqual([]);
    expect(validateRegistrationInfo({ ...entrepreneur, kpp: '' })).toEqual([]);
  });

  it("refuses an entrepreneur's numbers for a legal entity and the other way round", () => {
    expect(validateRegistrationInfo({ ...legal, inn: entrepreneur.inn, ogrn: entrepreneur.ogrn }).map((p) => p.field)).toEqual([
      'inn',
      'ogrn',
    ]);
    expect(validateRegistrationInfo({ ...entrepreneur, inn: legal.inn, ogrn: legal.ogrn }).map((p) => p.field)).toEqual(['inn', 'ogrn']);
  });

  it('refuses wrong check digits, one problem per field', () => {
    expect(validateRegistrationInfo({ ...legal, inn: '7709999901', ogrn: '1267709999907' })).toEqual([
      { field: 'inn', error: 'inn has a wrong check digit' },
      { field: 'ogrn', error: 'ogrn has a wrong check digit' },
    ]);
    expect(validateRegistrationInfo({ ...entrepreneur, inn: '770100000078' })).toEqual([
      { field: 'inn', error: 'inn has a wrong check digit' },
    ]);
  });

  it('requires a KPP of a legal entity and refuses one of an entrepreneur', () => {
    expect(validateRegistrationInfo({ ...legal, kpp: null })).toEqual([{ field: 'kpp', error: 'kpp is required for a legal entity' }]);
    expect(validateRegistrationInfo({ ...legal, kpp: '77-901001' }).map((p) => p.field)).toEqual(['kpp']);
    expect(validateRegistrationInfo({ ...entrepreneur, kpp: '770901001' })).toEqual([
      { field: 'kpp', error: 'kpp must be empty for an individual entrepreneur' },
    ]);
  });

  it('applies the legal-entity rules to every type but IP', () => {
    for (const companyType of ['AO', 'PAO', 'GK', 'FGUP', 'PPK'] as const) {
      expect(validateRegistrationInfo({ ...legal, companyType })).toEqual([]);
      expect(validateRegistrationInfo({ ...entrepreneur, companyType }).map((p) => p.field)).toEqual(['inn', 'kpp', 'ogrn']);
    }
  });
});
