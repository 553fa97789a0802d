import { STAFF_ROLES, isCompanyEmployment, type EmploymentFacts } from '../../users/domain/employment';

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
