import {
  MILITARY_NUMBER,
  MILITARY_SERIES,
  PASSPORT_NUMBER,
  PASSPORT_SERIES,
  normalisePhone,
  organisationInnProblem,
  personInnProblem,
  russianPhoneProblem,
  snilsChecksum,
  snilsProblem,
} from './identifiers';

describe('INN', () => {
  it.each(['500100732259', '773370857141'])('accepts the valid person INN %s', (inn) => {
    expect(personInnProblem(inn)).toBeNull();
  });

  it('refuses a person INN with a wrong check digit, length or characters', () => {
    expect(personInnProblem('500100732258')).toBe('INN check digits do not match');
    expect(personInnProblem('500100732249')).toBe('INN check digits do not match');
    expect(personInnProblem('123456789012')).toBe('INN check digits do not match');
    expect(personInnProblem('7707083893')).toBe('INN of a person must be 12 digits');
    expect(personInnProblem('50010073225a')).toBe('INN of a person must be 12 digits');
  });

  it.each(['7707083893', '7736050003', '7702070139'])('accepts the valid organisation INN %s', (inn) => {
    expect(organisationInnProblem(inn)).toBeNull();
  });

  it('refuses an organisation INN with a wrong check digit or length', () => {
    expect(organisationInnProblem('7707083894')).toBe('INN check digit does not match');
    expect(organisationInnProblem('500100732259')).toBe('INN of an organisation must be 10 digits');
  });
});

describe('SNILS', () => {
  it('computes the checksum, including the 100/101 and mod-101 cases', () => {
    expect(snilsChecksum('112233445')).toBe(95);
    expect(snilsChecksum('087654303')).toBe(0); // sum 202: 202 mod 101 = 0
    expect(snilsChecksum('920000004')).toBe(0); // sum 101
    expect(snilsChecksum('999999999')).toBe(1); // sum 405: 405 mod 101 = 1
  });

  it.each(['112-233-445 95', '087-654-303 00', '001-001-998 55'])('accepts %s', (snils) => {
    expect(snilsProblem(snils)).toBeNull();
  });

  it('refuses a wrong checksum or a wrong mask', () => {
    expect(snilsProblem('112-233-445 94')).toBe('SNILS checksum does not match');
    expect(snilsProblem('11223344595')).toBe('SNILS must look like ###-###-### ##');
    expect(snilsProblem('112-233-445-95')).toBe('SNILS must look like ###-###-### ##');
  });
});

describe('document masks', () => {
  it('passport: series of 4 digits, number of 6', () => {
    expect(PASSPORT_SERIES.test('4510')).toBe(true);
    expect(PASSPORT_SERIES.test('45 10')).toBe(false);
    expect(PASSPORT_NUMBER.test('123456')).toBe(true);
    expect(PASSPORT_NUMBER.test('12345')).toBe(false);
  });

  it('military ticket: two Cyrillic capitals and 7 digits', () => {
    expect(MILITARY_SERIES.test('АБ')).toBe(true);
    expect(MILITARY_SERIES.test('AB')).toBe(false); // Latin look-alikes
    expect(MILITARY_SERIES.test('аб')).toBe(false);
    expect(MILITARY_NUMBER.test('1234567')).toBe(true);
    expect(MILITARY_NUMBER.test('123456')).toBe(false);
  });
});

describe('phones', () => {
  it('reduces to digits with code 7', () => {
    expect(normalisePhone('+7 (912) 345-67-89')).toBe('79123456789');
    expect(normalisePhone('8 912 345 67 89')).toBe('79123456789');
    expect(normalisePhone('9123456789')).toBe('79123456789');
    expect(russianPhoneProblem('79123456789')).toBeNull();
    expect(russianPhoneProblem('1912345678')).not.toBeNull();
  });
});
