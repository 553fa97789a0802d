/** Status of an authority's employee: invited by e-mail, or joined by accepting the invitation. */
export const EMPLOYEE_STATUSES = ['INVITED', 'ACTIVE'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** A row of `authority_employees` (with its department's name) as the repository returns it. */
export interface AuthorityEmployeeRow {
  id: string;
  authorityId: string;
  departmentId: string | null;
  departmentName: string | null;
  position: string;
  email: string;
  userId: string | null;
  isAdmin: boolean;
  status: EmployeeStatus;
  invitationExpiresAt: Date | null;
  invitedAt: Date | null;
  joinedAt: Date | null;
  createdAt: Date;
}
