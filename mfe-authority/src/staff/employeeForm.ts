import { email as emailRule } from '@nebo/shared-ui';
import type { AuthorityEmployeeDto, AuthorityEmployeeCreateDto, AuthorityEmployeeUpdateDto } from '../api/types';

export interface EmployeeValues {
  email: string;
  position: string;
  /** '' = no department (a select's empty option). */
  departmentId: string;
  isAdmin: boolean;
}

export const POSITION_MAX = 200;
export const EMPLOYEE_FIELDS = ['email', 'position', 'departmentId', 'isAdmin'] as const;

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function employeeValues(employee: AuthorityEmployeeDto | null): EmployeeValues {
  return {
    email: employee?.email ?? '',
    position: employee?.position ?? '',
    departmentId: employee?.departmentId ?? '',
    isAdmin: employee?.isAdmin ?? false,
  };
}

/** The e-mail is checked only when inviting: an employee's address is fixed once invited. */
export function validateEmployee(values: EmployeeValues, inviting: boolean, t: Translate): Partial<Record<keyof EmployeeValues, string>> {
  const errors: Partial<Record<keyof EmployeeValues, string>> = {};
  if (inviting) {
    if (!values.email?.trim()) errors.email = t('employees.errors.emailRequired');
    else {
      const problem = emailRule(values.email.trim());
      if (problem) errors.email = problem;
    }
  }
  const position = values.position?.trim() ?? '';
  if (!position) errors.position = t('employees.errors.positionRequired');
  else if (position.length > POSITION_MAX) errors.position = t('employees.errors.tooLong', { max: POSITION_MAX });
  return errors;
}

export function invitePayload(values: EmployeeValues, authorityId: string): AuthorityEmployeeCreateDto {
  return {
    email: values.email.trim(),
    position: values.position.trim(),
    departmentId: values.departmentId || null,
    authorityId,
    isAdmin: values.isAdmin,
  };
}

export function updatePayload(values: EmployeeValues, employee: AuthorityEmployeeDto): AuthorityEmployeeUpdateDto {
  return {
    id: employee.id,
    position: values.position.trim(),
    departmentId: values.departmentId || null,
    authorityId: employee.authorityId,
    isAdmin: values.isAdmin,
  };
}

/** How a person is named in the list and in dialogs: the full name once they joined, the e-mail until then. */
export const employeeName = (employee: AuthorityEmployeeDto): string => employee.fullName || employee.email;
