import { Module } from '@nestjs/common';
import { notificationsConfigProvider } from './notifications.config';
import { EmailOutbox } from './services/email-outbox.service';
import { OutboxJobsRepository } from './repositories/outbox-jobs.repository';
import { OutboxWorker } from './services/outbox-worker';
import { SmtpMailer } from './services/smtp-mailer';

/**
 * Outbound notifications. E-mail for now: other modules call EmailOutbox.enqueue inside their transaction;
 * the worker delivers over SMTP (SMTP_URL, default the local SMTP catcher) with retries and back-off.
 */
@Module({
  providers: [notificationsConfigProvider, OutboxJobsRepository, SmtpMailer, OutboxWorker, EmailOutbox],
  exports: [EmailOutbox],
})
export class NotificationsModule {}
