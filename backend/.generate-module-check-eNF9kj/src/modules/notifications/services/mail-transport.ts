import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../notifications.config';

/** Well under a job's expiry (120 s for e-mail), so a slow server cannot make two workers deliver the same job. */
const SMTP_TIMEOUT_MS = 20_000;

/** A message ready to send; attachments are built by the job handler at send time, never stored in a job. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * Delivers e-mail over real SMTP (nodemailer, SMTP_URL) from MAIL_FROM. For job handlers: pass the job id as
 * `messageId`, so a retry after a crash between the server's acceptance and the job's completion carries the
 * same Message-ID and mail systems treat it as the same message.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig) {
    this.transport = createTransport(config.smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    this.domain = config.mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'nebo.local';
  }

  /** `messageId`: the left part of the Message-ID; it becomes `<messageId@domain of MAIL_FROM>`. */
  async send(messageId: string, mail: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      messageId: `<${messageId}@${this.domain}>`,
    });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
