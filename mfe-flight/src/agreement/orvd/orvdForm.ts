import { apiDateToDisplay, displayDateToApi } from '@nebo/shared-ui';
import type { FlySpaceUsageMode, SubmissionChannel } from '@nebo/shared-vocabulary';
import type { FlySpaceRegime, OrvdAgreement, SendSubmission } from '../api/agreementApi';

/** What the pilot fills in on the zonal-centre card; field errors are keyed by the wire path the API names. */
export interface OrvdValues {
  authorityId: string;
  mode: FlySpaceUsageMode;
  regimeNumber: string;
  /** DD.MM.YYYY as typed. */
  regimeDate: string;
  reviewers: string[];
  note: string;
  takeoffAirportId: string;
  landingAirportId: string;
  channel: SubmissionChannel | '';
  recipientEmail: string;
}

export type OrvdErrors = Partial<Record<OrvdField, string>>;

/** The wire paths of send-submission and regime, as the API's `detailedError` names them. */
export const FIELDS = {
  authority: 'authority',
  mode: 'flySpaceUsageMode',
  regimeNumber: 'flySpaceRegime.number',
  regimeDate: 'flySpaceRegime.dateOfIssue',
  reviewers: 'flySpaceUsagePetitionAttributes.submissionReviewers',
  note: 'flySpaceUsagePetitionAttributes.note',
  takeoffAirport: 'takeoffAirport',
  landingAirport: 'landingAirport',
  channel: 'submissionSentType',
  recipientEmail: 'agreementRecipientEmail',
} as const;
export type OrvdField = (typeof FIELDS)[keyof typeof FIELDS];

/** The card starts from what the agreement already holds (a re-send keeps everything but the channel). */
export function valuesFrom(orvd: OrvdAgreement | null | undefined): OrvdValues {
  return {
    authorityId: orvd?.authority?.id ?? orvd?.defaultAuthority?.id ?? '',
    mode: (orvd?.flySpaceUsageMode as FlySpaceUsageMode | null) ?? 'LOCAL',
    regimeNumber: orvd?.flySpaceRegime?.number ?? '',
    regimeDate: apiDateToDisplay(orvd?.flySpaceRegime?.dateOfIssue),
    reviewers: [...(orvd?.flySpaceUsagePetitionAttributes?.submissionReviewers ?? [])],
    note: orvd?.flySpaceUsagePetitionAttributes?.note ?? '',
    takeoffAirportId: orvd?.takeoffAirport?.id ?? '',
    landingAirportId: orvd?.landingAirport?.id ?? '',
    channel: (orvd?.submissionSentType as SubmissionChannel | null) ?? '',
    recipientEmail: orvd?.agreementRecipientEmail ?? '',
  };
}

/** The telegram note goes out in capitals; it is shown so while typed, so the pilot sees what the centre reads. */
export const upperNote = (note: string): string => note.toLocaleUpperCase('ru-RU');

/**
 * Both or neither: one half alone is an error beside the missing half. A date that is not a real date is an
 * error beside the date. Null means "no regime", undefined "not valid".
 */
export function regimeOf(values: Pick<OrvdValues, 'regimeNumber' | 'regimeDate'>): {
  regime: FlySpaceRegime | null | undefined;
  errors: OrvdErrors;
} {
  const number = values.regimeNumber.trim();
  const typed = values.regimeDate.trim();
  if (!number && !typed) return { regime: null, errors: {} };
  if (!number) return { regime: undefined, errors: { [FIELDS.regimeNumber]: 'regimeBoth' } };
  if (!typed) return { regime: undefined, errors: { [FIELDS.regimeDate]: 'regimeBoth' } };
  const dateOfIssue = displayDateToApi(typed);
  if (!dateOfIssue) return { regime: undefined, errors: { [FIELDS.regimeDate]: 'regimeDateInvalid' } };
  return { regime: { number, dateOfIssue }, errors: {} };
}

/** Client checks before sending (error values are keys under `agreement.orvd`); the server checks again. */
export function validate(values: OrvdValues): OrvdErrors {
  const errors: OrvdErrors = { ...regimeOf(values).errors };
  if (!values.authorityId) errors[FIELDS.authority] = 'notChosen';
  if (!values.channel) errors[FIELDS.channel] = 'chooseAnother';
  return errors;
}

/** The body of send-submission: the regime only when both halves are there, the petition only when it says something. */
export function submissionOf(values: OrvdValues): SendSubmission {
  const reviewers = values.reviewers.map((name) => name.trim()).filter(Boolean);
  const note = upperNote(values.note.trim());
  return {
    authority: { id: values.authorityId },
    submissionSentType: values.channel as SubmissionChannel,
    flySpaceUsageMode: values.mode,
    flySpaceRegime: regimeOf(values).regime ?? null,
    flySpaceUsagePetitionAttributes: reviewers.length || note ? { submissionReviewers: reviewers, note } : null,
    takeoffAirport: values.takeoffAirportId ? { id: values.takeoffAirportId } : null,
    landingAirport: values.landingAirportId ? { id: values.landingAirportId } : null,
    agreementRecipientEmail: values.recipientEmail.trim() || null,
  };
}

const KNOWN = new Set<string>(Object.values(FIELDS));

/** The API's `field:error` list mapped onto the card's fields (`authority.id` → `authority`, `takeoffAirport.id` → `takeoffAirport`). */
export function serverErrors(detailed: { field: string; error: string }[]): { fields: OrvdErrors; rest: string[] } {
  const fields: OrvdErrors = {};
  const rest: string[] = [];
  for (const { field, error } of detailed) {
    const path = field.replace(/\.id$/, '').replace(/\[\d+\]$/, '');
    if (KNOWN.has(path)) fields[path as OrvdField] ??= error;
    else rest.push(error);
  }
  return { fields, rest };
}
