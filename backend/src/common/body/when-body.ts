import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasBody } from './has-body';

/**
 * Runs a body parser only for a request that announces a body. The parsers would skip such a request
 * themselves, but only after their own bookkeeping (content-type parsing, charset lookup, setting
 * req.body); most calls are bodiless GETs, so this saves that work on each of them. A GET that does send
 * a body is parsed as before.
 */
export function whenBody(parser: RequestHandler): RequestHandler {
  return function parseWhenBody(req: Request, res: Response, next: NextFunction): void {
    if (hasBody(req)) return void parser(req, res, next);
    next();
  };
}
