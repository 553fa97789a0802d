import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../../common/auth/principal';
import { adminOnly, notAMember } from '../companies.exceptions';
import { CompanyMembership } from '../services/company-membership';

/**
 * `@UseGuards(CompanyStaffGuard)` on a company-area controller or route: a caller who works for no company gets
 * 403 `companies.not-a-member` before the body is validated or an upload is read. Runs after the global auth
 * guard, so the caller is resolved. Services still ask CompanyMembership for the member (its company).
 */
@Injectable()
export class CompanyStaffGuard implements CanActivate {
  constructor(private readonly membership: CompanyMembership) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { caller } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!caller || !(await this.membership.of(caller))) throw notAMember();
    return true;
  }
}

/**
 * `@UseGuards(CompanyAdminGuard)` on a route only company admins (ADMIN, MANAGER) may call: non-staff get 403
 * `companies.not-a-member`, a PILOT or SIGNER 403 `companies.admin-only`, both before the body is read.
 */
@Injectable()
export class CompanyAdminGuard implements CanActivate {
  constructor(private readonly membership: CompanyMembership) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { caller } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const member = caller ? await this.membership.of(caller) : null;
    if (!member) throw notAMember();
    if (!member.isAdmin) throw adminOnly();
    return true;
  }
}
