import type { StaffRole } from '@nebo/shared-vocabulary';

/** Employment types (docs/requirements.md#summary). */
export const EMPLOYMENT_TYPES = ['JURIDICAL_ENTITY', 'INDIVIDUAL_ENTREPRENEUR', 'AUTHORITY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

// Company staff roles (the vocabulary); "company admin" is ADMIN or MANAGER.
export { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';

export interface EmploymentFacts {
  type: EmploymentType;
  staffRoles: StaffRole[];
}

export function isCompanyEmployment(type: EmploymentType): boolean {
  return type === 'JURIDICAL_ENTITY' || type === 'INDIVIDUAL_ENTREPRENEUR';
}
