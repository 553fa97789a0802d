import { UnauthorizedException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AccessTokenVerifier } from './access-token-verifier';
import { hasBody } from '../body/has-body';
import { bearerToken } from './bearer-token';

/**
 * Runs in front of a body parser that accepts large bodies (the geometry calls read up to 8 MB of JSON),
 * so that only a caller with a valid bearer token can make the server parse that much: without one the
 * answer is the guard's own 401 before a byte of the body is read, and Node discards the unread rest.
 * The verifier is the guard's (it remembers verified tokens), so the guard's later check costs a lookup;
 * its exceptions (401 invalid or expired token, 503 issuer unreachable) pass on to the error filter as
 * they would from the guard. Requests without a body have nothing to parse and go on to the guard.
 */
export function bearerBeforeBody(verifier: AccessTokenVerifier) {
  return function bearerBeforeBodyMiddleware(req: Request, _res: Response, next: NextFunction): void {
    if (!hasBody(req)) return next();
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(new UnauthorizedException('Authentication is required'));
    verifier.verify(token).then(() => next(), next);
  };
}

