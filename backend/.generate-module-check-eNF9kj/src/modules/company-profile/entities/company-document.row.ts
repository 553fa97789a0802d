import type { CompanyDocumentType } from '../domain/profile-dictionaries';

/** A row of company_documents. */
export interface CompanyDocumentRow {
  id: string;
  companyId: string;
  type: CompanyDocumentType;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  fileId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
