import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MessageStore } from './caught-message';
import { renderInboxPage } from './inbox-page';

export interface SmtpCatcherOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  smtpPort: number;
  httpPort: number;
  /** Largest message accepted, in bytes. */
  maxMessageBytes?: number;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string | null {
  if (!address) return null;
  return (Array.isArray(address) ? address : [address]).map((item) => item.text).join(', ');
}

/**
 * The SMTP simulator of the default set-up: a real SMTP server (smtp-server) that accepts every message
 * and keeps it in memory, plus a small HTTP inbox to read them: `GET /messages` (JSON), `GET /` (HTML list,
 * Russian), `DELETE /messages`. Point SMTP_URL at a real server to deliver for real instead.
 */
export class SmtpCatcher {
  readonly store = new MessageStore();
  private smtp: SMTPServer | undefined;
  private http: Server | undefined;
  smtpPort = 0;
  httpPort = 0;

  async start(options: SmtpCatcherOptions): Promise<this> {
    const host = options.host ?? '127.0.0.1';
    const maxBytes = options.maxMessageBytes ?? 25 * 1024 * 1024;
    this.smtp = new SMTPServer({
      // Plain SMTP on a local port: no TLS upgrade (nodemailer would refuse the self-signed certificate),
      // any credentials accepted so that an SMTP_URL with a user name works unchanged.
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      size: maxBytes,
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.store.add({
              receivedAt: new Date().toISOString(),
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              messageId: mail.messageId ?? null,
              from: addressText(mail.from),
              to: addressText(mail.to),
              subject: mail.subject ?? null,
              text: mail.text ?? null,
              html: typeof mail.html === 'string' ? mail.html : null,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    this.smtp.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      this.smtp!.server.once('error', reject);
      this.smtp!.listen(options.smtpPort, host, () => resolve());
    });
    this.smtpPort = (this.smtp.server.address() as AddressInfo).port;

    this.http = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.http!.once('error', reject);
      this.http!.listen(options.httpPort, host, () => resolve());
    });
    this.httpPort = (this.http.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await Promise.all([
      this.smtp && new Promise<void>((resolve) => this.smtp!.close(() => resolve())),
      this.http && new Promise<void>((resolve) => this.http!.close(() => resolve())),
    ]);
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = new URL(req.url ?? '/', 'http://catcher').pathname;
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    if (req.method === 'GET' && path === '/messages') {
      json(200, this.store.list());
    } else if (req.method === 'GET' && /^\/messages\/\d+$/.test(path)) {
      const message = this.store.find(Number(path.split('/')[2]));
      if (message) json(200, message);
      else json(404, { error: 'Not Found', message: 'No such message', statusCode: 404 });
    } else if (req.method === 'DELETE' && path === '/messages') {
      this.store.clear();
      res.writeHead(204).end();
    } else if (req.method === 'GET' && path === '/') {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          // The page shows mail from anyone: no scripts, no remote content.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .end(renderInboxPage(this.store.list()));
    } else {
      json(404, { error: 'Not Found', message: `${req.method} ${path} is not served`, statusCode: 404 });
    }
  }
}
