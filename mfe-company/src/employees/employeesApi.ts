import type { Schema } from '@nebo/shared-api';
import { api, appendJsonPart, listQuery, uploadMultipart, type ListResponse, type UploadOptions } from '@nebo/shared-ui';

/** The employee calls of §7.16 (company-profile/employee…), under /business/api (D1). */
export type CompanyEmployeeDto = Schema<'CompanyEmployeeDto'>;
export type CompanyEmployeePageDto = Schema<'CompanyEmployeePageDto'>;
export type AppointmentBasisDocumentDto = Schema<'AppointmentBasisDocumentDto'>;
export type DictionaryItemDto = Schema<'DictionaryItemDto'>;

const PROFILE = '/business/api/company-profile';

export const EMPLOYEES_PAGE_SIZE = 20;

/** D7: the four staff roles, in the order the pages show them. */
export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'PILOT', 'SIGNER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface EmployeeFilter {
  query: string;
  role: string;
}

export const employeeKeys = {
  all: ['company', 'employees'] as const,
  list: (filter: EmployeeFilter, page: number) => ['company', 'employees', 'list', filter, page] as const,
  one: (id: string) => ['company', 'employees', 'one', id] as const,
  documents: (id: string) => ['company', 'employees', 'documents', id] as const,
  roles: ['company', 'dictionary', 'employee-role'] as const,
  bases: ['company', 'dictionary', 'appointment-basis'] as const,
};

/** GET company-profile/employee: filters `query` (name, e-mail, login) and `role`, paged, newest first. */
export function fetchEmployees(filter: EmployeeFilter, page: number): Promise<ListResponse<CompanyEmployeeDto>> {
  return api.get<ListResponse<CompanyEmployeeDto>>(`${PROFILE}/employee`, {
    query: listQuery({
      query: filter.query.trim() || undefined,
      filter: { role: filter.role || undefined },
      page,
      size: EMPLOYEES_PAGE_SIZE,
      sort: 'NAME',
    }),
    ignoreStatuses: 'all',
  });
}

/** GET company-profile/employee/{id}; another company's employee is a 404 the page shows itself. */
export function fetchEmployee(id: string): Promise<CompanyEmployeeDto> {
  return api.get<CompanyEmployeeDto>(`${PROFILE}/employee/${encodeURIComponent(id)}`, { ignoreStatuses: [400, 404] });
}

/** PUT company-profile/employee/{id} {roles, position} (admins; 409 companies.last-admin). */
export function updateEmployee(id: string, body: { roles: string[]; position: string | null }): Promise<CompanyEmployeeDto> {
  return api.put<CompanyEmployeeDto>(`${PROFILE}/employee/${encodeURIComponent(id)}`, body, { ignoreStatuses: [400, 404, 409] });
}

/** DELETE company-profile/employee/{id}: ends the employment (admins; the last admin stays). */
export function removeEmployee(id: string): Promise<void> {
  return api.delete(`${PROFILE}/employee/${encodeURIComponent(id)}`, { ignoreStatuses: [404, 409] });
}

interface DictionaryAnswer {
  data: DictionaryItemDto[];
}

/** GET company-profile/employee-role and company-profile/appointment-basis: code + name in the page's language. */
export function fetchDictionary(name: 'employee-role' | 'appointment-basis'): Promise<DictionaryItemDto[]> {
  return api.get<DictionaryAnswer>(`${PROFILE}/${name}`, { ignoreStatuses: 'all' }).then((answer) => answer?.data ?? []);
}

/** GET company-profile/employee/{id}/appointment-basis-document. */
export function fetchAppointmentDocuments(employeeId: string): Promise<AppointmentBasisDocumentDto[]> {
  return api
    .get<{ data: AppointmentBasisDocumentDto[] } | AppointmentBasisDocumentDto[]>(
      `${PROFILE}/employee/${encodeURIComponent(employeeId)}/appointment-basis-document`,
      { ignoreStatuses: 'all' },
    )
    .then((answer) => (Array.isArray(answer) ? answer : (answer?.data ?? [])));
}

export interface AppointmentDocumentInput {
  type: string;
  number: string;
  /** YYYY-MM-DD */
  date: string;
  validUntil: string | null;
}

type Progress = Pick<UploadOptions, 'onProgress' | 'signal'>;

function documentForm(input: AppointmentDocumentInput, files: readonly File[]): FormData {
  const form = new FormData();
  appendJsonPart(form, 'formData', input);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** POST …/employee/{id}/appointment-basis-document (multipart: `formData` JSON + 1..5 `files`). */
export function createAppointmentDocument(
  employeeId: string,
  input: AppointmentDocumentInput,
  files: readonly File[],
  options: Progress = {},
): Promise<AppointmentBasisDocumentDto> {
  return uploadMultipart<AppointmentBasisDocumentDto>(
    `${PROFILE}/employee/${encodeURIComponent(employeeId)}/appointment-basis-document`,
    documentForm(input, files),
    options,
  );
}

/** PUT …/employee/appointment-basis-document/{id} (multipart; the files, when given, replace the scans). */
export function updateAppointmentDocument(
  documentId: string,
  input: AppointmentDocumentInput,
  files: readonly File[],
  options: Progress = {},
): Promise<AppointmentBasisDocumentDto> {
  return uploadMultipart<AppointmentBasisDocumentDto>(
    `${PROFILE}/employee/appointment-basis-document/${encodeURIComponent(documentId)}`,
    documentForm(input, files),
    { ...options, method: 'PUT' },
  );
}

export function deleteAppointmentDocument(documentId: string): Promise<void> {
  return api.delete(`${PROFILE}/employee/appointment-basis-document/${encodeURIComponent(documentId)}`, { ignoreStatuses: [404] });
}

/** "Фамилия Имя Отчество", falling back to the login or e-mail for an account without a name. */
export function employeeName(employee: Pick<CompanyEmployeeDto, 'firstName' | 'lastName' | 'patronymic' | 'email' | 'login'>): string {
  const name = [employee.lastName, employee.firstName, employee.patronymic].filter(Boolean).join(' ');
  return name || employee.login || employee.email || '—';
}
