import { nameText, nameTextOrNull, nameTextOrUndefined, plainText } from './plain-text';

describe('plainText', () => {
  it('keeps names of every script, with their marks and punctuation', () => {
    for (const name of ['Иван Петров', "O'Brien-Smith", 'Ёлкин', 'محمد', 'José', 'ООО «Геоскан» №1', 'Zoë'])
      expect(plainText(name)).toBe(name);
  });

  it('strips bidirectional controls', () => {
    expect(plainText('evil\u202Egpj.exe')).toBe('evilgpj.exe');
    expect(plainText('\u200E\u200FA\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061CB')).toBe('AB');
  });

  it('strips ANSI escape sequences to harmless text, and C0 and C1 controls', () => {
    expect(plainText('\u001B[31mred\u001B[0m')).toBe('[31mred[0m');
    expect(plainText('a\u0007b\u007Fc\u0080d\u009Fe\u0000f')).toBe('abcdef');
  });

  it('turns tabs and line breaks into spaces, then trims', () => {
    expect(plainText(' Иван\tПетров\r\n')).toBe('Иван Петров');
  });
});

describe('the DTO transforms', () => {
  it('clean strings and pass other values on for the type checks', () => {
    expect(nameText({ value: ' \u202EИван ' })).toBe('Иван');
    expect(nameText({ value: 5 })).toBe(5);
    expect(nameTextOrNull({ value: '\u200F' })).toBeNull();
    expect(nameTextOrNull({ value: null })).toBeNull();
    expect(nameTextOrUndefined({ value: ' \u001B ' })).toBeUndefined();
    expect(nameTextOrUndefined({ value: 'DJI\u2066' })).toBe('DJI');
  });
});
