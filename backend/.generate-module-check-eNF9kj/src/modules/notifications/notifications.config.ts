import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** Outbound e-mail and the `email.send` job queue that delivers it. */
export interface NotificationsConfig {
  /** SMTP server to deliver through (`smtp://user:pass@host:port`, `smtps://…`); default the SMTP catcher. */
  smtpUrl: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** How often an idle e-mail worker looks for due jobs (pg-boss polls at most every 500 ms: less counts as 500). */
  pollIntervalMs: number;
  /** Attempts (the first and the retries) before a job is given up as `failed`. */
  maxAttempts: number;
  /**
   * Whether this instance delivers e-mail (any number of instances may, side by side); JOBS_WORKER_ENABLED=false
   * switches off every queue's worker, this one included.
   */
  workerEnabled: boolean;
}

/**
 * SMTP_URL (default: the SMTP catcher simulator of the default set-up), MAIL_FROM, and for the `email.send`
 * queue OUTBOX_POLL_INTERVAL_MS, OUTBOX_MAX_ATTEMPTS (attempts before a job is failed) and OUTBOX_WORKER_ENABLED.
 * Referenced from notifications.manifest.ts, so loadConfig reads and validates it with the rest at start.
 */
export function readNotificationsConfig(read: EnvReader): { notifications: NotificationsConfig } {
  return {
    notifications: {
      smtpUrl: read.smtpUrl('SMTP_URL', 'smtp://127.0.0.1:1025'),
      mailFrom: read.mailbox('MAIL_FROM', 'Nebo <no-reply@nebo.local>'),
      pollIntervalMs: read.integer('OUTBOX_POLL_INTERVAL_MS', 1000, 50, 60_000),
      maxAttempts: read.integer('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
      workerEnabled: read.boolean('OUTBOX_WORKER_ENABLED', true),
    },
  };
}

/**
 * The notifications part of the configuration under its own token: it keeps the services bound to only
 * what they use, and lets a test hand them settings of its own.
 */
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export const notificationsConfigProvider: Provider = {
  provide: NOTIFICATIONS_CONFIG,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): NotificationsConfig => config.notifications,
};
