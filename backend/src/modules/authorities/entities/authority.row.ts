import type { AuthorityContactType, AuthorityType, SubmissionChannel } from '@nebo/shared-vocabulary';

/** One typed contact as stored (`authorities.contacts`): lists, joined with ';' only on the wire. */
export interface StoredContact {
  type: AuthorityContactType;
  emails: string[];
  phones: string[];
  spokesmanPost: string | null;
  spokesmanFullName: string | null;
}

/** A row of `authorities` as the repository returns it. */
export interface AuthorityRow {
  id: string;
  type: AuthorityType;
  code: string;
  mapObjectId: string | null;
  organisationId: string | null;
  nameRu: string;
  nameEn: string;
  contacts: StoredContact[];
  channels: SubmissionChannel[];
  createdAt: Date;
}
