import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutboundEmail } from '../mail/outbound-email';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../notifications.config';

/** Stays under the outbox lock (60 s), so a slow server cannot make two workers deliver the same job. */
const SMTP_TIMEOUT_MS = 20_000;

/** Delivers e-mail over real SMTP (nodemailer), pooled connections to SMTP_URL. */
@Injectable()
export class SmtpMailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig) {
    this.transport = createTransport(config.smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  /**
   * Sends one e-mail. The Message-ID is derived from the outbox job, so should a worker die between the
   * server's acceptance and marking the job SENT, the redelivery carries the same Message-ID and mail
   * systems treat it as the same message.
   */
  async send(jobId: string, email: OutboundEmail): Promise<void> {
    const domain = this.config.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'nebo.local';
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${jobId}@${domain}>`,
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
