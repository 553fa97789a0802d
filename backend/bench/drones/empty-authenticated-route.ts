import { Controller, Get } from '@nestjs/common';
import { AppModule } from '../../src/app.module';

export const EMPTY_AUTHENTICATED_PATH = '/bench/empty-authenticated';

/**
 * A route that does nothing behind the same global guards as every API route (no @Public(), no @Roles()):
 * what any authenticated call costs before it does its own work — HTTP, Fastify and Nest, the request id,
 * logging and metrics middleware, token verification, the validation pipe's pass, JSON.
 */
@Controller('bench')
class EmptyAuthenticatedController {
  @Get('empty-authenticated')
  empty(): Record<string, never> {
    return {};
  }
}

/**
 * Adds the route to the application createApp builds, in this process only, by extending AppModule.forRoot
 * before createApp calls it: the benchmark keeps measuring exactly what production runs, plus this one route.
 */
export function addEmptyAuthenticatedRoute(): void {
  const forRoot = AppModule.forRoot.bind(AppModule);
  AppModule.forRoot = (config) => {
    const module = forRoot(config);
    return { ...module, controllers: [...(module.controllers ?? []), EmptyAuthenticatedController] };
  };
}
