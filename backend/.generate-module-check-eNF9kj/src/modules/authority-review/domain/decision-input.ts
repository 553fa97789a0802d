import type { FieldError } from '../../../common/errors/error-body';
import { isCalendarDate } from './moscow-day';

export const DECISION_NUMBER_MAX = 64;
export const DECISION_COMMENT_MAX = 2000;
const KNOWN_KEYS = new Set(['number', 'dateOfIssue', 'comment']);

/** A decision once checked: approve carries the permit's number and date; reject carries the reason. */
export interface CheckedDecision {
  approve: boolean;
  number: string | null;
  dateOfIssue: string | null;
  comment: string | null;
}

export type DecisionResult = { ok: true; value: CheckedDecision } | { ok: false; errors: FieldError[] };

/**
 * The JSON part `decision` of approve / reject (D7). A permission needs both its number and its date of issue
 * (not after `today`, the Moscow date); a refusal needs its reason. Every problem is reported at once, each on
 * `decision.<field>`.
 */
export function checkDecision(raw: Record<string, unknown>, approve: boolean, today: string): DecisionResult {
  const errors: FieldError[] = [];
  for (const key of Object.keys(raw)) {
    if (!KNOWN_KEYS.has(key)) errors.push({ field: `decision.${key}`, error: `property ${key} should not exist` });
  }
  // A value of the wrong type is reported once, not again as missing.
  const wrongType = new Set<string>();
  const text = (key: string): string | null => {
    const value = raw[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      errors.push({ field: `decision.${key}`, error: `${key} must be a string` });
      wrongType.add(key);
      return null;
    }
    return value.trim() || null;
  };
  const number = text('number');
  const dateOfIssue = text('dateOfIssue');
  const comment = text('comment');

  if (comment !== null && comment.length > DECISION_COMMENT_MAX)
    errors.push({ field: 'decision.comment', error: `comment must be at most ${DECISION_COMMENT_MAX} characters` });
  if (approve) {
    if (number === null) {
      if (!wrongType.has('number')) errors.push({ field: 'decision.number', error: 'number is required to approve' });
    } else if (number.length > DECISION_NUMBER_MAX)
      errors.push({ field: 'decision.number', error: `number must be at most ${DECISION_NUMBER_MAX} characters` });
    if (dateOfIssue === null) {
      if (!wrongType.has('dateOfIssue')) errors.push({ field: 'decision.dateOfIssue', error: 'dateOfIssue is required to approve' });
    } else if (!isCalendarDate(dateOfIssue)) errors.push({ field: 'decision.dateOfIssue', error: 'dateOfIssue must be a date YYYY-MM-DD' });
    else if (dateOfIssue > today) errors.push({ field: 'decision.dateOfIssue', error: 'dateOfIssue must not be after today' });
  } else if (comment === null && !wrongType.has('comment')) {
    errors.push({ field: 'decision.comment', error: 'comment is required to reject' });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: approve ? { approve, number, dateOfIssue, comment } : { approve, number: null, dateOfIssue: null, comment },
  };
}
