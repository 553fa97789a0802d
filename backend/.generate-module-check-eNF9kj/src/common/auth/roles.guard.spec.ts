import { Controller, ExecutionContext, ForbiddenException, Get } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthenticatedPrincipal } from './principal';
import { Roles } from './roles.decorator';
import { RolesGuard } from './roles.guard';

@Controller()
class SampleController {
  @Get()
  open(): void {}

  @Roles('admin', 'moderator')
  @Get()
  reviewersOnly(): void {}
}

function contextFor(handler: keyof SampleController, roles: string[]): ExecutionContext {
  const principal = { subject: 's', login: 'l', roles } as AuthenticatedPrincipal;
  return {
    getHandler: () => SampleController.prototype[handler],
    getClass: () => SampleController,
    switchToHttp: () => ({ getRequest: () => ({ principal }) }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('lets any authenticated caller through a route without @Roles()', () => {
    expect(guard.canActivate(contextFor('open', []))).toBe(true);
  });

  it('needs one of the listed realm roles', () => {
    expect(guard.canActivate(contextFor('reviewersOnly', ['user', 'moderator']))).toBe(true);
    expect(guard.canActivate(contextFor('reviewersOnly', ['admin']))).toBe(true);
    expect(() => guard.canActivate(contextFor('reviewersOnly', ['user', 'individual']))).toThrow(ForbiddenException);
  });
});
