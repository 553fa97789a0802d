import { ExecutionContext, InternalServerErrorException, createParamDecorator } from '@nestjs/common';
import type { AuthenticatedRequest, Caller } from './principal';

/**
 * Injects the caller the auth guard resolved (`{ principal, userId }`). Using it on a @Public() route is a
 * programming error (there is no caller), reported as a 500 rather than silently passing undefined.
 */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const { caller } = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!caller) throw new InternalServerErrorException('No authenticated caller on this route');
  return caller;
});
