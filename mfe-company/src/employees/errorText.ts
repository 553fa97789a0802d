import type { TFunction } from 'i18next';
import { errorCodeOf, errorMessageOf, i18n } from '@nebo/shared-ui';

/**
 * The error codes the employees, invitations and drones pages say in their own words (D7, D10, D11), by the
 * backend's stable code; anything else is said as the server (or a namespace's `errors.<code>`) says it.
 */
const KNOWN: Record<string, string> = {
  'companies.last-admin': 'employees.errors.lastAdmin',
  'companies.employee-not-found': 'employees.errors.notFound',
  'company-invitations.open-invitation-exists': 'invites.errors.openExists',
  'company-invitations.open-exists': 'invites.errors.openExists',
  'company-invitations.already-employee': 'invites.errors.alreadyEmployee',
  'company-invitations.already-employed': 'invites.errors.alreadyEmployee',
  'company-invitations.wrong-status': 'invites.errors.wrongStatus',
};

export function errorText(error: unknown, t: TFunction): string | undefined {
  const code = errorCodeOf(error);
  if (code && KNOWN[code]) return t(KNOWN[code]);
  return errorMessageOf(error, i18n);
}
