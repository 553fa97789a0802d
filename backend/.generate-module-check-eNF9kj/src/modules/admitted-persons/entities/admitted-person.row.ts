/** The values of a person a user admits, as validated and stored. */
export interface AdmittedPersonRecord {
  lastName: string;
  firstName: string;
  patronymic: string | null;
  birthDate: string;
  phone: string;
  email: string;
  documentTypeCode: string;
  documentSeries: string | null;
  documentNumber: string;
}

/** An `admitted_persons` row as the repository reads it. */
export interface AdmittedPersonRow extends AdmittedPersonRecord {
  id: string;
}
