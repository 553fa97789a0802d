import path from 'node:path';
import { importEsm } from '../../../../common/esm/import-esm';

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}
interface PdfJs {
  getDocument(options: { data: Uint8Array; standardFontDataUrl?: string; isEvalSupported?: boolean }): {
    promise: Promise<{
      numPages: number;
      getMetadata(): Promise<{ info: Record<string, unknown> }>;
      getPage(n: number): Promise<{ getTextContent(): Promise<{ items: PdfTextItem[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

/**
 * Opens a PDF with pdfjs-dist (its legacy build, ESM-only: integration specs, which run with
 * --experimental-vm-modules) and returns its text, a line per text line, pages joined, plus its title.
 */
export async function readPdf(pdf: Buffer): Promise<{ text: string; pages: number; title: unknown }> {
  const pdfjs = await importEsm<PdfJs>('pdfjs-dist/legacy/build/pdf.mjs');
  // The standard fonts' data (the SHR message is in Courier) from the package, as a directory path in Node.
  const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, isEvalSupported: false }).promise;
  try {
    let text = '';
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      for (const item of content.items) text += (item.str ?? '') + (item.hasEOL ? '\n' : '');
      text += '\n';
    }
    const { info } = await document.getMetadata();
    return { text, pages: document.numPages, title: info.Title };
  } finally {
    await document.destroy();
  }
}
