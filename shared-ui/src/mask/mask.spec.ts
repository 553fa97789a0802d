import { applyMask, caretAfterMask, MASKS, unmask } from './mask';

describe('mask engine', () => {
  it('formats a date as the user types, inserting the dots', () => {
    expect(applyMask(MASKS.date, '1').value).toBe('1');
    expect(applyMask(MASKS.date, '12').value).toBe('12');
    expect(applyMask(MASKS.date, '123').value).toBe('12.3');
    expect(applyMask(MASKS.date, '12122000')).toEqual({ value: '12.12.2000', raw: '12122000', complete: true });
  });

  it('accepts already formatted or pasted values and drops stray characters', () => {
    expect(applyMask(MASKS.date, '01.02.1990').value).toBe('01.02.1990');
    expect(applyMask(MASKS.date, '01/02/1990').value).toBe('01.02.1990');
    expect(applyMask(MASKS.date, 'ab01x02y1990z').value).toBe('01.02.1990');
  });

  it('never grows beyond the mask', () => {
    expect(applyMask(MASKS.passportSeries, '123456').value).toBe('1234');
    expect(applyMask(MASKS.passportNumber, '1234567').value).toBe('123456');
  });

  it('formats SNILS with hyphens and a space', () => {
    const result = applyMask(MASKS.snils, '12345678901');
    expect(result.value).toBe('123-456-789 01');
    expect(result.complete).toBe(true);
    expect(unmask(MASKS.snils, '123-456-789 01')).toBe('12345678901');
    expect(applyMask(MASKS.snils, '1234').value).toBe('123-4');
  });

  it('reports incomplete values', () => {
    expect(applyMask(MASKS.snils, '123456').complete).toBe(false);
    expect(applyMask(MASKS.date, '').value).toBe('');
  });

  it('lets backspace remove a trailing literal', () => {
    expect(applyMask(MASKS.date, '12.').value).toBe('12.');
    expect(applyMask(MASKS.date, '12').value).toBe('12');
    expect(applyMask(MASKS.date, '12.x').value).toBe('12');
  });

  it('handles letters: any letter, and upper-case Cyrillic', () => {
    expect(applyMask('aa-99', 'Zж12').value).toBe('Zж-12');
    expect(applyMask(MASKS.militaryTicketSeries, 'аб').value).toBe('АБ');
    expect(applyMask(MASKS.militaryTicketSeries, 'ab').value).toBe('');
  });

  it('keeps the caret after the characters the user had typed before it', () => {
    // typing the 3rd digit of a date: caret lands after the inserted dot and the digit
    expect(caretAfterMask(MASKS.date, '123', 3)).toBe(4);
    // editing in the middle of a formatted SNILS
    expect(caretAfterMask(MASKS.snils, '1234-456-789 01', 4)).toBe(5);
    expect(caretAfterMask(MASKS.date, '12.12.2000', 0)).toBe(0);
  });
});
