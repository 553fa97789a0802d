import { displayDateToApi, newFilesOf, storedIdsOf, type FileEntry } from '@nebo/shared-ui';
import type { AppointmentDocumentInput } from './employeesApi';

export const MAX_SCANS = 5;

export interface AppointmentFormValues {
  type: string;
  number: string;
  /** DD.MM.YYYY as typed */
  date: string;
  validUntil: string;
  scans: FileEntry[];
}

/** Message keys by field; `editing` allows no new scans (the stored ones stay). */
export function validateAppointment(values: AppointmentFormValues, editing: boolean): Partial<Record<keyof AppointmentFormValues, string>> {
  const errors: Partial<Record<keyof AppointmentFormValues, string>> = {};
  if (!values.type) errors.type = 'employees.documents.errors.required';
  if (!values.number.trim()) errors.number = 'employees.documents.errors.required';
  const date = displayDateToApi(values.date);
  if (!values.date) errors.date = 'employees.documents.errors.required';
  else if (!date) errors.date = 'employees.documents.errors.date';
  if (values.validUntil) {
    const until = displayDateToApi(values.validUntil);
    if (!until) errors.validUntil = 'employees.documents.errors.date';
    else if (date && until < date) errors.validUntil = 'employees.documents.errors.order';
  }
  const fresh = newFilesOf(values.scans).length;
  const kept = storedIdsOf(values.scans).length;
  const count = fresh > 0 ? fresh : editing ? kept : 0;
  if (count < 1 || count > MAX_SCANS || fresh > MAX_SCANS) errors.scans = 'employees.documents.errors.scans';
  return errors;
}

/** The `formData` part and the files of the multipart call; on an edit, files are sent only when new ones were chosen. */
export function appointmentUpload(values: AppointmentFormValues): { input: AppointmentDocumentInput; files: File[] } {
  return {
    input: {
      type: values.type,
      number: values.number.trim(),
      date: displayDateToApi(values.date) ?? '',
      validUntil: values.validUntil ? displayDateToApi(values.validUntil) : null,
    },
    files: newFilesOf(values.scans),
  };
}
