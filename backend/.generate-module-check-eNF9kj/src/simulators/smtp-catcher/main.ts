import { SmtpCatcher } from './smtp-catcher';

/**
 * Runs the SMTP catcher: `node dist/simulators/smtp-catcher/main.js`
 * (SMTP_CATCHER_HOST, default 127.0.0.1; SMTP_CATCHER_SMTP_PORT, default 1025; SMTP_CATCHER_HTTP_PORT,
 * default 1080).
 */
function port(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  const value = text ? Number(text) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number from 1 to 65535, got "${text}"`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const catcher = await new SmtpCatcher().start({
    host: process.env.SMTP_CATCHER_HOST?.trim() || '127.0.0.1',
    smtpPort: port('SMTP_CATCHER_SMTP_PORT', 1025),
    httpPort: port('SMTP_CATCHER_HTTP_PORT', 1080),
  });
  console.log(`SMTP catcher: SMTP on port ${catcher.smtpPort}, inbox at http://127.0.0.1:${catcher.httpPort}/`);
  const shutdown = () => {
    catcher.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  console.error(`SMTP catcher could not start: ${error.message}`);
  process.exit(1);
});
