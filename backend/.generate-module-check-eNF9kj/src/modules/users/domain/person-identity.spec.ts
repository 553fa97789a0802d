import { NAME_PATTERN, ageOn, isPersonIdentityComplete } from './person-identity';

describe('ageOn', () => {
  it('counts full years, turning a year older on the birthday itself', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
    expect(ageOn('2000-06-15', '2018-12-31')).toBe(18);
    expect(ageOn('1925-01-01', '2025-12-31')).toBe(100);
  });

  it('handles a 29 February birthday in a common year', () => {
    expect(ageOn('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageOn('2004-02-29', '2022-03-01')).toBe(18);
  });
});

describe('NAME_PATTERN', () => {
  it.each(['Петров', 'Иван', 'Салтыков-Щедрин', "O'Brien", 'Д’Артаньян', 'Мария Анна', 'St. John', 'Оглы (Алиев), мл.', 'Ёлкин', 'Müller'])(
    'accepts %s',
    (name) => expect(NAME_PATTERN.test(name)).toBe(true),
  );

  it.each(['Иван2', 'Ivan_Petrov', '-Иван', ' Иван', 'Иван!', '<script>', 'Иван\nПетров', '@'])('refuses %j', (name) =>
    expect(NAME_PATTERN.test(name)).toBe(false),
  );
});

describe('isPersonIdentityComplete', () => {
  const complete = { sex: 'M' as const, lastName: 'Петров', firstName: 'Иван', patronymic: null, birthDate: '1990-01-01' };

  it('needs sex, both names and the birth date, but not the patronymic', () => {
    expect(isPersonIdentityComplete(complete)).toBe(true);
    expect(isPersonIdentityComplete({ ...complete, sex: null })).toBe(false);
    expect(isPersonIdentityComplete({ ...complete, lastName: null })).toBe(false);
    expect(isPersonIdentityComplete({ ...complete, firstName: null })).toBe(false);
    expect(isPersonIdentityComplete({ ...complete, birthDate: null })).toBe(false);
  });
});
