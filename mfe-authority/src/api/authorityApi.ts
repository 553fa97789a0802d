import { api, uploadMultipart, type UploadOptions } from '@nebo/shared-ui';
import type {
  AuthorityDashboardDto,
  AuthorityDepartmentDto,
  AuthorityEmployeeDto,
  AuthorityEmployeeCreateDto,
  AuthorityEmployeeUpdateDto,
  AuthorityProfileDto,
  AuthorityProfileInputDto,
  AuthorityStaffCurrentDto,
  AuthorityDepartmentPageDto,
  AuthorityEmployeePageDto,
} from './types';

/** React-query keys: a write invalidates its own branch, and `current` whenever the profile or the caller's row may change. */
export const authorityKeys = {
  current: ['authority', 'current'] as const,
  dashboard: ['authority', 'dashboard'] as const,
  profile: (id: string) => ['authority', 'profile', id] as const,
  departments: (authorityId: string) => ['authority', 'departments', authorityId] as const,
  employeesAll: ['authority', 'employees'] as const,
  employees: (authorityId: string, filter: EmployeeFilter, page: number) => ['authority', 'employees', authorityId, filter, page] as const,
};

export const EMPLOYEES_PAGE_SIZE = 20;
/** The departments call pages too, but an authority has a handful: one page of the maximum is all of them. */
const DEPARTMENTS_PAGE_SIZE = 100;

export interface EmployeeFilter {
  departmentId?: string;
  text?: string;
}

/** GET /api/authority/current: which authority the caller works for and whether they administer it (403 = not staff). */
export function fetchCurrentStaff(): Promise<AuthorityStaffCurrentDto> {
  return api.get<AuthorityStaffCurrentDto>('/api/authority/current', { ignoreStatuses: [403] });
}

export function fetchDashboard(): Promise<AuthorityDashboardDto> {
  return api.get<AuthorityDashboardDto>('/api/authority/dashboard');
}

export function fetchProfile(id: string): Promise<AuthorityProfileDto> {
  return api.get<AuthorityProfileDto>(`/api/authorities/${id}`);
}

export function saveProfile(id: string, input: AuthorityProfileInputDto): Promise<AuthorityProfileDto> {
  return api.patch<AuthorityProfileDto>(`/api/authorities/${id}`, input);
}

/** POST /api/authorities/{id}/avatar, multipart field `avatar`; 413/415 come back to the page, not the error page. */
export function uploadAuthorityAvatar(id: string, file: File, options: UploadOptions = {}): Promise<AuthorityProfileDto> {
  const form = new FormData();
  form.append('avatar', file);
  return uploadMultipart<AuthorityProfileDto>(`/api/authorities/${id}/avatar`, form, options);
}

export function deleteAuthorityAvatar(id: string): Promise<AuthorityProfileDto> {
  return api.delete<AuthorityProfileDto>(`/api/authorities/${id}/avatar`, { ignoreStatuses: 'all' });
}

export function fetchDepartments(authorityId: string): Promise<AuthorityDepartmentPageDto> {
  return api.get<AuthorityDepartmentPageDto>('/api/authority-departments', {
    query: { authorityId, page: 0, size: DEPARTMENTS_PAGE_SIZE },
  });
}

export function createDepartment(authorityId: string, name: string): Promise<AuthorityDepartmentDto> {
  return api.post<AuthorityDepartmentDto>('/api/authority-departments', { name, authorityId });
}

export function renameDepartment(department: { id: string; authorityId: string }, name: string): Promise<AuthorityDepartmentDto> {
  return api.patch<AuthorityDepartmentDto>('/api/authority-departments', { id: department.id, name, authorityId: department.authorityId });
}

export function deleteDepartment(id: string): Promise<void> {
  return api.delete(`/api/authority-departments/${id}`, { ignoreStatuses: 'all' });
}

export function fetchEmployees(authorityId: string, filter: EmployeeFilter, page: number): Promise<AuthorityEmployeePageDto> {
  return api.get<AuthorityEmployeePageDto>('/api/authority-employees', {
    query: { authorityId, departmentId: filter.departmentId || undefined, text: filter.text || undefined, page, size: EMPLOYEES_PAGE_SIZE },
  });
}

/** POST /api/authority-employees: stores the employee as INVITED and e-mails the invitation. */
export function inviteEmployee(input: AuthorityEmployeeCreateDto): Promise<AuthorityEmployeeDto> {
  return api.post<AuthorityEmployeeDto>('/api/authority-employees', input);
}

export function updateEmployee(input: AuthorityEmployeeUpdateDto): Promise<AuthorityEmployeeDto> {
  return api.patch<AuthorityEmployeeDto>('/api/authority-employees', input);
}

export function resendInvitation(id: string): Promise<void> {
  return api.put(`/api/authority-employees/${id}/resend-invitation`, undefined, { ignoreStatuses: 'all' });
}

export function removeEmployee(id: string): Promise<void> {
  return api.delete(`/api/authority-employees/${id}`, { ignoreStatuses: 'all' });
}
