import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { ZonalCentre } from './centre';
import type { ZonalCentreConfig } from './config';
import { createHttpHandler } from './http-handler';
import { createLetterServer, ReplyMailer } from './letters';
import type { SimChannel } from './records';
import { SppiAuthority } from './sppi-oauth';

/**
 * The zonal-centre simulator (a separate process, see README of flight-messages for the reply formats):
 * HTTP for Azimut, SPPI (OAuth + API), health, outage control and the status page; SMTP for letters.
 */
export class ZonalCentreSimulator {
  readonly down = new Set<SimChannel>();
  readonly centre: ZonalCentre;
  private readonly mailer: ReplyMailer;
  private readonly http: Server;
  private readonly smtp: SMTPServer;
  httpPort = 0;
  smtpPort = 0;

  constructor(
    private readonly config: ZonalCentreConfig,
    log: (line: string) => void = () => undefined,
  ) {
    this.mailer = new ReplyMailer(config.replySmtpUrl, log);
    this.centre = new ZonalCentre(config, (letter, text, reference) => this.mailer.send(letter, text, reference), log);
    const sppi = new SppiAuthority({ id: config.sppi.clientId, secret: config.sppi.clientSecret }, config.sppi.tokenTtlSeconds);
    this.http = createServer(createHttpHandler({ centre: this.centre, sppi, config, down: this.down }));
    this.smtp = createLetterServer(this.centre, this.down, log);
  }

  async start(): Promise<this> {
    const { host } = this.config;
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(this.config.httpPort, host, () => resolve());
    });
    this.httpPort = (this.http.address() as AddressInfo).port;
    await new Promise<void>((resolve, reject) => {
      this.smtp.server.once('error', reject);
      this.smtp.listen(this.config.smtpPort, host, () => resolve());
    });
    this.smtpPort = (this.smtp.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.centre.stop();
    this.mailer.close();
    this.http.closeAllConnections();
    await Promise.all([
      new Promise<void>((resolve) => this.http.close(() => resolve())),
      new Promise<void>((resolve) => this.smtp.close(() => resolve())),
    ]);
  }
}
