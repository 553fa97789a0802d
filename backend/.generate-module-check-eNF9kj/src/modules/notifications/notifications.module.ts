import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { notificationsConfigProvider } from './notifications.config';
import { EmailOutbox } from './services/email-outbox.service';
import { MailTransport } from './services/mail-transport';

/**
 * Outbound notifications. E-mail for now: other modules call EmailOutbox.enqueue inside their transaction;
 * the `email.send` job (jobs module, pg-boss) delivers it over SMTP with retries and back-off. MailTransport
 * is exported for other modules' job handlers that build a message (with attachments) at send time.
 */
@Module({
  imports: [JobsModule],
  providers: [notificationsConfigProvider, MailTransport, EmailOutbox],
  exports: [EmailOutbox, MailTransport],
})
export class NotificationsModule {}
