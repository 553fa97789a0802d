import { ContentSniffer } from './content-sniffer';
import { contentProblem } from './declared-type';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Feeds the content in chunks of `size` bytes, as a stream would. */
function sniff(content: Buffer, size = 7): string | null {
  const sniffer = new ContentSniffer();
  for (let i = 0; i < content.length; i += size) sniffer.push(content.subarray(i, i + size));
  return sniffer.result();
}

describe('ContentSniffer', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['gif', Buffer.from('GIF89a\u0001\u0000')],
    ['pdf', Buffer.from('%PDF-1.7\n…')],
    ['doc', Buffer.concat([OLE, Buffer.alloc(600), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(10)])],
    ['xls', Buffer.concat([OLE, Buffer.alloc(600), Buffer.from('Workbook', 'utf16le')])],
    [
      'docx',
      Buffer.concat([ZIP, Buffer.alloc(30), Buffer.from('[Content_Types].xml'), Buffer.alloc(50), Buffer.from('word/document.xml')]),
    ],
    ['xlsx', Buffer.concat([ZIP, Buffer.alloc(30), Buffer.from('xl/workbook.xml')])],
    ['text', Buffer.from('Номер;Дата\n1;2026-11-22\n')],
  ])('detects %s by content, even with markers split across chunks', (format, content) => {
    expect(sniff(content)).toBe(format);
    expect(sniff(content, 1)).toBe(format);
  });

  it('detects nothing for executables, archives and binary junk', () => {
    expect(sniff(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0x90)]))).toBeNull();
    expect(sniff(Buffer.concat([ZIP, Buffer.from('some/other.txt')]))).toBeNull();
    expect(sniff(Buffer.concat([OLE, Buffer.alloc(100)]))).toBeNull();
    expect(sniff(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull(); // invalid UTF-8
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
});

describe('contentProblem', () => {
  const images = ['jpeg', 'png', 'pdf'] as const;

  it('accepts content of an allowed format whose name and declared type agree', () => {
    expect(contentProblem('png', images, 'scan.PNG', 'image/png')).toBeNull();
    expect(contentProblem('jpeg', images, 'photo.jpeg', 'application/octet-stream')).toBeNull();
    expect(contentProblem('pdf', images, 'scan.pdf', '')).toBeNull();
  });

  it('refuses a PNG named .pdf, an executable named .jpg, a wrong declared type and a disallowed format', () => {
    expect(contentProblem('png', images, 'scan.pdf', 'application/pdf')).toBe('file content is png but the name "scan.pdf" says .pdf');
    expect(contentProblem(null, images, 'photo.jpg', 'image/jpeg')).toBe('file content is not one of the allowed formats (jpeg, png, pdf)');
    expect(contentProblem('png', images, 'scan.png', 'image/jpeg')).toBe('file content is png but it was sent as image/jpeg');
    expect(contentProblem('gif', images, 'a.gif', 'image/gif')).toBe('file content is gif, allowed formats are jpeg, png, pdf');
    expect(contentProblem('png', images, 'noextension', 'image/png')).toBe('file content is png but the name "noextension" says nothing');
  });
});
