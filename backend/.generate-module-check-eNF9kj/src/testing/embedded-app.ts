import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../bootstrap';
import { JobQueue } from '../modules/jobs/services/job-queue';
import { EMAIL_QUEUE } from '../modules/notifications/mail/outbound-email';
import { loadConfig } from '../config/load-config';
import { freePort } from './auth-test-server';
import type { CaughtMessage } from '../simulators/smtp-catcher/caught-message';
import { SmtpCatcher } from '../simulators/smtp-catcher/smtp-catcher';
import { runDatabaseUrl } from './test-database';

export interface EmbeddedApp {
  app: NestFastifyApplication;
  /** `http://localhost:<port>`: the API and, under /realms/nebo, the identity provider that signs its tokens. */
  baseUrl: string;
  /** The SMTP catcher the outbox delivers to, when asked for with `mail: true`. */
  catcher: SmtpCatcher | undefined;
  /** The e-mails the catcher has received for `address`, once there are at least `count` (waits up to 10 s). */
  mailTo(address: string, count?: number): Promise<CaughtMessage[]>;
  close(): Promise<void>;
}

/**
 * The default set-up over real HTTP, as `npm start` runs it: createApp with the embedded identity provider
 * (so tokens come from a real sign-in, unlike startTestApp's test issuer), listening on a free port, on this
 * run's test database; with `mail`, the outbox delivers over SMTP to a catcher whenever `mailTo` looks for mail.
 */
export async function startEmbeddedApp(options: { mail?: boolean; env?: Record<string, string> } = {}): Promise<EmbeddedApp> {
  const catcher = options.mail ? await new SmtpCatcher().start({ smtpPort: 0, httpPort: 0 }) : undefined;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nebo-embedded-app-'));
  const config = loadConfig({
    DATABASE_URL: runDatabaseUrl(),
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(catcher ? { SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}` } : {}),
    // No pg-boss workers (their loop outlives a stop, see test-app.ts): mailTo delivers the queued e-mail itself.
    JOBS_WORKER_ENABLED: 'false',
    ...options.env,
  });
  const app = await createApp({ ...config, databaseUrl: runDatabaseUrl() });
  await app.listen(port, '127.0.0.1');
  return {
    app,
    baseUrl,
    catcher,
    mailTo: async (address, count = 1) => {
      if (!catcher) throw new Error('startEmbeddedApp({ mail: true }) starts the SMTP catcher');
      for (let i = 0; i < 100; i += 1) {
        await app.get(JobQueue).runDue(EMAIL_QUEUE);
        const messages = (await (await fetch(`http://127.0.0.1:${catcher.httpPort}/messages`)).json()) as CaughtMessage[];
        const mine = messages.filter((message) => message.envelope.to.includes(address));
        if (mine.length >= count) return mine;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Fewer than ${count} e-mails to ${address} arrived`);
    },
    close: async () => {
      await app.close();
      await catcher?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
