import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'nebo:isPublic';

/**
 * Opts a handler (or a whole controller) out of the global auth guard. Every use is a conscious decision:
 * the route-guard test lists the public routes explicitly and fails when a new one appears.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);
