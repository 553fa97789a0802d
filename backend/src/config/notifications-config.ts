import type { NotificationsConfig } from './app-config';
import type { EnvReader } from './env-reader';

/**
 * SMTP_URL (default: the SMTP catcher simulator of the default set-up), MAIL_FROM, and the outbox worker's
 * OUTBOX_POLL_INTERVAL_MS, OUTBOX_MAX_ATTEMPTS (retries before a job is FAILED) and OUTBOX_WORKER_ENABLED.
 */
export function readNotificationsConfig(read: EnvReader): NotificationsConfig {
  return {
    smtpUrl: read.smtpUrl('SMTP_URL', 'smtp://127.0.0.1:1025'),
    mailFrom: read.mailbox('MAIL_FROM', 'Nebo <no-reply@nebo.local>'),
    pollIntervalMs: read.integer('OUTBOX_POLL_INTERVAL_MS', 1000, 50, 60_000),
    maxAttempts: read.integer('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    workerEnabled: read.boolean('OUTBOX_WORKER_ENABLED', true),
  };
}
