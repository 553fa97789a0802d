/** A row of employee_appointment_documents with its scans (employee_appointment_document_scans) in order. */
export interface AppointmentDocumentRow {
  id: string;
  companyId: string;
  employeeId: string;
  type: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  validUntil: string | null;
  fileIds: string[];
  createdAt: Date;
  updatedAt: Date;
}
