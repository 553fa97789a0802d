import { SetMetadata } from '@nestjs/common';
import { RealmRole } from './principal';

export const REQUIRED_ROLES = 'nebo:requiredRoles';

/** Restricts a handler (or controller) to callers holding at least one of the given realm roles. */
export const Roles = (...roles: RealmRole[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES, roles);
