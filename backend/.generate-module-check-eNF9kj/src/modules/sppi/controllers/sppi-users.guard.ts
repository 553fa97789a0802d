import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from '../../../common/auth/principal';
import { sppiNotForAuthorities } from '../sppi.exceptions';

/**
 * SPPI sign-in is not offered to authority users (part 1 §1). @Roles lets them through to here so that
 * their 403 names the reason (`sppi.not-for-authorities`) instead of the generic role refusal.
 */
@Injectable()
export class SppiUsersGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (principal?.roles.includes('authority')) throw sppiNotForAuthorities();
    return true;
  }
}
