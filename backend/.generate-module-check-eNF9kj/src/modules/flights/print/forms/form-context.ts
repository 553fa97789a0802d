import { formatDateTime } from '../format';
import type { PrintDocument } from '../print-document';
import type { PrintableFlight } from '../printable-flight';

/** The printed forms of a flight request (part 2 §7.19): the route segment names them. */
export const PRINT_FORM_KINDS = [
  'temporary-regime-submission',
  'local-regime-submission',
  'shr-message',
  'local-gov-report',
  'blank',
] as const;
export type PrintFormKind = (typeof PRINT_FORM_KINDS)[number];

/** What a form is made of besides the flight: when it is made (the footnote). */
export interface FormContext {
  generatedAt: Date;
}

/** Longest part of a file name taken from the request's name. */
const MAX_NAME_IN_FILE = 80;

/**
 * The file names of a form: `<Russian title> — <request name>` (characters a file system refuses become
 * spaces) and an ASCII one, `<kind>-<first 8 characters of the id>`.
 */
export function fileNames(
  kind: PrintFormKind,
  russianTitle: string,
  flight: PrintableFlight,
): Pick<PrintDocument, 'fileName' | 'asciiFileName'> {
  const name = [...(flight.name ?? '')]
    .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  // By code points, so a character outside the BMP is never cut in half.
  const short = [...name].slice(0, MAX_NAME_IN_FILE).join('').trim();
  return {
    fileName: short ? `${russianTitle} — ${short}` : russianTitle,
    asciiFileName: `${kind}-${flight.id.replace(/[^0-9a-zA-Z]/g, '').slice(0, 8)}`,
  };
}

export function footnote(context: FormContext): string {
  return `Сформировано на платформе «Небо» ${formatDateTime(context.generatedAt, 'LOCAL')} МСК.`;
}
