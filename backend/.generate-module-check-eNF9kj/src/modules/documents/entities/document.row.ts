import type { PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';

/** A personal document as the repository reads it, with its scans' file ids in order. */
export interface DocumentRow {
  id: string;
  ownerUserId: string;
  typeCode: PersonalDocumentType;
  series: string | null;
  number: string;
  issued: string | null;
  issuer: string | null;
  residenceAddress: string | null;
  birthPlace: string | null;
  esiaDocument: boolean;
  createdAt: Date;
  /** Scan file ids in their order. */
  fileIds: string[];
}
