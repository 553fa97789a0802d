import type { AppointmentBasis, CompanyType } from '../domain/registration-info';

/** A company (`companies`) as the other company-area modules read it; the payment details are read apart. */
export interface CompanyRecord {
  id: string;
  companyType: CompanyType;
  name: string;
  shortName: string;
  inn: string;
  kpp: string | null;
  ogrn: string;
  registrationAddress: string;
  actualAddress: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  managerLastName: string;
  managerFirstName: string;
  managerPatronymic: string | null;
  managerPost: string;
  managerPostAppointmentBasis: AppointmentBasis;
  website: string | null;
  avatarFileId: string | null;
  createdAt: Date;
}

/** A company's bank details (D8); all null until an admin fills them. */
export interface CompanyPaymentInfo {
  bankName: string | null;
  bankKpp: string | null;
  bankBik: string | null;
  bankAccountNumber: string | null;
  bankCorrespondentAccount: string | null;
}
