import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from '../agreements-channels.config';
import type { ChannelAdapter, ChannelReceipt, ChannelReply, OutgoingMessage, OutgoingSubmission } from '../channel-adapter';
import { ChannelError } from '../channel-error';
import { submissionBody } from '../wire-body';
import { messageLetterText, messageSubject, submissionLetterText, submissionSubject } from './submission-letter';

/** Under the submit job's expiry (120 s) even when connect, greeting and data each take their full time. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * The EMAIL channel: a letter to the centre's SUBMISSION address over SMTP. The Message-ID is derived from the
 * dedup key, so a letter re-sent after a crash between the server's acceptance and our bookkeeping is the same
 * message to the centre (which dedups on it). Replies come back by mail to the inbound listener, hence poll → [].
 */
@Injectable()
export class EmailChannel implements ChannelAdapter, OnModuleDestroy {
  readonly channel = 'EMAIL' as const;
  private readonly transport: Transporter;

  constructor(@Inject(AGREEMENTS_CHANNELS_CONFIG) private readonly config: AgreementsChannelsConfig) {
    this.transport = createTransport(config.smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async submit(s: OutgoingSubmission): Promise<ChannelReceipt> {
    await this.send(s.authority.submissionEmail, s.dedupKey, s.replyTo, submissionSubject(s), submissionLetterText(s), [
      { filename: s.document.filename, contentType: s.document.contentType, content: s.document.content },
      { filename: 'submission.json', contentType: 'application/json', content: Buffer.from(JSON.stringify(submissionBody(s), null, 2)) },
    ]);
    return { externalId: s.dedupKey, acceptedAt: new Date().toISOString() };
  }

  async sendMessage(m: OutgoingMessage): Promise<ChannelReceipt> {
    const json = { kind: m.kind, dateId: m.dateId, text: m.text, submissionExternalId: m.submissionExternalId, reference: m.dedupKey };
    await this.send(m.authority.submissionEmail, m.dedupKey, m.replyTo, messageSubject(m), messageLetterText(m), [
      { filename: 'message.json', contentType: 'application/json', content: Buffer.from(JSON.stringify(json, null, 2)) },
    ]);
    return { externalId: m.dedupKey, acceptedAt: new Date().toISOString() };
  }

  poll(): Promise<ChannelReply[]> {
    return Promise.resolve([]);
  }

  async health(): Promise<{ healthy: boolean; error?: string }> {
    try {
      await this.transport.verify();
      return { healthy: true };
    } catch (error) {
      return { healthy: false, error: describeSmtpError(error) };
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  private async send(
    to: string,
    dedupKey: string,
    replyTo: string,
    subject: string,
    text: string,
    attachments: { filename: string; contentType: string; content: Buffer }[],
  ): Promise<void> {
    const recipients = to
      .split(';')
      .map((address) => address.trim())
      .filter((address) => address !== '');
    if (recipients.length === 0) throw new ChannelError('У зонального центра нет адреса для заявок', false);
    try {
      await this.transport.sendMail({
        from: this.config.mailFrom,
        to: recipients,
        replyTo,
        subject,
        text,
        attachments,
        messageId: `<${dedupKey}@nebo.local>`,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      // A 5xx reply is the server refusing this letter (unknown mailbox, too large): sending it again will not help.
      throw new ChannelError(describeSmtpError(error), !(typeof code === 'number' && code >= 500 && code < 600), code ?? null);
    }
  }
}

function describeSmtpError(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; response?: string; message?: string };
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || /ECONNREFUSED/.test(e.message ?? '')) {
    return `Почтовый сервер зонального центра недоступен (${e.message ?? e.code})`;
  }
  if (e.code === 'ETIMEDOUT') return 'Почтовый сервер зонального центра не ответил вовремя';
  if (e.responseCode) return `Почтовый сервер отказал: ${e.response ?? e.responseCode}`;
  return `Письмо не отправлено: ${e.message ?? String(error)}`;
}
