/** Employment types of the spec (part 1 §3). */
export const EMPLOYMENT_TYPES = ['JURIDICAL_ENTITY', 'INDIVIDUAL_ENTREPRENEUR', 'AUTHORITY'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Company staff roles of the spec; "company admin" is ADMIN or MANAGER. */
export const STAFF_ROLES = ['ADMIN', 'MANAGER', 'PILOT', 'SIGNER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface EmploymentFacts {
  type: EmploymentType;
  staffRoles: StaffRole[];
}

export function isCompanyEmployment(type: EmploymentType): boolean {
  return type === 'JURIDICAL_ENTITY' || type === 'INDIVIDUAL_ENTREPRENEUR';
}

/**
 * The summary's `scope` (docs/contracts.md): a platform admin gets ["admin"] alone; everyone else gets
 * "user" plus "individual" for individuals, "juridical" and the staff roles for company employees,
 * "AUTHORITY" for authority staff and "moderator" for the registration reviewer. Realm roles and the
 * stored employment both count, so a company account is "juridical" even before its employment exists.
 */
export function summaryScope(realmRoles: readonly string[], employment: EmploymentFacts | null): string[] {
  if (realmRoles.includes('admin')) return ['admin'];
  const scope = ['user'];
  if (realmRoles.includes('individual')) scope.push('individual');
  const companyEmployee = employment !== null && isCompanyEmployment(employment.type);
  if (realmRoles.includes('juridical') || companyEmployee) scope.push('juridical');
  if (companyEmployee) scope.push(...STAFF_ROLES.filter((role) => employment.staffRoles.includes(role)));
  if (realmRoles.includes('authority') || employment?.type === 'AUTHORITY') scope.push('AUTHORITY');
  if (realmRoles.includes('moderator')) scope.push('moderator');
  return scope;
}
