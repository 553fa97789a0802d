import PgBoss from 'pg-boss';
import { EnvReader } from '../../config/env-reader';
import { readJobsConfig } from './jobs.config';
import { withoutTransactionWrapper } from './migrations/1795570000000-create-jobs';

describe('readJobsConfig', () => {
  const read = (env: Record<string, string>) => {
    const reader = new EnvReader(env);
    return { config: readJobsConfig(reader).jobs, problems: reader.problems };
  };

  it('works the queues every second by default', () => {
    expect(read({})).toEqual({ config: { workerEnabled: true, pollSeconds: 1 }, problems: [] });
  });

  it('takes a worker switch and fractional seconds down to pg-boss minimum', () => {
    expect(read({ JOBS_WORKER_ENABLED: 'off', JOBS_POLL_SECONDS: '0.5' }).config).toEqual({ workerEnabled: false, pollSeconds: 0.5 });
  });

  it.each(['0.2', '61', 'soon', '-1'])('refuses JOBS_POLL_SECONDS=%s, naming the variable', (value) => {
    expect(read({ JOBS_POLL_SECONDS: value }).problems).toEqual([
      { variable: 'JOBS_POLL_SECONDS', problem: `must be a number of seconds from 0.5 to 60 (got "${value}")` },
    ]);
  });
});

describe('the pg-boss construction plan in a migration', () => {
  it('loses only its own transaction, keeping every statement', () => {
    const plan = PgBoss.getConstructionPlans('pgboss');
    const body = withoutTransactionWrapper(plan);
    expect(body).not.toMatch(/^\s*BEGIN;|COMMIT;\s*$/);
    expect(body).toContain('CREATE TABLE pgboss.job');
    expect(body).toContain('pg_advisory_xact_lock');
  });

  it('refuses a plan of another shape rather than half-applying it', () => {
    expect(() => withoutTransactionWrapper('CREATE SCHEMA pgboss;')).toThrow(/changed shape/);
  });
});
