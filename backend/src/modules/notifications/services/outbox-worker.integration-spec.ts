import { randomUUID } from 'node:crypto';
import { SmtpCatcher } from '../../../simulators/smtp-catcher/smtp-catcher';
import { TestApp, startTestApp } from '../../../testing/test-app';
import { freePort } from '../../../testing/auth-test-server';
import { EmailOutbox } from './email-outbox.service';
import { OutboxWorker } from './outbox-worker';

/**
 * The outbox against real PostgreSQL and real SMTP. The worker's own timer is off (OUTBOX_WORKER_ENABLED)
 * so each test drives delivery rounds itself; the SMTP port is reserved but the catcher only listens when
 * a test starts it, which is how an SMTP outage looks to the worker.
 */
describe('e-mail outbox', () => {
  let t: TestApp;
  let smtpPort: number;
  let outbox: EmailOutbox;
  let worker: OutboxWorker;

  beforeAll(async () => {
    smtpPort = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_WORKER_ENABLED: 'false', OUTBOX_MAX_ATTEMPTS: '3' });
    outbox = t.app.get(EmailOutbox);
    worker = t.app.get(OutboxWorker);
  });

  afterAll(() => t.close());

  const email = () => ({ to: `outbox-${randomUUID()}@nebo.local`, subject: 'Проверка', text: 'Текст письма' });
  const job = async (to: string) =>
    (await t.dataSource.query(
      `SELECT status, attempts, last_error, next_attempt_at > now() AS waiting FROM outbox_jobs WHERE payload->>'to' = $1`,
      [to],
    )) as Array<{ status: string; attempts: number; last_error: string | null; waiting: boolean }>;
  /** Makes every unfinished job of these tests due now, as if its back-off had passed. */
  const skipBackOff = () => t.dataSource.query(`UPDATE outbox_jobs SET next_attempt_at = now() WHERE status = 'PENDING'`);

  it('records nothing when the enqueuing transaction rolls back', async () => {
    const message = email();
    await expect(
      t.dataSource.transaction(async (manager) => {
        await outbox.enqueue(manager, message);
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await job(message.to)).toEqual([]);
  });

  it('retries with back-off while SMTP is down, then delivers once', async () => {
    const message = email();
    await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));
    expect(await job(message.to)).toEqual([{ status: 'PENDING', attempts: 0, last_error: null, waiting: false }]);

    await worker.drain();
    const [failed] = await job(message.to);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, waiting: true });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Not due yet: another round leaves it alone.
    await worker.drain();
    expect((await job(message.to))[0].attempts).toBe(1);

    const catcher = await new SmtpCatcher().start({ smtpPort, httpPort: 0 });
    try {
      await skipBackOff();
      // Two workers (two instances) racing for the same due job: SKIP LOCKED gives it to one of them.
      await Promise.all([worker.drain(), worker.drain()]);
      expect(await job(message.to)).toEqual([{ status: 'SENT', attempts: 2, last_error: null, waiting: false }]);
      await skipBackOff();
      await worker.drain();
      const received = catcher.store.list().filter((m) => m.envelope.to.includes(message.to));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ subject: 'Проверка', text: 'Текст письма' });
      expect(received[0].messageId).toMatch(/^<[0-9a-f-]{36}@nebo\.local>$/);
    } finally {
      await catcher.stop();
    }
  });

  it('gives a job up as FAILED after the configured number of attempts', async () => {
    const message = email();
    await t.dataSource.transaction((manager) => outbox.enqueue(manager, message));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await skipBackOff();
      await worker.drain();
    }
    expect(await job(message.to)).toEqual([expect.objectContaining({ status: 'FAILED', attempts: 3 })]);
    await skipBackOff();
    await worker.drain();
    expect((await job(message.to))[0].attempts).toBe(3);
  });

  it('fails a job of an unknown kind at once instead of retrying it', async () => {
    const [{ id }] = await t.dataSource.query(`INSERT INTO outbox_jobs (kind, payload) VALUES ('fax', '{}') RETURNING id`);
    await worker.drain();
    const [row] = await t.dataSource.query('SELECT status, attempts, last_error FROM outbox_jobs WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'FAILED', attempts: 1, last_error: 'Unknown job kind "fax" or malformed payload' });
  });
});
