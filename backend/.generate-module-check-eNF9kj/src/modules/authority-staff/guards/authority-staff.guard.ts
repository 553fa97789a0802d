import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../../common/auth/principal';
import { notStaff } from '../authority-staff.exceptions';
import { AuthorityMembership } from '../services/authority-membership';

/**
 * `@UseGuards(AuthorityStaffGuard)` on an authority-area controller: a caller on no authority's staff gets 403
 * `authority-staff.not-staff` before the body is validated or an upload is read, so a pilot learns nothing
 * from a route's validation messages. Runs after the global auth guard, so the caller is resolved. The
 * services still ask AuthorityMembership for the member (its authority, whether admin).
 */
@Injectable()
export class AuthorityStaffGuard implements CanActivate {
  constructor(private readonly membership: AuthorityMembership) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { caller } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!caller || !(await this.membership.of(caller))) throw notStaff();
    return true;
  }
}
