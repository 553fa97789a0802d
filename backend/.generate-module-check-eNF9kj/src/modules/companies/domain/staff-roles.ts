import { STAFF_ROLES, type StaffRole } from '@nebo/shared-vocabulary';

/** "Company admin" (D7): ADMIN or MANAGER may change the company's data, staff and invitations. */
export function isCompanyAdmin(roles: readonly StaffRole[]): boolean {
  return roles.includes('ADMIN') || roles.includes('MANAGER');
}

/** Roles deduplicated and in the vocabulary's order, so that stored arrays compare equal. */
export function normaliseRoles(roles: readonly StaffRole[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

/**
 * Whether a change leaves the company without an ADMIN (D7): the employee held ADMIN, loses it (or leaves),
 * and was the only one holding it.
 */
export function losesLastAdmin(current: readonly StaffRole[], next: readonly StaffRole[] | null, adminCount: number): boolean {
  const losesAdmin = current.includes('ADMIN') && !(next ?? []).includes('ADMIN');
  return losesAdmin && adminCount <= 1;
}

/** The employee-role dictionary: MANAGER, ADMIN, PILOT, SIGNER with their names. */
export const EMPLOYEE_ROLE_ITEMS: ReadonlyArray<{ code: StaffRole; ru: string; en: string }> = [
  { code: 'MANAGER', ru: 'Менеджер', en: 'Manager' },
  { code: 'ADMIN', ru: 'Администратор', en: 'Administrator' },
  { code: 'PILOT', ru: 'Пилот', en: 'Pilot' },
  { code: 'SIGNER', ru: 'Подписант', en: 'Signer' },
];
