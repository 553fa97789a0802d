import { ExecutionContext, InternalServerErrorException, createParamDecorator } from '@nestjs/common';
import { AuthenticatedPrincipal, AuthenticatedRequest } from './principal';

/**
 * Injects the verified caller into a handler parameter. Using it on a @Public() route is a programming
 * error (there is no caller to inject), reported as a 500 rather than silently passing undefined.
 */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedPrincipal => {
  const { principal } = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!principal) throw new InternalServerErrorException('No authenticated principal on this route');
  return principal;
});
