import { displayDateToApi, FILE_SIZE_LIMITS, type FileFormat } from '@nebo/shared-ui';
import { moscowToday } from '../time';
import type { DecisionInput, DecisionKind } from '../types';

/** The decision's limits (design D7): the server refuses the same, naming the field. */
export const NUMBER_MAX = 64;
export const COMMENT_MAX = 2000;
export const DECISION_FILE_FORMATS: readonly FileFormat[] = ['pdf', 'jpeg', 'png', 'doc', 'docx'];
export const DECISION_FILE_MAX_BYTES = FILE_SIZE_LIMITS.large;

export interface DecisionValues {
  number: string;
  /** DD.MM.YYYY as typed in the masked field. */
  date: string;
  comment: string;
}

export type DecisionField = 'number' | 'dateOfIssue' | 'comment';
export type DecisionErrorKey = 'required' | 'tooLong' | 'dateInvalid' | 'dateFuture';
export type DecisionErrors = Partial<Record<DecisionField, DecisionErrorKey>>;

export const emptyDecision = (): DecisionValues => ({ number: '', date: '', comment: '' });

/**
 * What is wrong before anything is sent. A permission needs both its number and its date of issue (no later
 * than today in Moscow); a refusal needs its reason in the comment.
 */
export function decisionErrors(kind: DecisionKind, values: DecisionValues, today: string = moscowToday()): DecisionErrors {
  const errors: DecisionErrors = {};
  const comment = values.comment.trim();
  if (kind === 'approve') {
    const number = values.number.trim();
    if (number === '') errors.number = 'required';
    else if (number.length > NUMBER_MAX) errors.number = 'tooLong';
    const date = values.date.trim();
    const day = displayDateToApi(date);
    if (date === '') errors.dateOfIssue = 'required';
    else if (!day) errors.dateOfIssue = 'dateInvalid';
    else if (day > today) errors.dateOfIssue = 'dateFuture';
  } else if (comment === '') {
    errors.comment = 'required';
  }
  if (comment.length > COMMENT_MAX) errors.comment = 'tooLong';
  return errors;
}

/** The JSON part `decision`: only what this kind of decision carries, trimmed; an empty comment left out. */
export function decisionPayload(kind: DecisionKind, values: DecisionValues): DecisionInput {
  const comment = values.comment.trim();
  if (kind === 'reject') return { comment };
  return {
    number: values.number.trim(),
    dateOfIssue: displayDateToApi(values.date.trim()) ?? undefined,
    ...(comment ? { comment } : {}),
  };
}

/**
 * Which field of the dialog a server error names: `number`, `decision.number`, `dateOfIssue`…; the file part
 * is `decisionFile`. Anything else is shown above the buttons.
 */
export function fieldOfServerError(field: string): DecisionField | 'decisionFile' | null {
  const last = field.split('.').pop() ?? field;
  if (last === 'number' || last === 'dateOfIssue' || last === 'comment' || last === 'decisionFile') return last;
  return null;
}
