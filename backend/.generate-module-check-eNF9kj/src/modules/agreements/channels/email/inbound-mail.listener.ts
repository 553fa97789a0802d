import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { Clock } from '../../../../common/clock/clock';
import { ReplyIngest } from '../../services/reply-ingest.service';
import { AGREEMENTS_CHANNELS_CONFIG, type AgreementsChannelsConfig } from '../agreements-channels.config';
import { bareAddress, replyReference } from './reply-reference';

/** A centre's reply is a few lines of text; anything far larger is not one. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The EMAIL channel's way back: an SMTP server (smtp-server, as the SMTP catcher) that takes the centre's replies
 * addressed to ORVD_REPLY_ADDRESS and hands their text to ReplyIngest, which parses and applies them. Mail for
 * anyone else is refused (550): this is not a relay. A mail that cannot be read is logged and accepted, so the
 * centre's server does not retry it forever; a failure to store a readable reply answers 451 so it is retried.
 */
@Injectable()
export class InboundMailListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(InboundMailListener.name);
  private server: SMTPServer | undefined;
  private readonly replyAddress: string;

  constructor(
    @Inject(AGREEMENTS_CHANNELS_CONFIG) private readonly config: AgreementsChannelsConfig,
    private readonly ingest: ReplyIngest,
    private readonly clock: Clock,
  ) {
    this.replyAddress = bareAddress(config.replyAddress);
  }

  /** The port it listens on, once started (0 when it is off). */
  get port(): number {
    return (this.server?.server.address() as AddressInfo | null)?.port ?? 0;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.inboundSmtpPort === 0) return;
    try {
      await this.listen(this.config.inboundSmtpPort, this.config.inboundSmtpHost);
      this.logger.log(`Zonal-centre replies accepted by SMTP on ${this.config.inboundSmtpHost}:${this.port} for ${this.replyAddress}`);
    } catch (error) {
      // A second instance on one machine finds the port taken: it still serves the API, the first one takes the mail.
      this.logger.error(
        `Inbound SMTP for zonal-centre replies not started on port ${this.config.inboundSmtpPort}: ${(error as Error).message}`,
      );
      this.server = undefined;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async listen(port: number, host: string): Promise<void> {
    const server = new SMTPServer({
      // Plain SMTP, like the simulator that sends to it; TLS belongs to the MTA in front of a real deployment.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (bareAddress(address.address) === this.replyAddress) return callback();
        const refusal = new Error(`Mailbox ${address.address} is not served here`) as Error & { responseCode: number };
        refusal.responseCode = 550;
        callback(refusal);
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then(
          () => callback(),
          (error: Error & { responseCode?: number }) => callback(error),
        );
      },
    });
    server.on('error', (error) => this.logger.warn(`Inbound SMTP: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    let mail: ParsedMail;
    try {
      mail = await simpleParser(stream);
    } catch (error) {
      stream.resume();
      this.logger.warn(
        `Unreadable mail from ${session.envelope.mailFrom ? session.envelope.mailFrom.address : '?'} ignored: ${(error as Error).message}`,
      );
      return;
    }
    if (stream.sizeExceeded) {
      const tooLarge = new Error('Message too large for a reply') as Error & { responseCode: number };
      tooLarge.responseCode = 552;
      throw tooLarge;
    }
    const text = replyText(mail);
    if (text === '') {
      this.logger.warn(`Empty reply ${mail.messageId ?? ''} (subject "${mail.subject ?? ''}") ignored`);
      return;
    }
    const reference = replyReference({ subject: mail.subject, inReplyTo: mail.inReplyTo, references: mail.references });
    try {
      await this.ingest.ingest('EMAIL', { text, receivedAt: this.clock.now().toISOString() }, { reference });
    } catch (error) {
      this.logger.error(`Reply ${mail.messageId ?? ''} not stored, the sender will retry: ${(error as Error).message}`);
      const retry = new Error('Reply not stored, try again later') as Error & { responseCode: number };
      retry.responseCode = 451;
      throw retry;
    }
  }
}

/** The reply's text: the plain part, else the HTML part without its tags. */
function replyText(mail: ParsedMail): string {
  if (mail.text && mail.text.trim() !== '') return mail.text.trim();
  if (typeof mail.html === 'string')
    return mail.html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim();
  return '';
}
