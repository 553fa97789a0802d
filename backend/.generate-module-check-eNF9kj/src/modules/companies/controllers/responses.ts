import { ErrorBodyDto } from '../../../common/errors/error-body.dto';

/** The refusals the company-area routes share (exported for the company-area modules' controllers too). */
export const NOT_A_MEMBER = { type: ErrorBodyDto, description: 'Not an employee of a company (companies.not-a-member)' };
export const ADMIN_ONLY = {
  type: ErrorBodyDto,
  description: 'Not an employee of a company, or neither its ADMIN nor MANAGER (companies.not-a-member, companies.admin-only)',
};
export const NOT_FOUND = { type: ErrorBodyDto, description: "Missing, or another company's" };
export const CONFLICT = { type: ErrorBodyDto };
