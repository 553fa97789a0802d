import { isValidAccountForBik, isValidBik, isValidCorrespondentAccountForBik, isValidInn, isValidSnils } from './identifiers';

describe('isValidInn', () => {
  it('accepts real organisation and person numbers', () => {
    expect(isValidInn('7707083893')).toBe(true); // Sberbank
    expect(isValidInn('7713076301')).toBe(true); // VimpelCom
    expect(isValidInn('500100732259')).toBe(true);
  });

  it('refuses a changed check digit, wrong lengths and non-digits', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('500100732249')).toBe(false);
    expect(isValidInn('773412345678')).toBe(false);
    expect(isValidInn('77070838')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77O7083893')).toBe(false);
  });
});

describe('isValidSnils', () => {
  it('accepts a number whose check number matches, formatted or not', () => {
    expect(isValidSnils('112-233-445 95')).toBe(true);
    expect(isValidSnils('11223344595')).toBe(true);
  });

  it('refuses a wrong check number and wrong shapes', () => {
    expect(isValidSnils('112-233-445 96')).toBe(false);
    expect(isValidSnils('112-233-445 9')).toBe(false);
    expect(isValidSnils('abc-def-ghi jk')).toBe(false);
  });

  it('treats a check sum of 100 or 101 as 00', () => {
    // 9×9 + 2×8 + 3×1 = 100 and 9×9 + 2×8 + 4×1 = 101.
    expect(isValidSnils('920-000-003 00')).toBe(true);
    expect(isValidSnils('920-000-003 01')).toBe(false);
    expect(isValidSnils('920-000-004 00')).toBe(true);
  });

  it('does not check numbers issued before check numbers existed', () => {
    expect(isValidSnils('001-001-998 00')).toBe(true);
    expect(isValidSnils('001-001-999 00')).toBe(false);
  });
});

describe('bank requisites', () => {
  it('knows a BIK of a Russian bank', () => {
    expect(isValidBik('044525974')).toBe(true);
    expect(isValidBik('144525974')).toBe(false);
    expect(isValidBik('04452597')).toBe(false);
  });

  it('checks a correspondent account against the BIK', () => {
    expect(isValidCorrespondentAccountForBik('30101810145250000974', '044525974')).toBe(true); // T-Bank
    expect(isValidCorrespondentAccountForBik('30101810400000000225', '044525225')).toBe(true); // Sberbank
    expect(isValidCorrespondentAccountForBik('30101810907020000615', '040702615')).toBe(true); // Sberbank, Stavropol
    expect(isValidCorrespondentAccountForBik('30101810400000000225', '040702615')).toBe(false);
  });

  it('checks a settlement account against the BIK', () => {
    expect(isValidAccountForBik('40817810700000000000', '044525974')).toBe(true);
    expect(isValidAccountForBik('40817810800000000000', '044525974')).toBe(false);
    expect(isValidAccountForBik('4081781070000000000', '044525974')).toBe(false);
  });
});
