import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedLetter {
  envelopeTo: string[];
  mail: ParsedMail;
}

/** The centre's mailbox for the EMAIL channel's specs: a real SMTP server keeping each parsed letter. */
export class SmtpCentrePeer {
  readonly letters: ReceivedLetter[] = [];
  private server: SMTPServer | undefined;

  get url(): string {
    return `smtp://127.0.0.1:${(this.server!.server.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.letters.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
