import type { CompanyEmployeeRecord } from './company-employee.row';

/** An employee with the account facts the employee list shows and searches (read from `users`). */
export interface CompanyEmployeeViewRow extends CompanyEmployeeRecord {
  login: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  patronymic: string | null;
}
