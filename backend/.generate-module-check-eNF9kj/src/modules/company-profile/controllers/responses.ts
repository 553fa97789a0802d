import { ErrorBodyDto } from '../../../common/errors/error-body.dto';

/** The refusals the company-profile routes share (codes of the companies module's guards). */
export const NOT_STAFF = { type: ErrorBodyDto, description: 'Not an employee of a company (companies.not-a-member)' };
export const NOT_ADMIN = {
  type: ErrorBodyDto,
  description: 'Not an employee of a company, or not its ADMIN or MANAGER (companies.not-a-member, companies.admin-only)',
};
export const NOT_FOUND = { type: ErrorBodyDto, description: "Missing, or another company's" };
export const BAD_INPUT = { type: ErrorBodyDto, description: 'Field errors (detailedError), a file of another type included' };
export const TOO_LARGE = { type: ErrorBodyDto, description: 'A file past its size limit (files.too-large)' };
