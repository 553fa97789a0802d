/** Sex as the spec's personal data form has it. */
export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];

/** The spec's age range for persons who fly or insure (docs/requirements.md#users-profile). */
export const MIN_AGE = 18;
export const MAX_AGE = 100;

/** Longest name part we store; real Russian surnames stay far below it, and it bounds the column. */
export const NAME_MAX_LENGTH = 100;

/**
 * The spec's name pattern: letters (any script, with combining marks), hyphen, space, dot, apostrophe
 * (straight or typographic), comma and round brackets; it must start with a letter.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .,'’()-]*$/u;

export interface PersonIdentityFields {
  sex: Sex | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  birthDate: string | null;
}

/** The person-identity field group is complete when everything but the (optional) patronymic is filled. */
export function isPersonIdentityComplete(fields: PersonIdentityFields): boolean {
  return Boolean(fields.sex && fields.lastName && fields.firstName && fields.birthDate);
}

/** Full years between two YYYY-MM-DD dates (string comparison of MM-DD is exact for ISO dates). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
