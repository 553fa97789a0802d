import type { StaffRole } from '@nebo/shared-vocabulary';

/** A company's employee (`company_employees`): a platform user with at least one staff role (D7). */
export interface CompanyEmployeeRecord {
  id: string;
  companyId: string;
  userId: string;
  roles: StaffRole[];
  position: string | null;
  createdAt: Date;
}
