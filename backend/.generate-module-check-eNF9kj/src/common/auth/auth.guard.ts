import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_TOKEN_VERIFIER, AccessTokenVerifier } from './access-token-verifier';
import { bearerToken } from './bearer-token';
import { CallerAccounts } from './caller-accounts';
import { AuthenticatedRequest } from './principal';
import { IS_PUBLIC } from './public.decorator';

/**
 * The global guard: every route requires a valid bearer token unless its handler or controller is marked
 * @Public(). Secure by default, so forgetting a decorator fails closed. The accepted caller is attached as
 * `request.caller` ({ principal, userId }) for `@CurrentCaller()`.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(ACCESS_TOKEN_VERIFIER) private readonly verifier: AccessTokenVerifier,
    private readonly accounts: CallerAccounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException('Authentication is required');
    const principal = await this.verifier.verify(token);
    request.principal = principal;
    // Resolved once here so that no domain turns a principal into a user id itself.
    request.caller = { principal, userId: await this.accounts.userIdOf(principal) };
    return true;
  }
}
