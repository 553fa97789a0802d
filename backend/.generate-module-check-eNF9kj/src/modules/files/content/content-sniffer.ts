import type { FileFormat } from './file-formats';

const HEAD_BYTES = 8;

/** Markers searched through the whole content: entry names of OOXML zips and stream names of OLE files. */
const MARKERS = {
  wordXml: Buffer.from('word/document.xml', 'latin1'),
  excelXml: Buffer.from('xl/workbook.xml', 'latin1'),
  // OLE directory entries hold UTF-16LE names: Word keeps its text in "WordDocument", Excel in "Workbook"
  // (BIFF8) or "Book" (BIFF5).
  wordStream: Buffer.from('WordDocument', 'utf16le'),
  excelStream: Buffer.from('Workbook', 'utf16le'),
  excelOldStream: Buffer.from('Book\u0000', 'utf16le'),
} as const;
type Marker = keyof typeof MARKERS;

const LONGEST_MARKER = Math.max(...Object.values(MARKERS).map((m) => m.length));

/**
 * Detects a file's format from its bytes while they stream past, without keeping them: the first bytes
 * for the magic numbers, a rolling window for the markers that tell docx from xlsx and doc from xls, and a
 * streaming UTF-8 check (no NUL bytes, valid sequences) for plain text.
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private readonly found = new Set<Marker>();
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private looksLikeText = true;
  private size = 0;

  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    const window = Buffer.concat([this.tail, chunk]);
    for (const name of Object.keys(MARKERS) as Marker[]) {
      if (!this.found.has(name) && window.includes(MARKERS[name])) this.found.add(name);
    }
    this.tail = window.subarray(Math.max(0, window.length - LONGEST_MARKER + 1));
    if (this.looksLikeText) this.checkText(chunk);
  }

  /** The detected format, or null for content of none of the spec's formats (an executable, an archive…). */
  result(): FileFormat | null {
    if (this.looksLikeText) this.finishText();
    const h = this.head;
    if (h.length >= 3 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff) return 'jpeg';
    if (h.length >= 8 && h.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
    if (startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a')) return 'gif';
    if (startsWith(h, '%PDF-')) return 'pdf';
    if (h.length >= 8 && h.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
      if (this.found.has('wordStream')) return 'doc';
      if (this.found.has('excelStream') || this.found.has('excelOldStream')) return 'xls';
      return null;
    }
    if (h.length >= 4 && h[0] === 0x50 && h[1] === 0x4b && h[2] === 0x03 && h[3] === 0x04) {
      if (this.found.has('wordXml')) return 'docx';
      if (this.found.has('excelXml')) return 'xlsx';
      return null;
    }
    if (this.size > 0 && this.looksLikeText) return 'text';
    return null;
  }

  private checkText(chunk: Buffer): void {
    if (chunk.includes(0)) {
      this.looksLikeText = false;
      return;
    }
    try {
      this.utf8.decode(chunk, { stream: true });
    } catch {
      this.looksLikeText = false;
    }
  }

  private finishText(): void {
    try {
      this.utf8.decode();
    } catch {
      this.looksLikeText = false;
    }
  }
}

function startsWith(buffer: Buffer, text: string): boolean {
  return buffer.length >= text.length && buffer.subarray(0, text.length).toString('latin1') === text;
}
