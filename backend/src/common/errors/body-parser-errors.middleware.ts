import { HttpException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { errorBody, reasonPhrase } from './error-body';
import { asHttpErrorLike, describeHttpError } from './http-error-like';

/**
 * Express error middleware placed right after the body parsers. Nest would otherwise turn a malformed
 * JSON body into a 400 quoting the JSON parser's message; this names the problem in our own words and
 * keeps the right status for the other parser failures (413 too large, 415 bad encoding).
 */
export function bodyParserErrorsMiddleware(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  // Already in our words (the check of the bearer token in front of the large geometry parser).
  if (error instanceof HttpException) return next(error);
  const httpError = asHttpErrorLike(error);
  if (!httpError) return next(error);
  const message = describeHttpError(httpError) ?? reasonPhrase(httpError.status);
  next(new HttpException(errorBody(httpError.status, message), httpError.status));
}
