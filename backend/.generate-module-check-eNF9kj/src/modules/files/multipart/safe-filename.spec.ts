import { cleanFilename, safeFilename } from './safe-filename';

describe('safeFilename', () => {
  it('keeps ordinary names, Cyrillic and emoji included', () => {
    expect(safeFilename('Паспорт стр. 1.pdf', 'pdf')).toBe('Паспорт стр. 1.pdf');
    expect(safeFilename('drone 🚁 (front).png', 'png')).toBe('drone 🚁 (front).png');
  });

  it('drops any path the client sent, Windows or POSIX', () => {
    expect(safeFilename('C:\\Users\\pilot\\scan.pdf', 'pdf')).toBe('scan.pdf');
    expect(safeFilename('../../etc/passwd.png', 'png')).toBe('passwd.png');
  });

  it('strips C0 controls, DEL and C1 controls (terminal escape sequences among them)', () => {
    expect(safeFilename('\u001b[31mred\u001b[0m.png', 'png')).toBe('[31mred[0m.png');
    expect(safeFilename('a\u0000b\u0007c\td\r\ne.png', 'png')).toBe('abcde.png');
    expect(safeFilename('del\u007f.png', 'png')).toBe('del.png');
    expect(safeFilename('c1\u0080\u009b31m\u009f.png', 'png')).toBe('c131m.png');
  });

  it('strips every bidirectional control, so a name reads as what it is', () => {
    // "invoice\u202Efdp.exe" displays as "invoiceexe.pdf".
    expect(cleanFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    const bidi = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
    expect(safeFilename(`x${bidi.join('')}y.pdf`, 'pdf')).toBe('xy.pdf');
  });

  it('keeps joiners and other format characters that scripts and emoji need', () => {
    expect(safeFilename('👩\u200D✈️ pilot.png', 'png')).toBe('👩\u200D✈️ pilot.png');
  });

  it('cannot be tricked into a path by a control between the separators', () => {
    expect(safeFilename('..\u0000/..\u202E/secret.png', 'png')).toBe('secret.png');
  });

  it('falls back to file.<ext> when nothing is left', () => {
    expect(safeFilename('\u202E\u0000  ', 'jpeg')).toBe('file.jpg');
    expect(safeFilename('', 'pdf')).toBe('file.pdf');
  });

  it('cuts at 255 characters without splitting a surrogate pair', () => {
    const name = `${'a'.repeat(254)}🚁.png`;
    const kept = safeFilename(name, 'png');
    expect(Array.from(kept)).toHaveLength(255);
    expect(kept.endsWith('🚁')).toBe(true);
    // A UTF-16 cut at 255 would have kept half of the emoji: a lone surrogate.
    expect(kept).not.toMatch(/\p{Cs}/u);
  });
});
