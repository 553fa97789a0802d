import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('reads the RFC 5987 name first, then the plain one', () => {
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%D0%A8%D0%A0-r1.txt")).toBe('ШР-r1.txt');
    expect(filenameFromDisposition(`attachment; filename="shr.txt"; filename*=UTF-8''%D0%A8.txt`)).toBe('Ш.txt');
    expect(filenameFromDisposition('attachment; filename="regime.pdf"')).toBe('regime.pdf');
    expect(filenameFromDisposition('attachment; filename=regime.docx')).toBe('regime.docx');
  });

  it('gives null when there is no name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
