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
  /** The profile the authority's admins keep (authority area); null until written. */
  shortName: string | null;
  address: string | null;
  website: string | null;
  description: string | null;
  /** The avatar's id in the files module. */
  avatarFileId: string | null;
  /** When its admins last edited the profile; null while the seeded or map-made record stands. */
  profileUpdatedAt: Date | null;
  createdAt: Date;
}
