import { UnauthorizedException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasBody } from '../body/has-body';
import type { AccessTokenVerifier } from './access-token-verifier';
import { bearerToken } from './bearer-token';

/**
 * Raises the body limit of the given routes (the geometry calls read up to 8 MB of JSON) and makes sure only
 * a caller with a valid bearer token can make the server read that much: without one the answer is the
 * guard's own 401 before a byte of the body is read. The verifier is the guard's (it remembers verified
 * tokens), so the guard's later check costs a lookup; its exceptions (401 invalid or expired token, 503
 * issuer unreachable) reach the error filter as they would from the guard. Requests without a body have
 * nothing to read and go on to the guard.
 */
export function installLargeBodyRoutes(
  fastify: FastifyInstance,
  routes: readonly string[],
  bodyLimit: number,
  verifier: AccessTokenVerifier,
): void {
  const large = new Set(routes);
  fastify.addHook('onRoute', (route) => {
    if (!large.has(route.url ?? route.path)) return;
    route.bodyLimit = bodyLimit;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, async (request: FastifyRequest) => verifyBeforeBody(request, verifier)];
  });
}

async function verifyBeforeBody(request: FastifyRequest, verifier: AccessTokenVerifier): Promise<void> {
  if (!hasBody(request.raw)) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new UnauthorizedException('Authentication is required');
  await verifier.verify(token);
}
