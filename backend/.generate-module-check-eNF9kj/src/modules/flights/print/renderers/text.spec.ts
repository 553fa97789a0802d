import { renderText, TEXT_WIDTH, wrap } from './text';

describe('wrap', () => {
  it('breaks between words, cuts a word longer than the line, keeps an empty line', () => {
    expect(wrap('один два три четыре', 9)).toEqual(['один два', 'три', 'четыре']);
    expect(wrap('абвгдежзийк', 4)).toEqual(['абвг', 'дежз', 'ийк']);
    expect(wrap('   ', 10)).toEqual(['']);
  });
});

describe('renderText', () => {
  it('lays out every block kind within 80 columns (the preformatted one as written)', () => {
    const text = renderText({
      title: 't',
      fileName: 'f',
      asciiFileName: 'f',
      blocks: [
        { kind: 'addressee', lines: ['Начальнику зонального центра ЕС ОрВД Московского района'] },
        { kind: 'heading', text: 'ЗАЯВЛЕНИЕ', subtitle: ['о выдаче разрешения'] },
        { kind: 'subheading', text: 'Раздел' },
        { kind: 'paragraph', text: 'Слово '.repeat(40) },
        {
          kind: 'fields',
          rows: [
            { number: '1', label: 'Метка', value: 'строка один\nстрока два' },
            { label: 'Без номера', value: 'x' },
          ],
        },
        { kind: 'preformatted', text: '(SHR-ZZZZZ\n-ZZZZ0900)' },
        { kind: 'signatures', lines: [{ role: 'Заявитель', name: null }], date: '01.12.2026' },
      ],
      footnote: 'Сноска.',
    });
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(text).toContain(`${' '.repeat(40)}Начальнику зонального центра ЕС ОрВД`);
    expect(text).toContain(`${' '.repeat(35)}ЗАЯВЛЕНИЕ`);
    expect(text).toContain(
      '1. Метка                        строка один\n                                строка два\nБез номера                      x',
    );
    expect(text).toContain('\n(SHR-ZZZZZ\n-ZZZZ0900)\n');
    expect(text).toContain('Заявитель\n____________________ / ________________________ /');
    expect(text).toContain('Дата 01.12.2026');
    expect(text.endsWith('Сноска.\n')).toBe(true);
  });
});
