/**
 * The notifications module's settings, read once at start like map.config.ts (the core AppConfig has no
 * mail entries yet). A bad value stops the start with a message naming the variable.
 */
export interface NotificationsConfig {
  /** SMTP server to deliver through; the default is the SMTP catcher simulator of the default set-up. */
  smtpUrl: string;
  /** Sender of every e-mail. */
  mailFrom: string;
  /** How often the outbox worker looks for due jobs when it has nothing to do. */
  pollIntervalMs: number;
  /** Attempts before a job is given up as FAILED. */
  maxAttempts: number;
  /** Whether this instance runs the outbox worker (any number of instances may run it side by side). */
  workerEnabled: boolean;
}

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

export class NotificationsConfigError extends Error {}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new NotificationsConfigError(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

export function loadNotificationsConfig(env: Record<string, string | undefined> = process.env): NotificationsConfig {
  const smtpUrl = env.SMTP_URL?.trim() || 'smtp://127.0.0.1:1025';
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    throw new NotificationsConfigError(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new NotificationsConfigError(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  }
  const workerText = env.OUTBOX_WORKER_ENABLED?.trim().toLowerCase();
  if (workerText && !['true', 'false', '1', '0'].includes(workerText)) {
    throw new NotificationsConfigError(`OUTBOX_WORKER_ENABLED must be true or false, got "${env.OUTBOX_WORKER_ENABLED}"`);
  }
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Nebo <no-reply@nebo.local>',
    pollIntervalMs: integer(env, 'OUTBOX_POLL_INTERVAL_MS', 1000, 50, 60_000),
    maxAttempts: integer(env, 'OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    workerEnabled: workerText === undefined || workerText === '' || workerText === 'true' || workerText === '1',
  };
}
