import { ErrorBodyDto } from '../../../common/errors/error-body.dto';

/** The refusals every route of the authority area shares. */
export const NOT_STAFF = { type: ErrorBodyDto, description: 'Not on the staff of an authority (authority-staff.not-staff)' };
export const NOT_ADMIN = {
  type: ErrorBodyDto,
  description: 'Not on the staff of an authority, or not its administrator (authority-staff.not-staff, authority-staff.not-admin)',
};
export const NOT_FOUND = { type: ErrorBodyDto, description: "Missing, or another authority's" };
export const CONFLICT = { type: ErrorBodyDto };
