import type { EmploymentType, StaffRole } from '../domain/employment';

/**
 * Where a user works (`user_employments`): a company (juridical entity or individual entrepreneur, with
 * staff roles) or an authority. Owned by the users module until the company and authority modules exist.
 */
export interface EmploymentRow {
  /** Exposed as the summary's `employment.employeeId`. */
  id: string;
  type: EmploymentType;
  organisationId: string;
  organisationName: string;
  staffRoles: StaffRole[];
}
