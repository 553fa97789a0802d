import { STAFF_ROLES } from '@nebo/shared-vocabulary';

/**
 * Who is looking at the page, in the terms of the navigation table (docs/requirements.md#ui-navigation):
 * unauthorized, a simple user, a company user, an authority employee or a platform admin.
 */
export type Audience = 'unauthorized' | 'simple' | 'company' | 'authority' | 'admin';

const COMPANY_STAFF_ROLES: readonly string[] = STAFF_ROLES;

/** Scope → audience. The admin scope is reduced to ['admin'] alone, so it wins outright. */
export function audienceOf(authenticated: boolean, scope: readonly string[]): Audience {
  if (!authenticated) return 'unauthorized';
  if (scope.includes('admin')) return 'admin';
  if (scope.includes('AUTHORITY')) return 'authority';
  if (scope.includes('juridical') || scope.some((role) => COMPANY_STAFF_ROLES.includes(role))) return 'company';
  return 'simple';
}

/** "Company admin" means staff role ADMIN or MANAGER (docs/contracts.md, Summary scope). */
export function isCompanyAdmin(scope: readonly string[]): boolean {
  return scope.includes('ADMIN') || scope.includes('MANAGER');
}
