import type { CompanyRegistrationInfo } from '../../companies/domain/registration-info';
import type { HistoryActor, RequestKind, RequestStatus } from '../domain/request-status';

/** A row of `company_registration_requests`: a registration of a new company, or a change of a company's legal data. */
export interface RegistrationRequestRow {
  id: string;
  kind: RequestKind;
  status: RequestStatus;
  applicantUserId: string;
  /** The company created by the approval (REGISTRATION) or the company to change (CHANGE). */
  companyId: string | null;
  registrationInfo: CompanyRegistrationInfo;
  /** The company's info when the change was asked for; null for a registration. */
  previousRegistrationInfo: CompanyRegistrationInfo | null;
  contractFileId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row of `company_registration_request_history`. */
export interface HistoryEntryRow {
  requestId: string;
  status: RequestStatus;
  commentary: string | null;
  actor: HistoryActor;
  createdAt: Date;
}

/** Who asked, as the reviewer sees them (from `users`). */
export interface ApplicantRow {
  userId: string;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** A list row: the request with its applicant's name. */
export interface RequestListRow extends RegistrationRequestRow {
  applicantLastName: string | null;
  applicantFirstName: string | null;
  applicantLogin: string;
}
