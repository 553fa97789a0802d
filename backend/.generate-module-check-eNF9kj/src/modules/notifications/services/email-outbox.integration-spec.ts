import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { SmtpCatcher } from '../../../simulators/smtp-catcher/smtp-catcher';
import { freePort } from '../../../testing/auth-test-server';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { runDatabaseUrl } from '../../../testing/test-database';
import type { JobRow } from '../../jobs/entities/job.row';
import { JobQueue } from '../../jobs/services/job-queue';
import { EMAIL_QUEUE } from '../mail/outbound-email';
import { EmailOutbox } from './email-outbox.service';

/**
 * E-mail through the job queue against real PostgreSQL (pg-boss) and real SMTP. The workers are off
 * (JOBS_WORKER_ENABLED=false) so each test runs delivery rounds itself with JobQueue.runDue; the SMTP port is
 * reserved but the catcher only listens when a test starts it, which is how an SMTP outage looks to a worker.
 */
describe('e-mail outbox on the job queue', () => {
  let t: TestApp;
  let smtpPort: number;
  let outbox: EmailOutbox;
  let queue: JobQueue;

  beforeAll(async () => {
    smtpPort = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOBS_WORKER_ENABLED: 'false', OUTBOX_MAX_ATTEMPTS: '3' });
    outbox = t.app.get(EmailOutbox);
    queue = t.app.get(JobQueue);
  });

  // The run's database is shared by the spec files, one after another: e-mails other files left queued (their
  // workers off, or their apps closed first) are not this spec's, and its delivery rounds must count only its own.
  beforeEach(() => t.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [EMAIL_QUEUE]));

  afterAll(() => t.close());

  const email = () => ({ to: `outbox-${randomUUID()}@nebo.local`, subject: 'Проверка', text: 'Текст письма' });
  const jobsTo = async (to: string): Promise<JobRow[]> =>
    (await queue.jobsOf(EMAIL_QUEUE)).filter((job) => (job.data as { to: string }).to === to);
  const received = (catcher: SmtpCatcher, to: string) => catcher.store.list().filter((m) => m.envelope.to.includes(to));
  /** As if the job's back-off had passed. */
  const dueNow = (id: string) => t.dataSource.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [id]);
  const withCatcher = async (run: (catcher: SmtpCatcher) => Promise<void>) => {
    const catcher = await new SmtpCatcher().start({ smtpPort, httpPort: 0 });
    try {
      await run(catcher);
    } finally {
      await catcher.stop();
    }
  };

  it('delivers the e-mail of a committed transaction exactly once, the job id as its Message-ID', async () => {
    const message = email();
    const id = await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));
    expect(await jobsTo(message.to)).toEqual([expect.objectContaining({ id, state: 'created', retryCount: 0, retryLimit: 2 })]);

    await withCatcher(async (catcher) => {
      expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 1, failed: 0 });
      expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 0 });
      const mails = received(catcher, message.to);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: 'Проверка', text: 'Текст письма', messageId: `<${id}@nebo.local>` });
    });
    expect(await jobsTo(message.to)).toEqual([expect.objectContaining({ id, state: 'completed' })]);
  });

  it('records no job when the enqueuing transaction rolls back', async () => {
    const message = email();
    await expect(
      t.dataSource.transaction(async (manager) => {
        await outbox.enqueue(manager, message);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await jobsTo(message.to)).toEqual([]);
  });

  it('retries with back-off while SMTP is down, then delivers once', async () => {
    const message = email();
    const id = await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));

    expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 1 });
    const [waiting] = await jobsTo(message.to);
    expect(waiting).toMatchObject({ state: 'retry', retryCount: 0 });
    // pg-boss's exponential back-off: the first retry waits 5–10 s (retryDelay 5).
    const waitMs = new Date(waiting.startAfter).getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(3_000);
    expect(waitMs).toBeLessThanOrEqual(10_000);
    expect((waiting.output as { message: string }).message).toMatch(/ECONNREFUSED|connect/i);
    // Not due yet: another round leaves it alone.
    expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 0 });

    await withCatcher(async (catcher) => {
      await dueNow(id);
      expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 1, failed: 0 });
      expect(await jobsTo(message.to)).toEqual([expect.objectContaining({ state: 'completed', retryCount: 1 })]);
      await dueNow(id);
      await queue.runDue(EMAIL_QUEUE);
      expect(received(catcher, message.to)).toEqual([expect.objectContaining({ messageId: `<${id}@nebo.local>` })]);
    });
  });

  it('gives a job up as failed after OUTBOX_MAX_ATTEMPTS attempts', async () => {
    const message = email();
    const id = await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await dueNow(id);
      expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 1 });
    }
    expect(await jobsTo(message.to)).toEqual([expect.objectContaining({ state: 'failed', retryCount: 2 })]);
    await dueNow(id);
    expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 0 });
  });

  it('retries the job of a worker killed mid-delivery once it has been active longer than expireInSeconds', async () => {
    const message = email();
    const id = await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));
    // Another instance takes the job and dies before finishing it: its connection goes, the job stays active.
    const doomed = new PgBoss({ connectionString: runDatabaseUrl(), migrate: false, supervise: false, schedule: false, max: 1 });
    doomed.on('error', () => undefined);
    await doomed.start();
    expect((await doomed.fetch(EMAIL_QUEUE)).map((job) => job.id)).toEqual([id]);
    await doomed.stop({ graceful: false });
    expect(await jobsTo(message.to)).toEqual([expect.objectContaining({ state: 'active' })]);

    // Within its 120 s the job is still the dead worker's.
    expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 0, failed: 0 });
    expect((await jobsTo(message.to))[0].state).toBe('active');

    await t.dataSource.query(`UPDATE pgboss.job SET started_on = now() - interval '121 seconds' WHERE id = $1`, [id]);
    await queue.runDue(EMAIL_QUEUE);
    const [expired] = await jobsTo(message.to);
    expect(expired).toMatchObject({ state: 'retry', output: { value: { message: 'job failed by timeout in active state' } } });

    await withCatcher(async (catcher) => {
      await dueNow(id);
      expect(await queue.runDue(EMAIL_QUEUE)).toEqual({ completed: 1, failed: 0 });
      expect(received(catcher, message.to)).toEqual([expect.objectContaining({ messageId: `<${id}@nebo.local>` })]);
    });
  });
});

/** The same path with the worker on, as production runs it: pg-boss's own workers poll and deliver. */
describe('e-mail outbox with the job worker running', () => {
  let t: TestApp;
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    catcher = await new SmtpCatcher().start({ smtpPort: 0, httpPort: 0 });
    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`,
      JOBS_WORKER_ENABLED: 'true',
      JOBS_POLL_SECONDS: '0.5',
      OUTBOX_POLL_INTERVAL_MS: '500',
    });
  });

  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('delivers a committed e-mail in the background, once', async () => {
    const to = `worker-${randomUUID()}@nebo.local`;
    const id = await t.dataSource.transaction((manager) => t.app.get(EmailOutbox).enqueue(manager, { to, subject: 'Фон', text: 'Сам' }));
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && catcher.store.list().every((m) => !m.envelope.to.includes(to)))
      await new Promise((r) => setTimeout(r, 100));
    expect(catcher.store.list().filter((m) => m.envelope.to.includes(to))).toEqual([
      expect.objectContaining({ messageId: `<${id}@nebo.local>` }),
    ]);
    const state = async () => (await t.app.get(JobQueue).jobsOf(EMAIL_QUEUE)).find((job) => job.id === id)?.state;
    for (let i = 0; i < 50 && (await state()) !== 'completed'; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await state()).toBe('completed');
  });
});
