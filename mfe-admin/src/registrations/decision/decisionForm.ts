import { FILE_SIZE_LIMITS, type FileFormat } from '@nebo/shared-ui';
import type { DecisionKind } from '../types';

/** D2: the commentary's limit (the server refuses the same, naming the field) and the contract file's rules. */
export const COMMENTARY_MAX = 2000;
export const CONTRACT_FORMATS: readonly FileFormat[] = ['pdf', 'jpeg', 'png', 'doc', 'docx'];
export const CONTRACT_MAX_BYTES = FILE_SIZE_LIMITS.large;

export type DecisionField = 'commentary' | 'contractFile';
export type CommentaryProblem = 'required' | 'tooLong';

/** Declining and asking for a fix need a commentary (D3); approval takes none. */
export function commentaryProblem(kind: DecisionKind, commentary: string): CommentaryProblem | null {
  if (kind === 'approve') return null;
  const text = commentary.trim();
  if (!text) return 'required';
  if (text.length > COMMENTARY_MAX) return 'tooLong';
  return null;
}

/** Which field of the dialog a server field error belongs to (`decision.requestId` and the like go above the buttons). */
export function fieldOfServerError(field: string | undefined): DecisionField | null {
  if (!field) return null;
  const last = field.split('.').at(-1) ?? field;
  if (last === 'commentary') return 'commentary';
  if (last === 'contractFile' || last === 'file') return 'contractFile';
  return null;
}
