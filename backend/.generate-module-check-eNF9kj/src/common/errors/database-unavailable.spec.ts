import { isDatabaseUnavailable } from './database-unavailable';
import { toErrorBody } from './all-exceptions.filter';

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, bare or wrapped by TypeORM', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable({
        message: 'Query failed',
        driverError: { code: '57P01', message: 'terminating connection due to administrator command' },
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
  });

  it('leaves faults in queries and unrelated errors alone', () => {
    expect(isDatabaseUnavailable({ driverError: { code: '23505', message: 'duplicate key value' } })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('makes such a failure a 503 in the error shape, with no internals', () => {
    const body = toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    expect(body.statusCode).toBe(503);
    expect(body.message).not.toContain('5432');
  });
});
