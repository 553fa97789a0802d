import { ExecutionContext, InternalServerErrorException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { AccessTokenVerifier } from './access-token-verifier';
import { AuthGuard } from './auth.guard';
import type { CallerAccounts } from './caller-accounts';
import { CurrentCaller } from './current-caller.decorator';
import type { AuthenticatedPrincipal, AuthenticatedRequest, Caller } from './principal';
import { Public } from './public.decorator';

const principal = { subject: 'sub-1', login: 'pilot@nebo.local', email: 'pilot@nebo.local', roles: ['user'] } as AuthenticatedPrincipal;

class Routes {
  secured(): void {}

  @Public()
  open(): void {}
}

function contextFor(handler: keyof Routes, request: Partial<AuthenticatedRequest>): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

function guard(userIdOf = jest.fn(async () => 'u1')) {
  const verifier: AccessTokenVerifier = { verify: jest.fn(async () => principal) };
  const accounts = { userIdOf } as unknown as CallerAccounts;
  return { guard: new AuthGuard(new Reflector(), verifier, accounts), userIdOf };
}

/** The factory behind a param decorator, the way Nest calls it for a handler's parameter. */
function currentCallerOf(context: ExecutionContext): Caller {
  class Probe {
    handler(@CurrentCaller() _caller: Caller): void {}
  }
  const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'handler') as Record<
    string,
    { factory: (data: unknown, ctx: ExecutionContext) => Caller }
  >;
  return Object.values(args)[0].factory(undefined, context);
}

describe('AuthGuard', () => {
  it('attaches the caller: the verified principal and the user id the accounts core resolved for it', async () => {
    const { guard: auth, userIdOf } = guard();
    const request: Partial<AuthenticatedRequest> = { headers: { authorization: 'Bearer token' } };
    await expect(auth.canActivate(contextFor('secured', request))).resolves.toBe(true);
    expect(userIdOf).toHaveBeenCalledWith(principal);
    expect(request.caller).toEqual({ principal, userId: 'u1' });
    expect(currentCallerOf(contextFor('secured', request))).toBe(request.caller);
  });

  it('resolves no caller on a @Public() route, and @CurrentCaller() there is a 500', async () => {
    const { guard: auth, userIdOf } = guard();
    const request: Partial<AuthenticatedRequest> = { headers: {} };
    await expect(auth.canActivate(contextFor('open', request))).resolves.toBe(true);
    expect(userIdOf).not.toHaveBeenCalled();
    expect(() => currentCallerOf(contextFor('open', request))).toThrow(InternalServerErrorException);
  });
});
