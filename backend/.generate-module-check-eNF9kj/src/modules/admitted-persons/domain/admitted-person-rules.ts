import type { FieldError } from '../../../common/errors/error-body';
import { TYPE_RULES } from '../../documents/domain/document-rules';
import { normalisePhone, russianPhoneProblem } from '../../documents/domain/identifiers';
import { MAX_AGE, MIN_AGE, ageOn } from '../../users/domain/person-identity';

/** Identity documents an admitted person may show (those that carry series and number). */
export const ADMITTED_DOCUMENT_TYPES = [
  'RU_PASSPORT',
  'RU_MILITARY_TICKET',
  'RU_MILITARY_IDENTITY_CARD',
  'RU_REMOTE_PILOT_LICENSE',
] as const;
export type AdmittedDocumentType = (typeof ADMITTED_DOCUMENT_TYPES)[number];

export interface AdmittedPersonRulesInput {
  birthDate: string;
  phone: string;
  document: { typeCode: AdmittedDocumentType; series?: string; number: string };
}

/**
 * The rules a DTO cannot express: age 18–100 on today's Moscow date, a Russian phone once reduced to
 * digits, and the document's series and number masks of its type (same rules as personal documents).
 */
export function admittedPersonProblems(input: AdmittedPersonRulesInput, today: string): { errors: FieldError[]; phone: string } {
  const errors: FieldError[] = [];
  if (input.birthDate > today) errors.push({ field: 'birthDate', error: 'birthDate must not be in the future' });
  else {
    const age = ageOn(input.birthDate, today);
    if (age < MIN_AGE || age > MAX_AGE)
      errors.push({ field: 'birthDate', error: `age must be from ${MIN_AGE} to ${MAX_AGE} years (is ${age})` });
  }
  const phone = normalisePhone(input.phone);
  const phoneProblem = russianPhoneProblem(phone);
  if (phoneProblem) errors.push({ field: 'phone', error: phoneProblem });

  const rules = TYPE_RULES[input.document.typeCode];
  const series = input.document.series?.trim() || undefined;
  if (rules.series === 'required' && !series)
    errors.push({ field: 'document.series', error: `series is required for ${input.document.typeCode}` });
  if (series && rules.seriesPattern && !rules.seriesPattern.pattern.test(series)) {
    errors.push({ field: 'document.series', error: rules.seriesPattern.message });
  }
  const numberProblem = rules.numberProblem(input.document.number.trim());
  if (numberProblem) errors.push({ field: 'document.number', error: numberProblem });
  return { errors, phone };
}
