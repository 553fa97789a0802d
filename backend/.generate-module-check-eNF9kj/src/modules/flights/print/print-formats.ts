import type { PrintDocument } from './print-document';
import { renderDocx } from './renderers/docx';
import { renderPdf } from './renderers/pdf';
import { renderText } from './renderers/text';

/** The formats a form is printed in (`?format=`; text by default). */
export const PRINT_FORMATS = ['text', 'pdf', 'docx'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const DEFAULT_PRINT_FORMAT: PrintFormat = 'text';

const CONTENT_TYPES: Record<PrintFormat, string> = {
  text: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const EXTENSIONS: Record<PrintFormat, string> = { text: 'txt', pdf: 'pdf', docx: 'docx' };

/** A printed form as the controller sends it. */
export interface PrintedFile {
  content: Buffer;
  contentType: string;
  /** `attachment; filename="<ascii>"; filename*=UTF-8''<the Russian name, percent-encoded>`. */
  disposition: string;
}

export async function renderPrintedFile(document: PrintDocument, format: PrintFormat): Promise<PrintedFile> {
  const content =
    format === 'pdf'
      ? await renderPdf(document)
      : format === 'docx'
        ? await renderDocx(document)
        : Buffer.from(renderText(document), 'utf8');
  const extension = EXTENSIONS[format];
  const ascii = `${document.asciiFileName}.${extension}`.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    content,
    contentType: CONTENT_TYPES[format],
    disposition: `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(`${document.fileName}.${extension}`)}`,
  };
}

/** Percent-encodes a value for `filename*`: encodeURIComponent leaves ' ( ) * as they are, RFC 5987 does not. */
export function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
