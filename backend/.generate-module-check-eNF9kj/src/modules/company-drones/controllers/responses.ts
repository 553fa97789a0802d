import { ErrorBodyDto } from '../../../common/errors/error-body.dto';

/** The refusals the company drone routes share. */
export const NOT_STAFF = { type: ErrorBodyDto, description: 'Works for no company (companies.not-a-member)' };
export const NOT_ADMIN = {
  type: ErrorBodyDto,
  description: 'Works for no company, or is neither ADMIN nor MANAGER (companies.not-a-member, companies.admin-only)',
};
export const NOT_FOUND = { type: ErrorBodyDto, description: "Missing, or another company's (drones.not-found)" };
