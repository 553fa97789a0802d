import path from 'node:path';
import { FORMAT_INFO, FileFormat } from '../content/file-formats';

/**
 * Characters a stored file name must not keep: controls (C0, DEL and C1, which carry terminal escape
 * sequences into logs and consoles) and the bidirectional formatting marks (U+200E, U+200F, U+061C,
 * U+202A–U+202E, U+2066–U+2069), with which "report\u202Efdp.exe" (an executable) reads as "reportexe.pdf".
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Bidi_Control}]/gu;

/** The `files.filename` column's length, in characters. */
const MAX_LENGTH = 255;

/** The text without control or bidi characters (for anything of the client's echoed in answers or logs). */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/** The client's name without any path, control or bidi characters; empty when nothing is left. */
export function cleanFilename(filename: string): string {
  const base = path.basename(withoutUnsafeCharacters(filename).replace(/\\/g, '/')).trim();
  // Cut by code points (as PostgreSQL counts characters), so no surrogate pair is split in two.
  return Array.from(base).slice(0, MAX_LENGTH).join('').trim();
}

/** The name kept for display and Content-Disposition: the cleaned name, or `file.<ext>` when none is left. */
export function safeFilename(filename: string, format: FileFormat): string {
  return cleanFilename(filename) || `file${FORMAT_INFO[format].extensions[0]}`;
}
