import type { NextFunction, Request, Response } from 'express';
import { whenBody } from './when-body';

function run(headers: Record<string, string>) {
  const calls: string[] = [];
  const parser = (_req: Request, _res: Response, next: NextFunction) => {
    calls.push('parser');
    next();
  };
  whenBody(parser)({ headers } as Request, {} as Response, () => calls.push('next'));
  return calls;
}

describe('whenBody', () => {
  it('skips the parser for a request that announces no body', () => {
    expect(run({})).toEqual(['next']);
    expect(run({ 'content-type': 'application/json' })).toEqual(['next']);
  });

  it('runs the parser for a request with a Content-Length (even 0) or a Transfer-Encoding, whatever its method', () => {
    expect(run({ 'content-length': '12' })).toEqual(['parser', 'next']);
    expect(run({ 'content-length': '0' })).toEqual(['parser', 'next']);
    expect(run({ 'transfer-encoding': 'chunked' })).toEqual(['parser', 'next']);
  });
});
