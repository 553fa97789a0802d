import { ErrorBodyDto } from '../../../common/errors/error-body.dto';

/** The refusals the business routes share: the companies module's guards answer them before the body is read. */
export const NOT_ADMIN = {
  type: ErrorBodyDto,
  description: 'Not a company employee, or not its ADMIN or MANAGER (companies.not-a-member, companies.admin-only)',
};
export const NOT_FOUND = { type: ErrorBodyDto, description: "Missing, or another company's (company-invitations.invitation-not-found)" };
export const CONFLICT = { type: ErrorBodyDto };
export const LINK_NOT_FOUND = {
  type: ErrorBodyDto,
  description: 'Unknown, answered, cancelled or expired (company-invitations.not-found)',
};
