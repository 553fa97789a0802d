import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthenticatedRequest, RealmRole } from './principal';
import { REQUIRED_ROLES } from './roles.decorator';

/**
 * Enforces @Roles(). Runs after AuthGuard (registered after it), so a principal is present on every
 * non-public route. A route without @Roles() is open to any authenticated caller; ownership of data is
 * still checked in the services.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<RealmRole[] | undefined>(REQUIRED_ROLES, [context.getHandler(), context.getClass()]);
    if (!required || required.length === 0) return true;
    const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (principal && required.some((role) => principal.roles.includes(role))) return true;
    throw new ForbiddenException('You do not have a role that allows this action');
  }
}
