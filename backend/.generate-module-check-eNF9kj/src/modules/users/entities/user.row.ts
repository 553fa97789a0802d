import type { Sex } from '../domain/person-identity';

/**
 * The profile columns of a `users` row (the accounts module owns subject, login and e-mail's refresh from
 * the token and creates the row on the caller's first call).
 */
export interface UserRow {
  id: string;
  /** The token's `sub`. */
  subject: string;
  /** The login at the identity provider (`preferred_username`). */
  login: string;
  email: string | null;
  phone: string | null;
  locale: string | null;
  sex: Sex | null;
  lastName: string | null;
  firstName: string | null;
  patronymic: string | null;
  /** YYYY-MM-DD: a date without time, so no time-zone shifts. */
  birthDate: string | null;
  birthPlace: string | null;
  residenceAddress: string | null;
  /** A LOCALITIES dictionary id (the dictionaries module owns the list). */
  localityId: number | null;
  /** MISSION_CATEGORIES dictionary ids the user works in. */
  missionCategoryIds: number[];
  /** The avatar's id in the files module. */
  avatarFileId: string | null;
}
