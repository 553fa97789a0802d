/**
 * The content model of a printed form: one list of blocks per form, rendered three ways (renderers/text.ts,
 * renderers/pdf.ts, renderers/docx.ts) so that the text, the PDF and the DOCX never disagree. Builders in
 * forms/ produce it from a PrintableFlight; renderers know nothing about flights.
 */

/** One row of a form's table: an optional item number ("1", "5.2"), the label and the value (may hold line breaks). */
export interface PrintField {
  number?: string;
  label: string;
  value: string;
}

/** A signature line: who signs (left), a blank for the signature, and the name under it (or a blank). */
export interface PrintSignature {
  role: string;
  name?: string | null;
}

export type PrintBlock =
  /**
   * The addressee and the sender, in the top right corner as Russian official letters have them; a line in
   * brackets is the caption of the blank above it (printed small in PDF and DOCX).
   */
  | { kind: 'addressee'; lines: string[] }
  /** The document's title, centred: the document kind (e.g. ПРЕДСТАВЛЕНИЕ) and what it is about. */
  | { kind: 'heading'; text: string; subtitle?: string[] }
  /** A section title, left-aligned and bold. */
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** A two-column (numbered) table of labels and values. */
  | { kind: 'fields'; rows: PrintField[] }
  /** Text kept exactly, line for line, in a monospaced font (the SHR message). */
  | { kind: 'preformatted'; text: string }
  /** Signature and date lines at the foot of the form. */
  | { kind: 'signatures'; lines: PrintSignature[]; date?: string | null };

export interface PrintDocument {
  /** The document's title (PDF/DOCX metadata). */
  title: string;
  /** The Russian file name without extension, e.g. "Представление на установление временного режима — Облёт". */
  fileName: string;
  /** An ASCII file name without extension, for clients that do not read `filename*`. */
  asciiFileName: string;
  blocks: PrintBlock[];
  /** A small print line at the end: when and by what the form was made. */
  footnote?: string;
}

/** The blank a form leaves for what the platform does not know (to be filled in by hand). */
export const BLANK = '________________________';
/** The value written for a field the request leaves empty. */
export const NOT_SET = 'не указано';

/** A caption under a blank, e.g. "(наименование муниципального образования)". */
export function isCaption(line: string): boolean {
  return /^\(.*\)$/.test(line);
}
