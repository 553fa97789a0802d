import { alreadyEmployed, duplicateInn, openRequestExists } from '../company-registration.exceptions';

/**
 * A concurrent call won the race the services' checks lost: the database's unique index answers, and this turns
 * its violation into the same refusal the check would have given. Anything else is rethrown.
 */
export function translateUniqueViolation(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505') {
    if (constraint === 'uq_company_registration_requests_open_inn' || constraint === 'uq_companies_inn') throw duplicateInn();
    if (constraint === 'uq_company_registration_requests_open_applicant' || constraint === 'uq_company_registration_requests_open_change')
      throw openRequestExists();
    if (constraint === 'uq_user_employments_user' || constraint === 'uq_company_employees_user') throw alreadyEmployed();
  }
  throw error;
}
