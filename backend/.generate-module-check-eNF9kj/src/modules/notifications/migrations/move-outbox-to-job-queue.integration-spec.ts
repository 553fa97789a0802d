import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../database/data-source-options';
import { runMigrations } from '../../../database/prepare-database';
import { createEmptyDatabase, databaseName, dropDatabase, runDatabaseUrl, withDatabaseName } from '../../../testing/test-database';
import { CreateOutboxJobs1763800300000 } from './1763800300000-create-outbox-jobs';
import { MoveOutboxToJobQueue1795570000001 } from './1795570000001-move-outbox-to-job-queue';

/**
 * The move of undelivered outbox rows into pg-boss, on a database of its own: the schema is migrated, then
 * inside one rolled-back transaction the old table is brought back with rows in every state and the move runs again.
 */
describe('moving the e-mail outbox onto the job queue', () => {
  const url = withDatabaseName(runDatabaseUrl(), `${databaseName(runDatabaseUrl())}_outbox_move`);
  let dataSource: DataSource;

  beforeAll(async () => {
    await createEmptyDatabase(url);
    dataSource = new DataSource(dataSourceOptions(url));
    await dataSource.initialize();
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(url);
  });

  it('drops outbox_jobs after turning its undelivered e-mails into email.send jobs with the same ids', async () => {
    expect(await dataSource.query(`SELECT to_regclass('outbox_jobs') AS t`)).toEqual([{ t: null }]);
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await new CreateOutboxJobs1763800300000().up(runner);
      const email = (to: string) => JSON.stringify({ to, subject: 'Тема', text: 'Текст' });
      await runner.query(
        `INSERT INTO outbox_jobs (id, kind, payload, status, attempts, next_attempt_at) VALUES
           ('00000000-0000-4000-8000-000000000001', 'email', $1, 'PENDING', 2, now() + interval '1 hour'),
           ('00000000-0000-4000-8000-000000000002', 'email', $2, 'PROCESSING', 1, now() - interval '1 minute'),
           ('00000000-0000-4000-8000-000000000003', 'email', $3, 'SENT', 1, now()),
           ('00000000-0000-4000-8000-000000000004', 'email', $4, 'FAILED', 8, now()),
           ('00000000-0000-4000-8000-000000000005', 'fax', '{}', 'PENDING', 0, now())`,
        [email('pending@nebo.local'), email('processing@nebo.local'), email('sent@nebo.local'), email('failed@nebo.local')],
      );
      await new MoveOutboxToJobQueue1795570000001().up(runner);

      expect(await runner.query(`SELECT to_regclass('outbox_jobs') AS t`)).toEqual([{ t: null }]);
      expect(
        await runner.query(`SELECT name, policy, retry_limit, retry_backoff, expire_seconds FROM pgboss.queue WHERE name = 'email.send'`),
      ).toEqual([{ name: 'email.send', policy: 'standard', retry_limit: 7, retry_backoff: true, expire_seconds: 120 }]);
      const jobs = await runner.query(
        `SELECT id, data->>'to' AS "to", state, retry_limit, retry_count, start_after > now() AS later, EXTRACT(epoch FROM expire_in)::int AS expire
           FROM pgboss.job WHERE name = 'email.send' ORDER BY id`,
      );
      expect(jobs).toEqual([
        {
          id: '00000000-0000-4000-8000-000000000001',
          to: 'pending@nebo.local',
          state: 'created',
          retry_limit: 7,
          retry_count: 0,
          later: true,
          expire: 120,
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          to: 'processing@nebo.local',
          state: 'created',
          retry_limit: 7,
          retry_count: 0,
          later: false,
          expire: 120,
        },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('undoes to an empty outbox table', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await new MoveOutboxToJobQueue1795570000001().down(runner);
      expect(await runner.query('SELECT count(*)::int AS n FROM outbox_jobs')).toEqual([{ n: 0 }]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
