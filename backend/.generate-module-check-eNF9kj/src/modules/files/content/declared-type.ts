import path from 'node:path';
import { FORMAT_INFO, FileFormat } from './file-formats';

/** Declared types that say nothing about the content and are therefore accepted for any format. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/**
 * Why a file must be refused, or null when its content is one of the allowed formats and its name and
 * declared type agree with that content (so a PNG named ".pdf" or an executable named ".jpg" is refused).
 */
export function contentProblem(
  detected: FileFormat | null,
  allowed: readonly FileFormat[],
  filename: string,
  declaredType: string,
): string | null {
  const allowedList = allowed.join(', ');
  if (detected === null) return `file content is not one of the allowed formats (${allowedList})`;
  if (!allowed.includes(detected)) return `file content is ${detected}, allowed formats are ${allowedList}`;
  const info = FORMAT_INFO[detected];
  const extension = path.extname(filename).toLowerCase();
  if (!info.extensions.includes(extension)) {
    return `file content is ${detected} but the name "${filename}" says ${extension || 'nothing'}`;
  }
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (!GENERIC_TYPES.has(declared) && !info.declaredTypes.includes(declared)) {
    return `file content is ${detected} but it was sent as ${declared}`;
  }
  return null;
}
