import { DomainException } from '../../common/errors/domain.exception';
import type { FieldError } from '../../common/errors/error-body';
import { FieldValidationException } from '../../common/errors/field-validation.exception';

// Every failure this module names, with its stable code ('companies.<what>'): the front ends translate by the
// code, so the message may be reworded.

export const notAMember = () => new DomainException('companies.not-a-member', 403, 'Only the staff of a company may do this');

export const adminOnly = () =>
  new DomainException('companies.admin-only', 403, 'Only an administrator or a manager of the company may do this');

export const companyNotFound = () => new DomainException('companies.not-found', 404, 'Company not found');

export const employeeNotFound = () => new DomainException('companies.employee-not-found', 404, 'Employee not found');

export const lastAdmin = () =>
  new DomainException('companies.last-admin', 409, 'The last administrator of the company cannot be removed or lose the ADMIN role');

/** The house's 400 with one `detailedError` entry per field; throws only when there is a problem. */
export function companyFieldErrors(problems: FieldError[]): void {
  if (problems.length > 0) throw new FieldValidationException(problems);
}
